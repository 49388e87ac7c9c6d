import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { listFiles } from '../../config/list-files.js';
import { fail, ok, type Result } from '../../config/result.js';

/** The only folders of the content root the editor reads from and writes to. */
const editableFolders = ['config', 'locales'] as const;

const editableName = /^(config|locales)\/[A-Za-z0-9_-][A-Za-z0-9._/-]*\.yaml$/;

/** Every YAML file under config/ and locales/ of the content root, relative to it, sorted. */
export function editableFiles(root: string): string[] {
  return editableFolders.flatMap((folder) => listFiles(join(root, folder)))
    .map((abs) => relative(root, abs).split(sep).join('/'))
    .filter((rel) => editableName.test(rel));
}

/**
 * The absolute path of an existing YAML file under config/ or locales/ of the content root, or why
 * `path` is refused. The name is checked as text first (no `..`, no absolute path, no backslash),
 * then the real path, so a symbolic link cannot lead a write outside the two folders either.
 */
export function editablePath(root: string, path: unknown): Result<string> {
  if (typeof path !== 'string' || !editableName.test(path) || path.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    return fail('only a .yaml file under config/ or locales/ can be edited');
  }
  const folder = path.split('/')[0] ?? '';
  const abs = resolve(root, path);
  if (!existsSync(abs) || !statSync(abs).isFile()) return fail(`${path} does not exist`);
  const realFolder = realpathSync(resolve(root, folder));
  if (!realpathSync(abs).startsWith(realFolder + sep)) return fail(`${path} leads outside ${folder}/`);
  return ok(abs);
}

export function readEditable(root: string, path: unknown): Result<string> {
  const abs = editablePath(root, path);
  return abs.ok ? ok(readFileSync(abs.value, 'utf8')) : abs;
}

/** Writes what the person wrote, as it is: the check decides whether it is right, not the editor. */
export function writeEditable(root: string, path: unknown, text: string): Result<string> {
  const abs = editablePath(root, path);
  if (!abs.ok) return abs;
  writeFileSync(abs.value, text);
  return ok(abs.value);
}
