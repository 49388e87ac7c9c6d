import type { Dataset } from '../config/site-model.js';
import { fail, ok, type Result } from '../config/result.js';
import { decodeOwnedDatasets, ownsDataset, type BitLayout } from './owned-datasets.js';
import { searchableFields, searchFields, searchTypeCode, type SearchField } from './search-availability.js';
import { isSearchDate, keywordProblem, type KeywordProblem, type ShipmentSearchRequest } from './shipment-search.js';
import { exportRowLimit, type ExportCaps } from './export-limits.js';
import { rolesOf, type IdentityUser } from '../access/session-facts.js';

/**
 * The console's shipment-search screen as pure decisions: what its address says (so a search can
 * be bookmarked, shared and gone back to), which datasets the form offers and marks as owned, what
 * a filled form asks the server, and the pager. The server decides again with
 * shipment-search.ts; the form only spares the member a round trip for what it can already tell.
 */

type SearchableDataset = Pick<Dataset, 'value' | 'kind' | 'importer' | 'exporter' | 'hscode' | 'description'>;

export interface SearchScreen {
  dataset?: string;
  field?: SearchField;
  keyword: string;
  /** yyyy-MM-dd */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
  /** The company whose profile, partners and records are open. */
  company?: string;
}

export interface ScreenDefaults {
  pageSize: number;
  pageSizeOptions: readonly number[];
}

/** The address's query, read forgivingly: a value that cannot be right is left out, never an error page. */
export function readSearchScreen(query: URLSearchParams, defaults: ScreenDefaults): SearchScreen {
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const field = searchFields.find((f) => f === query.get('by'));
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('size'));
  const date = (name: string) => {
    const value = text(name);
    return value && isSearchDate(value) ? value : undefined;
  };
  const screen: SearchScreen = {
    keyword: query.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: defaults.pageSizeOptions.includes(pageSize) ? pageSize : defaults.pageSize,
  };
  const dataset = text('ds');
  const from = date('from');
  const to = date('to');
  const company = text('company');
  return {
    ...screen,
    ...(dataset ? { dataset } : {}),
    ...(field ? { field } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(company ? { company } : {}),
  };
}

/** The query that reads back as this screen; defaults are left out, so addresses stay short. */
export function searchScreenQuery(screen: SearchScreen, defaults: ScreenDefaults): string {
  const query = new URLSearchParams();
  if (screen.dataset) query.set('ds', screen.dataset);
  if (screen.field) query.set('by', screen.field);
  if (screen.keyword.trim()) query.set('q', screen.keyword.trim());
  if (screen.from) query.set('from', screen.from);
  if (screen.to) query.set('to', screen.to);
  if (screen.page > 1) query.set('page', String(screen.page));
  if (screen.pageSize !== defaults.pageSize) query.set('size', String(screen.pageSize));
  if (screen.company) query.set('company', screen.company);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface DatasetChoices<D> {
  /** The datasets the member's packages include, in catalogue order. */
  owned: D[];
  /** The others: offered too, so the member learns they exist and what buying one would open. */
  notOwned: D[];
}

/** The catalogue split by the member's owned-dataset string; a string that cannot be read owns nothing. */
export function datasetChoices<D extends SearchableDataset>(datasets: readonly D[], ownedBits: unknown, layout: BitLayout): DatasetChoices<D> {
  const owned = typeof ownedBits === 'string' ? decodeOwnedDatasets(ownedBits, layout) : undefined;
  const isOwned = (d: D) => owned !== undefined && owned.ok && ownsDataset(owned.value, d);
  return { owned: datasets.filter(isOwned), notOwned: datasets.filter((d) => !isOwned(d)) };
}

/** The dataset the form starts on: the one asked for if it exists, else the first owned, else the first of all. */
export function chosenDataset<D extends SearchableDataset>(choices: DatasetChoices<D>, wanted: string | undefined): D | undefined {
  const all = [...choices.owned, ...choices.notOwned];
  return all.find((d) => d.value === wanted) ?? choices.owned[0] ?? all[0];
}

/** The field asked for when the dataset offers it, else the first it offers (HS code, description, importer, exporter). */
export function chosenField(dataset: SearchableDataset | undefined, wanted: SearchField | undefined): SearchField | undefined {
  if (!dataset) return undefined;
  const offered = searchableFields(dataset);
  return wanted && offered.includes(wanted) ? wanted : offered[0];
}

export type FormProblem =
  | { field: 'keyword'; problem: KeywordProblem }
  | { field: 'endTime'; problem: 'before-start' };

/** A screen with a dataset, a field and a keyword is a search; this is what it asks the server. */
export function searchRequestOf(screen: SearchScreen, dataset: SearchableDataset, field: SearchField): Result<ShipmentSearchRequest, FormProblem> {
  const keyword = screen.keyword.trim();
  const problem = keywordProblem(field, keyword);
  if (problem) return fail({ field: 'keyword', problem });
  if (screen.from && screen.to && screen.from > screen.to) return fail({ field: 'endTime', problem: 'before-start' });
  return ok({
    type: searchTypeCode(dataset.kind),
    dataset: dataset.value,
    field,
    keyword,
    ...(screen.from ? { startTime: screen.from } : {}),
    ...(screen.to ? { endTime: screen.to } : {}),
    current: screen.page,
    pageSize: screen.pageSize,
  });
}

/** The last page the member can reach: the answer's `reachable` rows (at most the top page limit). */
export function lastPageOf(reachable: number, pageSize: number): number {
  return Math.max(1, Math.ceil(reachable / pageSize));
}

/** The pager's buttons: the first, the last, and two either side of the current one, with gaps between. */
export function pageNumbers(current: number, last: number): Array<number | 'gap'> {
  const shown = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/** The session's export row limit, as the server will apply it (spec 6, 9): said before the member exports. */
export function exportLimitOf(user: (Pick<IdentityUser, 'userRole'> & { member?: { level?: number } | null }) | null | undefined, caps: ExportCaps): number {
  return exportRowLimit({ isAdmin: rolesOf(user?.userRole).has('admin'), isSuperuser: false, membershipLevel: user?.member?.level ?? 0 }, caps);
}

/**
 * Why a finished export holds fewer rows than the search found, if it does: the free members'
 * limit (a paid package raises it to the full cap) or the full cap itself (narrow the search).
 */
export function exportCut(total: number, rows: number, limit: number, caps: ExportCaps): { reason: 'free-limit' | 'limit'; fullCap: number } | undefined {
  if (total <= rows || rows !== limit) return undefined;
  return { reason: limit === caps.exportRowLimitLevel0 && limit < caps.exportRowLimit ? 'free-limit' : 'limit', fullCap: caps.exportRowLimit };
}

/** How far an export has come: rows received of the rows it will hold (the search's total within the limit). */
export function exportProgress(rowsReceived: number, total: number, limit: number): number {
  const expected = Math.min(total, limit);
  return expected <= 0 ? 1 : Math.min(1, rowsReceived / expected);
}

/** The number of CSV record ends (CRLF) in a piece of the export, outside quoted cells; `quoted` carries over between pieces. */
export function countCsvRecords(piece: string, quoted: boolean): { records: number; quoted: boolean } {
  let records = 0;
  let inQuotes = quoted;
  for (let i = 0; i < piece.length; i++) {
    const char = piece[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (char === '\n' && !inQuotes) records++;
  }
  return { records, quoted: inQuotes };
}
