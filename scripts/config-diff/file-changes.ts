import type { SourceFiles } from '../../engine/config/checked-sources.js';
import type { SourceText } from '../../engine/config/yaml-source.js';
import { keyedChanges } from './keyed-changes.js';
import { code } from './markdown.js';

function sameText(a: SourceText, b: SourceText): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a === b : Buffer.from(a).equals(Buffer.from(b));
}

/**
 * Every config file added, removed or edited, by path: the sections say what changed for visitors,
 * and this says where, including edits no section describes (a page's sections, news, comments).
 */
export function changedFiles(before: SourceFiles, after: SourceFiles): string[] {
  const changes = keyedChanges(new Map(Object.entries(before)), new Map(Object.entries(after)), sameText);
  return [
    ...changes.changed.map(([file]) => code(file)),
    ...changes.added.map(([file]) => `${code(file)} (new)`),
    ...changes.removed.map(([file]) => `${code(file)} (removed)`),
  ].sort();
}
