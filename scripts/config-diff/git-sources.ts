import { execFileSync } from 'node:child_process';
import type { SourceFiles } from '../../engine/config/checked-sources.js';
import { asTextIfUtf8, isEditorNote, schemaFolders, sourceFolders } from '../../engine/config/read-source-files.js';
import type { JsonSchema } from '../../engine/config/schema-validation.js';
import { fail, ok, type Result } from '../../engine/config/result.js';

/** The config of one commit, as readSourceFiles() would have read it from a checkout of it. */
export interface SourcesAtCommit {
  commit: string;
  files: SourceFiles;
  /** The commit's own schemas/config and schemas/locales; none when the commit keeps no schemas beside its config. */
  schemas: JsonSchema[];
}

// Whole trees go through git in one call each; the locales alone are over a hundred files.
const maxOutput = 512 * 1024 * 1024;

function git(cwd: string, args: string[], input?: string): Buffer {
  return execFileSync('git', args, { cwd, input, maxBuffer: maxOutput, stdio: ['pipe', 'pipe', 'pipe'] });
}

function gitText(cwd: string, args: string[]): string {
  return git(cwd, args).toString('utf8').trim();
}

/** The first line git wrote to stderr, or the error's message: enough to say what went wrong. */
function gitProblem(error: unknown): string {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8').trim();
  return (stderr || (error instanceof Error ? error.message : String(error))).split('\n')[0] ?? '';
}

/**
 * The config folders of `ref` in the git repository that holds `root` (the content root, which
 * may be a folder inside that repository), or why they cannot be read.
 */
export function sourcesAtRef(root: string, ref: string): Result<SourcesAtCommit, string> {
  let prefix: string;
  try {
    prefix = gitText(root, ['rev-parse', '--show-prefix']);
  } catch (error) {
    return fail(`${root} is not in a git repository (${gitProblem(error)})`);
  }
  let commit: string;
  try {
    commit = gitText(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    return fail(`"${ref}" is not a commit of the repository at ${root}`);
  }
  try {
    return ok({ commit, ...readFolders(root, prefix, commit) });
  } catch (error) {
    return fail(`the config of ${ref} could not be read: ${gitProblem(error)}`);
  }
}

function readFolders(root: string, prefix: string, commit: string): Omit<SourcesAtCommit, 'commit'> {
  const folders = [...sourceFolders, ...schemaFolders];
  const listing = git(root, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', ...folders.map((f) => `${prefix}${f}`)]).toString('utf8');
  const blobs = listing.split('\0').filter(Boolean).flatMap((entry) => {
    const [meta = '', path = ''] = entry.split('\t', 2);
    const [, type, oid] = meta.split(' ');
    return type === 'blob' && oid ? [{ oid, path: path.slice(prefix.length) }] : [];
  });
  const contents = blobContents(root, blobs.map((b) => b.oid));
  const files: SourceFiles = {};
  const schemas: JsonSchema[] = [];
  blobs.forEach((blob, i) => {
    const bytes = contents[i] ?? new Uint8Array();
    if (schemaFolders.some((dir) => blob.path.startsWith(`${dir}/`))) {
      if (blob.path.endsWith('.schema.json')) schemas.push(parseSchema(blob.path, bytes));
    } else if (!isEditorNote(blob.path)) {
      files[blob.path] = asTextIfUtf8(bytes);
    }
  });
  return { files, schemas };
}

function parseSchema(path: string, bytes: Uint8Array): JsonSchema {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as JsonSchema;
  } catch (error) {
    throw new Error(`${path} is not JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

/** Each object's bytes, in the order asked, from one `git cat-file --batch`. */
function blobContents(cwd: string, oids: string[]): Uint8Array[] {
  if (!oids.length) return [];
  const out = git(cwd, ['cat-file', '--batch'], `${oids.join('\n')}\n`);
  const contents: Uint8Array[] = [];
  let at = 0;
  for (const oid of oids) {
    const headerEnd = out.indexOf(0x0a, at);
    const header = out.subarray(at, headerEnd).toString('utf8');
    const size = Number(header.split(' ')[2]);
    if (!header.startsWith(oid) || !Number.isInteger(size)) throw new Error(`git cat-file answered "${header}" for ${oid}`);
    contents.push(out.subarray(headerEnd + 1, headerEnd + 1 + size));
    at = headerEnd + 1 + size + 1; // the content is followed by a newline
  }
  return contents;
}
