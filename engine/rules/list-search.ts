/**
 * Spec 3, list-search parameters: the `type` sent for a search kind, and the paging defaults
 * (current page 1; page size 20 from spec 9).
 */

export type ListSearchType = 0 | 1 | 2;

/**
 * 'website-email' and 'com-all' are the only kinds with their own type; every other kind,
 * including ones added later, is searched as type 1. The match is exact: 'Website-Email' is
 * another kind.
 */
export function listSearchType(kind: string): ListSearchType {
  if (kind === 'website-email') return 2;
  if (kind === 'com-all') return 0;
  return 1;
}

export const defaultCurrentPage = 1;

export interface Paging {
  current?: number;
  pageSize?: number;
}

/**
 * Fills in only what is missing; a page or size the caller chose is kept as is. The page size is
 * config/site.yaml's constants.pageSize, passed in by the caller: this module does not read config,
 * and keeps no copy of the number.
 */
export function withListSearchDefaults<T extends object>(
  params: T & Paging,
  pageSize: number,
): T & Required<Paging> {
  return { ...params, current: params.current ?? defaultCurrentPage, pageSize: params.pageSize ?? pageSize };
}
