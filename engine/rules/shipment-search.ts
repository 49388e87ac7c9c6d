import type { Dataset } from '../config/site-model.js';
import { fail, ok, type Result } from '../config/result.js';
import { decodeOwnedDatasets, ownsDataset, type BitLayout } from './owned-datasets.js';
import { searchFields, searchTypeCode, supportsSearch, type SearchField } from './search-availability.js';
import { exportRowLimit, type ExportCaps } from './export-limits.js';

/**
 * Spec 5, 6, 7 and 9 for one shipment search (/searching/cds): who may search which dataset by
 * which field, and which page of the answer may be asked for. The search call (server) runs what
 * this decides; it decides nothing itself.
 */

/** What the search form sends. Everything arrives as text or numbers from a request. */
export interface ShipmentSearchRequest {
  /** Spec 7's search type: 1 customs, 60 ship, 59 transit. */
  type: number;
  /** The dataset's code (catalogue `value`). */
  dataset: string;
  field: string;
  keyword: string;
  /** yyyy-MM-dd, both optional. */
  startTime?: string;
  endTime?: string;
  current?: number;
  pageSize?: number;
}

export interface SearchLimits {
  /** Spec 9: 20 by default, one of 20, 50, 100. */
  pageSize: number;
  pageSizeOptions: readonly number[];
  /** Spec 9: no page may reach past this many rows (site.yaml business.searchRowLimit, 1000). */
  topPageLimit: number;
}

export type SearchRefusal =
  /** A visitor: spec 8's 401 (log in). */
  | { reason: 'not-logged-in' }
  | { reason: 'bad-parameter'; field: keyof ShipmentSearchRequest }
  | { reason: 'unknown-dataset' }
  /** The member's owned-dataset string does not include this dataset (or all ship / transit data). */
  | { reason: 'not-owned' }
  /**
   * The dataset's flags do not offer this search (an HS-code search only where hscode is true, a
   * role search only where the role is). Owning the dataset and its flag together is what makes a
   * role search valid for it (isRoleSearchValid decides the form's choices over all datasets).
   */
  | { reason: 'field-unavailable'; field: SearchField }
  /** Asking for rows past the top page limit. */
  | { reason: 'beyond-top-limit'; lastPage: number };

export interface ShipmentQuery {
  dataset: Dataset;
  field: SearchField;
  /** Trimmed; an HS-code search has digits only. */
  keyword: string;
  from?: string;
  to?: string;
  current: number;
  pageSize: number;
  offset: number;
}

