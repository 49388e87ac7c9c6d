import { fail, ok, type Result } from '../config/result.js';
import { exportRowLimit, type ExportCaps, type ExportLimitInput } from './export-limits.js';
import type { PageChoice, SearchLimits, SearchRefusal } from './shipment-search.js';

/**
 * Decision 044: the export row limit bounds how many records of one search a member takes away,
 * whichever way: as a CSV or by paging through the results. So a search (or a company's records)
 * reaches its first min(top page limit, export row limit) rows: 1000 for an admin or a paid
 * member (spec 9's two figures agree), 20 for a level-0 member, who may export 20. The figures
 * are site.yaml `business:` (searchRowLimit, exportRowLimit, exportRowLimitLevel0).
 */
export function searchReach(limits: Pick<SearchLimits, 'topPageLimit'>, member: ExportLimitInput, caps: ExportCaps): number {
  return Math.min(limits.topPageLimit, exportRowLimit(member, caps));
}

/**
 * A page decidePage chose, within the reach: how many rows it may hold (the last reachable page
 * may be cut short), or the refusal past the reach naming the last page that has rows.
 */
export function pageWithinReach(page: PageChoice, reach: number): Result<PageChoice & { rows: number }, SearchRefusal> {
  if (page.offset >= reach) return fail({ reason: 'beyond-top-limit', lastPage: Math.max(1, Math.ceil(reach / page.pageSize)) });
  return ok({ ...page, rows: Math.min(page.pageSize, reach - page.offset) });
}
