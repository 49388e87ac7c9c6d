// Reading what a test expects to be there (noUncheckedIndexedAccess): each helper returns the
// element, or fails the test with a message naming what was missing, instead of a TypeError
// ("cannot read properties of undefined") further down.

/** `value`, which the test expects to be there; `what` names it in the failure. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}, but there is none`);
  return value;
}

/** The element at `index` of `list` (negative counts from the end, as Array.prototype.at). */
export function itemAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`expected ${what} at index ${index}, but the list has ${list.length} element(s)`);
  return item;
}

/** The one element of `list`; fails when it has none or more than one. */
export function only<T>(list: readonly T[], what: string): T {
  const [item] = list;
  if (list.length !== 1 || item === undefined) throw new Error(`expected exactly one ${what}, but there are ${list.length}`);
  return item;
}