type Catalogue = BitLayout & { datasets: readonly Dataset[] };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd (spec 9's date format). */
export function isSearchDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * `ownedBits` is the session's customs_data_source, or null for a visitor. Checks run from what
 * the visitor can fix least to most: logged in, a dataset that exists and is theirs, a search it
 * offers, then the parameters and the page.
 */
export function decideShipmentSearch(request: ShipmentSearchRequest, ownedBits: string | null, catalogue: Catalogue, limits: SearchLimits): Result<ShipmentQuery, SearchRefusal> {
  const dataset = readableDataset(request, ownedBits, catalogue);
  if (!dataset.ok) return dataset;
  const filter = checkFilter(dataset.value, request.field, request.keyword);
  if (!filter.ok) return filter;
  const dates = checkDates(request);
  if (!dates.ok) return dates;
  const page = decidePage(request, limits);
  if (!page.ok) return page;
  return ok({ dataset: dataset.value, ...filter.value, ...dates.value, ...page.value });
}

/** Logged in, a dataset that exists, searched with its kind's type, and owned. */
function readableDataset(request: Pick<ShipmentSearchRequest, 'type' | 'dataset'>, ownedBits: string | null, catalogue: Catalogue): Result<Dataset, SearchRefusal> {
  if (ownedBits === null) return fail({ reason: 'not-logged-in' });
  const dataset = catalogue.datasets.find((d) => d.value === request.dataset);
  if (!dataset) return fail({ reason: 'unknown-dataset' });
  if (request.type !== searchTypeCode(dataset.kind)) return fail({ reason: 'bad-parameter', field: 'type' });
  const owned = decodeOwnedDatasets(ownedBits, catalogue);
  // A string the server cannot read owns nothing: refused like any dataset not bought.
  if (!owned.ok || !ownsDataset(owned.value, dataset)) return fail({ reason: 'not-owned' });
  return ok(dataset);
}

/** A field the dataset offers, and a keyword that fits it. */
function checkFilter(dataset: Dataset, fieldName: string, rawKeyword: string): Result<{ field: SearchField; keyword: string }, SearchRefusal> {
  const field = searchFields.find((f) => f === fieldName);
  if (!field) return fail({ reason: 'bad-parameter', field: 'field' });
  if (!supportsSearch(dataset, field)) return fail({ reason: 'field-unavailable', field });
  const keyword = rawKeyword.trim();
  if (keywordProblem(field, keyword)) return fail({ reason: 'bad-parameter', field: 'keyword' });
  return ok({ field, keyword });
}

export type KeywordProblem = 'empty' | 'too-long' | 'hs-code-digits';

/** What is wrong with a trimmed keyword for a field, if anything: the form and the server ask the same. */
export function keywordProblem(field: SearchField, keyword: string): KeywordProblem | undefined {
  if (!keyword) return 'empty';
  if (keyword.length > maxKeywordLength) return 'too-long';
  if (field === 'hscode' && !/^\d{2,10}$/.test(keyword)) return 'hs-code-digits';
  return undefined;
}

export const maxKeywordLength = 200;

/** Optional yyyy-MM-dd days, in order. */
function checkDates(request: Pick<ShipmentSearchRequest, 'startTime' | 'endTime'>): Result<{ from?: string; to?: string }, SearchRefusal> {
  for (const name of ['startTime', 'endTime'] as const) {
    const value = request[name];
    if (value !== undefined && !isSearchDate(value)) return fail({ reason: 'bad-parameter', field: name });
  }
  if (request.startTime && request.endTime && request.startTime > request.endTime) return fail({ reason: 'bad-parameter', field: 'endTime' });
  return ok({ from: request.startTime, to: request.endTime });
}

export interface PageChoice {
  current: number;
  pageSize: number;
  offset: number;
}

/** Spec 9's paging for any list the search calls answer: 20, 50 or 100 rows, never past the top page limit. */
export function decidePage(request: Pick<ShipmentSearchRequest, 'current' | 'pageSize'>, limits: SearchLimits): Result<PageChoice, SearchRefusal> {
  const pageSize = request.pageSize ?? limits.pageSize;
  if (!limits.pageSizeOptions.includes(pageSize)) return fail({ reason: 'bad-parameter', field: 'pageSize' });
  const current = request.current ?? 1;
  if (!Number.isInteger(current) || current < 1) return fail({ reason: 'bad-parameter', field: 'current' });
  const lastPage = Math.floor(limits.topPageLimit / pageSize);
  if (current > lastPage) return fail({ reason: 'beyond-top-limit', lastPage });
  return ok({ current, pageSize, offset: (current - 1) * pageSize });
}

/**
 * The datasets a member may read a company's records and partners in: those the owned-dataset
 * string includes (customs by code, ship and transit as a whole). A visitor: null.
 */
export function readableDatasets(ownedBits: string | null, catalogue: Catalogue): Result<string[], SearchRefusal> {
  if (ownedBits === null) return fail({ reason: 'not-logged-in' });
  const owned = decodeOwnedDatasets(ownedBits, catalogue);
  if (!owned.ok) return ok([]);
  return ok(catalogue.datasets.filter((d) => ownsDataset(owned.value, d)).map((d) => d.value));
}

export interface ShipmentExport extends Omit<ShipmentQuery, 'field' | 'keyword' | 'current' | 'pageSize' | 'offset'> {
  /** A search's filter, or none: the whole dataset in the date range. */
  filter?: Pick<ShipmentQuery, 'field' | 'keyword'>;
  /** Spec 6 and 9: the full cap, or the level-0 member's (export-limits.ts; site.yaml business:). */
  rowLimit: number;
}

/**
 * An export (CSV) of a search's rows, or of a whole dataset within dates: the same checks as the
 * search, without paging, capped by the member's export row limit.
 */
export function decideShipmentExport(
  request: Omit<ShipmentSearchRequest, 'field' | 'keyword' | 'current' | 'pageSize'> & { field?: string; keyword?: string },
  member: { ownedBits: string; isAdmin: boolean; membershipLevel: number } | null,
  catalogue: Catalogue,
  caps: ExportCaps,
): Result<ShipmentExport, SearchRefusal> {
  const dataset = readableDataset(request, member ? member.ownedBits : null, catalogue);
  if (!dataset.ok) return dataset;
  const filtered = request.field !== undefined || request.keyword !== undefined;
  const filter = filtered ? checkFilter(dataset.value, request.field ?? '', request.keyword ?? '') : undefined;
  if (filter && !filter.ok) return filter;
  const dates = checkDates(request);
  if (!dates.ok) return dates;
  const rowLimit = exportRowLimit({ isAdmin: member!.isAdmin, isSuperuser: false, membershipLevel: member!.membershipLevel }, caps);
  return ok({ dataset: dataset.value, ...dates.value, rowLimit, ...(filter ? { filter: filter.value } : {}) });
}

/** How many rows a search may say it found: the rows past the top page limit cannot be paged to. */
export function reachableTotal(total: number, limits: Pick<SearchLimits, 'topPageLimit'>): number {
  return Math.min(total, limits.topPageLimit);
}
