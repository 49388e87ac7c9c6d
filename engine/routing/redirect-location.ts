/**
 * Where a redirect sends the visitor, with the query string they came with: an old address in a
 * campaign (?utm_source=...&gclid=...) must reach the new page with its parameters, or the
 * campaign's visits are lost. A parameter the target sets itself (/cn/service?lang=en) keeps the
 * target's value; every other parameter is carried over as it was written (encoding untouched).
 */
export function redirectLocation(target: string, requestUrl: string): string {
  const queryAt = requestUrl.indexOf('?');
  const pairs = queryAt === -1 ? [] : requestUrl.slice(queryAt + 1).split('&').filter(Boolean);
  if (!pairs.length) return target;

  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const ownQueryAt = base.indexOf('?');
  const ownQuery = ownQueryAt === -1 ? '' : base.slice(ownQueryAt + 1);
  const ownKeys = new Set(new URLSearchParams(ownQuery).keys());
  const carried = pairs.filter((pair) => !ownKeys.has(keyOf(pair)));
  if (!carried.length) return target;
  const separator = ownQueryAt === -1 ? '?' : ownQuery && !ownQuery.endsWith('&') ? '&' : '';
  return `${base}${separator}${carried.join('&')}${hash}`;
}

/** A pair's decoded name, as URLSearchParams reads it. */
function keyOf(pair: string): string {
  return [...new URLSearchParams(pair).keys()][0] ?? '';
}
