import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../engine/config/read-source-files';

/** A throwaway copy of config/ and locales/ inside the project (.tmp/), for tests that edit YAML. */
export function copyContent(name: string): { root: string; edit(file: string, from: string, to: string): void; append(file: string, text: string): void; remove(): void } {
  const root = join(projectRoot, '.tmp', name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const dir of ['config', 'locales', 'schemas/forms']) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  return {
    root,
    edit(file, from, to) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      writeFileSync(path, text.replace(from, to));
    },
    append(file, text) {
      const path = join(root, file);
      const before = readFileSync(path, 'utf8');
      writeFileSync(path, `${before.endsWith('\n') ? before : `${before}\n`}${text}`);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
