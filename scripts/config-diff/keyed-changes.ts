/** What became of the entries of two maps with the same kind of key. */
export interface KeyedChanges<T> {
  added: Array<[string, T]>;
  removed: Array<[string, T]>;
  changed: Array<[string, { before: T; after: T }]>;
}

/**
 * Entries only in `after` are added, only in `before` removed, in both but not `same` changed.
 * Added and changed keep the order of `after`, removed the order of `before`.
 */
export function keyedChanges<T>(before: ReadonlyMap<string, T>, after: ReadonlyMap<string, T>, same: (a: T, b: T) => boolean): KeyedChanges<T> {
  const changes: KeyedChanges<T> = { added: [], removed: [], changed: [] };
  for (const [key, value] of after) {
    const old = before.get(key);
    if (!before.has(key)) changes.added.push([key, value]);
    else if (old !== undefined && !same(old, value)) changes.changed.push([key, { before: old, after: value }]);
  }
  for (const [key, value] of before) if (!after.has(key)) changes.removed.push([key, value]);
  return changes;
}

/** Equal as JSON: for the plain data of the site model. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
