/**
 * The search bench's requests (search-bench.ts): a fixed, seeded mix of the shipment-search calls,
 * with keywords taken from the sample data itself, so no figure is of an empty answer. The server
 * loads SAMPLE_DATA=large with the default seed (server/db/sample-data.ts); the same generator with
 * the same seed and size gives the same records here (decision 034), and a seeded pick of them
 * gives each kind's keywords: an HS code's first 2, 4 or 6 digits, a word of a description, the
 * first 3 to 6 letters of an importer's or exporter's name, each in four datasets with every
 * search, alone or within the calendar year of the record it came from. For the kinds whose total
 * the generator tells exactly (HS codes and names), the bench checks the server finds that many.
 */
import type { Dataset } from '../../engine/config/site-model.js';
import { generateSampleData, Random, type ShipmentRecord } from '../../engine/rules/sample-shipments.js';
import { defaultSampleSeed } from '../../server/db/sample-data.js';

export const searchPaths = {
  search: '/searching/cds',
  company: '/searching/cds/company',
  records: '/searching/cds/companies/record',
  partners: '/searching/cds/company/partner',
  export: '/searching/cds/export',
} as const;

export type CallName = keyof typeof searchPaths;

export interface MixRequest {
  body: Record<string, unknown>;
  /** The total the server must find (from the generator), where it can be counted exactly here. */
  expectedTotal?: number;
  /** A deep page: page 10, or the last page with rows when the answer has fewer than 10 pages (set by the first search). */
  deep?: boolean;
}

export interface MixKind {
  call: CallName;
  kind: string;
  requests: MixRequest[];
  /** The answer code expected instead of success (1): the floor, refused after the session lookup and before any SQL. */
  refusal?: number;
}

/** Where the keywords come from: searched datasets of different shapes (a US bill-of-lading one with the heaviest rows, a customs import, a customs export, a region). */
const preferredDatasets = ['IMP_US_BL_1', 'IMP_VN_CD_1', 'EXP_BR_CD_1', 'IMP_SILKROAD_CD_1'];
/** Keywords per dataset and kind: 4 datasets × 2 = 8 variants of each kind. */
const perDataset = 2;
export const mixSeed = 21;
export const pageSize = 20;
export const deepPage = 10;

const searchFilters = [
  { field: 'hscode', label: 'HS 2 digits', digits: 2 },
  { field: 'hscode', label: 'HS 4 digits', digits: 4 },
  { field: 'hscode', label: 'HS 6 digits', digits: 6 },
  { field: 'description', label: 'description word' },
  { field: 'importer', label: 'importer name prefix' },
  { field: 'exporter', label: 'exporter name prefix' },
] as const;

type Filter = (typeof searchFilters)[number];

export interface SearchMix {
  datasets: string[];
  kinds: MixKind[];
  /** What the generator made, to say what the server was loaded with. */
  records: number;
  companies: number;
}

