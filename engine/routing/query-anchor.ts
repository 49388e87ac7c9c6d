import type { PageConfig } from '../config/site-model.js';

/**
 * The section a query parameter names (/en/solutionsdetail?contId=998 -> c998), when the page
 * asks for it and no #anchor was given. A value that could not be an id names nothing.
 */
export function anchorFromQuery(queryAnchor: PageConfig['queryAnchor'], search: string, hash: string): string | undefined {
  if (!queryAnchor || hash) return undefined;
  const value = new URLSearchParams(search).get(queryAnchor.param);
  return value && /^[A-Za-z0-9_-]+$/.test(value) ? `${queryAnchor.prefix}${value}` : undefined;
}
