/**
 * What a mutation did to a file, judged by its effect rather than by the edit: the fuzz test
 * knows which changes the check must refuse and which a valid config may contain.
 *
 *   broken       not UTF-8, not YAML, aliases that explode, a control character: must be refused
 *   structural   a key that was not there (a typo, a key moved by its indentation), a value of
 *                another type, a list item more: must be refused
 *   peer-removal a key removed from a texts file the other languages also have: must be refused
 *   removal      a key or list item removed elsewhere: may be accepted (it may have been optional)
 *   free-id      an id renamed where ids are free (the entries of a FAQ written in the texts alone)
 *   text         only a text or number changed to another of the same type: may be accepted
 *   no-op        nothing changed for the check (a comment, a line of a multi-line text): must be accepted
 */
import { isMap, parseDocument } from 'yaml';
import { anyKey, type KeyRule, type KeyTree } from '../../engine/config/known-keys.js';

export type MutationClass = 'broken' | 'structural' | 'peer-removal' | 'removal' | 'free-id' | 'text' | 'no-op';
export const mustBeRejected = (c: MutationClass) => c === 'broken' || c === 'structural' || c === 'peer-removal';

interface Diff { added: string[][]; removed: string[][]; retyped: string[][]; changed: string[][] }

export interface FileFacts {
  /** Other locales have a texts file of the same name, so a removed key is missed there. */
  hasPeers: boolean;
  /** The engine's tree of known keys for this texts file, where it has free ids. */
  keyTree?: KeyTree;
}

/** The parsed data of a text as the check reads it, or why it cannot be read. */
function readable(content: string | Uint8Array): { data: unknown } | { problem: string } {
  let text: string;
  try {
    text = typeof content === 'string' ? content : new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return { problem: 'not UTF-8' };
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/.test(text)) return { problem: 'control character' };
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length) return { problem: 'YAML error' };
  if (!isMap(doc.contents)) return { problem: 'not a mapping' };
  try {
    return { data: doc.toJS({ maxAliasCount: 100 }) };
  } catch {
    return { problem: 'alias expansion' };
  }
}

export function classifyMutation(original: string, mutated: string | Uint8Array, facts: FileFacts): MutationClass {
  const before = readable(original);
  const after = readable(mutated);
  if ('problem' in after || 'problem' in before) return 'broken';
  const diff: Diff = { added: [], removed: [], retyped: [], changed: [] };
  compare(before.data, after.data, [], diff);
  if (diff.retyped.length) return 'structural';
  const unfree = diff.added.filter((path) => !isFreeKey(facts.keyTree, path));
  if (unfree.length) return 'structural';
  if (diff.added.length) return 'free-id';
  if (diff.removed.length) return facts.hasPeers && diff.removed.some((path) => !isFreeKey(facts.keyTree, path)) ? 'peer-removal' : 'removal';
  return diff.changed.length ? 'text' : 'no-op';
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v);

function compare(a: unknown, b: unknown, path: string[], diff: Diff): void {
  if (kindOf(a) !== kindOf(b)) diff.retyped.push(path);
  else if (Array.isArray(a) && Array.isArray(b)) {
    if (b.length > a.length) diff.added.push([...path, String(a.length)]);
    if (b.length < a.length) diff.removed.push([...path, String(b.length)]);
    for (let i = 0; i < Math.min(a.length, b.length); i++) compare(a[i], b[i], [...path, String(i)], diff);
  } else if (a && typeof a === 'object' && b && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    for (const key of Object.keys(right)) if (!(key in left)) diff.added.push([...path, key]);
    for (const key of Object.keys(left)) {
      if (!(key in right)) diff.removed.push([...path, key]);
      else compare(left[key], right[key], [...path, key], diff);
    }
  } else if (a !== b) diff.changed.push(path);
}

/** A key whose name nothing depends on: under a free id (`*`), or inside a group of free texts. */
function isFreeKey(tree: KeyTree | undefined, path: string[]): boolean {
  let node: KeyRule | undefined = tree;
  for (const key of path) {
    if (node === 'texts') return true;
    if (!node || typeof node !== 'object') return false;
    const explicit: KeyRule | undefined = node[key];
    if (explicit === undefined && node[anyKey] !== undefined) return true;
    node = explicit;
  }
  return false;
}