export function buildSearchMix(catalogue: Parameters<typeof generateSampleData>[0]['catalogue']): SearchMix {
  const data = generateSampleData({ seed: defaultSampleSeed, size: 'large', catalogue });
  const random = new Random(mixSeed);
  const searchable = (d: Dataset) => d.kind === 'customs' && d.hscode && d.description && d.importer && d.exporter;
  let datasets = preferredDatasets.filter((code) => catalogue.datasets.some((d) => d.value === code && searchable(d)));
  // A catalogue without them: any four that offer every search, picked with the same seed.
  if (datasets.length < preferredDatasets.length) datasets = random.some(catalogue.datasets.filter(searchable).map((d) => d.value), preferredDatasets.length);
  if (datasets.length === 0) throw new Error('no dataset of the catalogue offers every search');

  const names = new Map(data.companies.map((c) => [c.id, c.name]));
  const nameOf = (id: string) => {
    const name = names.get(id);
    if (name === undefined) throw new Error(`the generator's record names company ${id}, which it did not make`);
    return name;
  };
  const byDataset = new Map(datasets.map((code) => [code, data.records.filter((r) => r.dataset === code)]));
  const sources = datasets.flatMap((code) => random.some(byDataset.get(code)!, perDataset));
  const yearOf = (record: ShipmentRecord) => ({ startTime: `${record.date.slice(0, 4)}-01-01`, endTime: `${record.date.slice(0, 4)}-12-31` });

  /** One keyword per source record, the same for the kind's dated and deep variants. */
  const keywords = new Map<Filter, string[]>(searchFilters.map((filter) => [filter, sources.map((record) => keywordOf(filter, record))]));
  function keywordOf(filter: Filter, record: ShipmentRecord): string {
    switch (filter.field) {
      case 'hscode':
        return record.hsCode.slice(0, filter.digits);
      case 'description': {
        const words = record.productDescription.split(/[^A-Za-z]+/).filter((w) => w.length >= 4);
        return words.length ? random.pick(words).toLowerCase() : record.productDescription.split(/\s+/)[0]!;
      }
      case 'importer':
        return nameOf(record.importerId).slice(0, random.int(3, 6));
      case 'exporter':
        return nameOf(record.exporterId).slice(0, random.int(3, 6));
    }
  }
  /** The generator's count, where the server's condition is plain to restate (a prefix, and the dates). */
  function expectedTotal(filter: Filter, keyword: string, dataset: string, dates?: { startTime: string; endTime: string }): number | undefined {
    if (filter.field === 'description') return undefined; // PostgreSQL's text parser decides the words
    const prefix = keyword.toLowerCase();
    const matches = (r: ShipmentRecord) =>
      filter.field === 'hscode' ? r.hsCode.startsWith(prefix) : nameOf(filter.field === 'importer' ? r.importerId : r.exporterId).toLowerCase().startsWith(prefix);
    return byDataset.get(dataset)!.filter((r) => matches(r) && (!dates || (r.date >= dates.startTime && r.date <= dates.endTime))).length;
  }

  // The floor the others stand on: HTTP, Fastify, the session lookup and the rules, no search SQL
  // (a page size the rules refuse, 10001, is decided after the dataset and the filter are).
  const kinds: MixKind[] = [{
    call: 'search',
    kind: 'floor: refused before any SQL (page size 30)',
    refusal: 10001,
    requests: sources.map((record) => ({ body: { type: 1, dataset: record.dataset, field: 'hscode', keyword: record.hsCode.slice(0, 4), pageSize: 30 } })),
  }];
  for (const deep of [false, true]) {
    for (const dated of [false, true]) {
      for (const filter of searchFilters) {
        const requests = sources.map((record, i) => {
          const keyword = keywords.get(filter)![i]!;
          const dates = dated ? yearOf(record) : undefined;
          return {
            body: { type: 1, dataset: record.dataset, field: filter.field, keyword, ...dates, pageSize },
            expectedTotal: expectedTotal(filter, keyword, record.dataset, dates),
            ...(deep ? { deep } : {}),
          };
        });
        kinds.push({ call: 'search', kind: `${filter.label}${dated ? ', one year' : ''}${deep ? ', deep page' : ''}`, requests });
      }
    }
  }
  // The companies of the same records: their importers and exporters.
  const companyIds = sources.map((record, i) => (i % 2 === 0 ? record.importerId : record.exporterId));
  kinds.push(
    { call: 'company', kind: 'company profile', requests: companyIds.map((companyId) => ({ body: { companyId } })) },
    { call: 'records', kind: 'company records, page 1', requests: companyIds.map((companyId) => ({ body: { companyId, pageSize } })) },
    { call: 'partners', kind: 'company partners, page 1', requests: companyIds.map((companyId) => ({ body: { companyId, pageSize } })) },
    {
      call: 'export',
      kind: 'CSV of an HS 4-digit search, one year',
      requests: sources.map((record) => ({ body: { type: 1, dataset: record.dataset, field: 'hscode', keyword: record.hsCode.slice(0, 4), ...yearOf(record) } })),
    },
    // The admin's export limit, 1,000 rows: the newest of the dataset, like decision 036's page 50.
    { call: 'export', kind: 'CSV of a whole dataset (1,000 rows)', requests: datasets.map((dataset) => ({ body: { type: 1, dataset } })) },
  );
  return { datasets, kinds, records: data.records.length, companies: data.companies.length };
}
