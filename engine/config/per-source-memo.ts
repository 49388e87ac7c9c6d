/**
 * Remembers what a check found in one parsed file, for as long as that file object lives and the
 * context the check depends on is the same (`context`: a short signature of it). The config is
 * checked once per command, but the fuzz test and the tests check it thousands of times with
 * one file changed; the unchanged files' findings are then reused, not recomputed.
 */
export function perSourceMemo<T>(): (source: object, context: string, compute: () => T) => T {
  const memo = new WeakMap<object, { context: string; value: T }>();
  return (source, context, compute) => {
    const known = memo.get(source);
    if (known && known.context === context) return known.value;
    const value = compute();
    memo.set(source, { context, value });
    return value;
  };
}
