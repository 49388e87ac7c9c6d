import { describe, expect, it } from 'vitest';
import { decideShipmentExport, decideShipmentSearch, isSearchDate, reachableTotal, type ShipmentSearchRequest } from '../../../engine/rules/shipment-search';
import { csvCell } from '../../../server/search/export-route';
import { encodeOwnedDatasets } from '../../../engine/rules/owned-datasets';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';

const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the site config does not load');
const catalogue = model.value.catalogue;
const limits = { pageSize: model.value.site.constants.pageSize, pageSizeOptions: model.value.site.constants.pageSizeOptions, topPageLimit: model.value.site.business.searchRowLimit };
const caps = model.value.site.business;

const owning = (codes: string[], extra: { ship?: boolean; transit?: boolean } = {}) => {
  const bits = encodeOwnedDatasets({ codes: new Set(codes), ship: extra.ship ?? false, transit: extra.transit ?? false }, catalogue);
  if (!bits.ok) throw new Error(bits.error);
  return bits.value;
};
const search = (request: Partial<ShipmentSearchRequest>, ownedBits: string | null = owning(['IMP_VN_CD_1', 'IMP_IN_BL_1'])) =>
  decideShipmentSearch({ type: 1, dataset: 'IMP_VN_CD_1', field: 'hscode', keyword: '6302', ...request }, ownedBits, catalogue, limits);

describe('decideShipmentSearch', () => {
  it('lets a member search a dataset they own by a field it offers, on the first page by default', () => {
    expect(search({ keyword: ' 630221 ' })).toMatchObject({ ok: true, value: { dataset: { value: 'IMP_VN_CD_1' }, field: 'hscode', keyword: '630221', current: 1, pageSize: 20, offset: 0 } });
  });

  it('refuses a visitor, an unknown dataset, a type that is not the dataset kind\'s, and a dataset the member does not own', () => {
    expect(search({}, null)).toEqual({ ok: false, error: { reason: 'not-logged-in' } });
    expect(search({ dataset: 'IMP_XX_CD_9' })).toEqual({ ok: false, error: { reason: 'unknown-dataset' } });
    expect(search({ type: 60 })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'type' } });
    expect(search({ dataset: 'IMP_US_BL_1' })).toEqual({ ok: false, error: { reason: 'not-owned' } });
    // A string that is not the catalogue's layout owns nothing.
    expect(search({}, '1'.repeat(500))).toEqual({ ok: false, error: { reason: 'not-owned' } });
  });

  it('follows each dataset\'s flags: no HS-code search on India\'s bills of lading, no exporter search on India\'s import declarations', () => {
    expect(search({ dataset: 'IMP_IN_BL_1' })).toEqual({ ok: false, error: { reason: 'field-unavailable', field: 'hscode' } });
    expect(search({ dataset: 'IMP_IN_BL_1', field: 'description', keyword: 'cotton towels' })).toMatchObject({ ok: true });
    const indiaDeclarations = owning(['IMP_IN_CD_1']);
    expect(search({ dataset: 'IMP_IN_CD_1', field: 'exporter', keyword: 'Harbourline' }, indiaDeclarations)).toEqual({ ok: false, error: { reason: 'field-unavailable', field: 'exporter' } });
    expect(search({ dataset: 'IMP_IN_CD_1', field: 'importer', keyword: 'Harbourline' }, indiaDeclarations)).toMatchObject({ ok: true });
    expect(search({ field: 'name' })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'field' } });
  });

  it('owns ship data as a whole through its bit, searched with type 60', () => {
    const ship = catalogue.datasets.find((d) => d.kind === 'ship')!;
    const request = { type: 60, dataset: ship.value, field: 'description', keyword: 'steel coils' };
    expect(search(request, owning([], { ship: true }))).toMatchObject({ ok: true, value: { dataset: { value: ship.value } } });
    expect(search(request, owning(['IMP_VN_CD_1']))).toEqual({ ok: false, error: { reason: 'not-owned' } });
  });

  it('checks the keyword, the dates (yyyy-MM-dd, real days, in order) and the page', () => {
    expect(search({ keyword: '   ' })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'keyword' } });
    expect(search({ keyword: 'towels' })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'keyword' } });
    expect(search({ startTime: '2026-02-30' })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'startTime' } });
    expect(search({ endTime: '26-01-01' })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'endTime' } });
    expect(search({ startTime: '2026-03-01', endTime: '2026-02-01' })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'endTime' } });
    expect(search({ startTime: '2026-01-01', endTime: '2026-01-31' })).toMatchObject({ ok: true, value: { from: '2026-01-01', to: '2026-01-31' } });
    expect(search({ pageSize: 30 })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'pageSize' } });
    expect(search({ current: 0 })).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'current' } });
  });

  it('stops paging at the top page limit (site.yaml business.searchRowLimit): the last whole page is the last', () => {
    const top = limits.topPageLimit;
    const last100 = Math.floor(top / 100);
    const last = Math.floor(top / limits.pageSize);
    expect(search({ pageSize: 100, current: last100 })).toMatchObject({ ok: true, value: { offset: (last100 - 1) * 100 } });
    expect(search({ pageSize: 100, current: last100 + 1 })).toEqual({ ok: false, error: { reason: 'beyond-top-limit', lastPage: last100 } });
    expect(search({ current: last })).toMatchObject({ ok: true, value: { offset: (last - 1) * limits.pageSize } });
    expect(search({ current: last + 1 })).toEqual({ ok: false, error: { reason: 'beyond-top-limit', lastPage: last } });
    expect(reachableTotal(top * 25, limits)).toBe(top);
    expect(reachableTotal(37, limits)).toBe(37);
  });
});

describe('isSearchDate', () => {
  it('takes real days written yyyy-MM-dd only', () => {
    expect(['2024-02-29', '2026-12-31'].map(isSearchDate)).toEqual([true, true]);
    expect(['2025-02-29', '2026-13-01', '2026-1-01', '2026/01/01', ''].map(isSearchDate)).toEqual([false, false, false, false, false]);
  });
});

describe('decideShipmentExport', () => {
  const vietnam = owning(['IMP_VN_CD_1']);
  const request = { type: 1, dataset: 'IMP_VN_CD_1' };
  it('caps a level-0 member at 20 rows and an admin or a paying member at 1000, with or without a filter', () => {
    expect(decideShipmentExport(request, { ownedBits: vietnam, isAdmin: false, membershipLevel: 0 }, catalogue, caps)).toMatchObject({ ok: true, value: { rowLimit: caps.exportRowLimitLevel0 } });
    expect(decideShipmentExport(request, { ownedBits: vietnam, isAdmin: true, membershipLevel: 0 }, catalogue, caps)).toMatchObject({ ok: true, value: { rowLimit: caps.exportRowLimit } });
    expect(decideShipmentExport({ ...request, field: 'hscode', keyword: '84' }, { ownedBits: vietnam, isAdmin: false, membershipLevel: 5 }, catalogue, caps)).toMatchObject({ ok: true, value: { rowLimit: caps.exportRowLimit, filter: { field: 'hscode', keyword: '84' } } });
  });
  it('refuses what the search refuses', () => {
    expect(decideShipmentExport(request, null, catalogue, caps)).toEqual({ ok: false, error: { reason: 'not-logged-in' } });
    expect(decideShipmentExport({ ...request, dataset: 'IMP_US_BL_1' }, { ownedBits: vietnam, isAdmin: true, membershipLevel: 0 }, catalogue, caps)).toEqual({ ok: false, error: { reason: 'not-owned' } });
    expect(decideShipmentExport({ ...request, field: 'hscode' }, { ownedBits: vietnam, isAdmin: true, membershipLevel: 0 }, catalogue, caps)).toEqual({ ok: false, error: { reason: 'bad-parameter', field: 'keyword' } });
  });
});

describe('csvCell', () => {
  it('quotes what CSV needs quoted and keeps formulas as text', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 12.5, null].map(csvCell)).toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '12.5', '']);
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'].map(csvCell)).toEqual([`"'=HYPERLINK(""x"")"`, "'+1", "'-2", "'@SUM(A1)"]);
  });
});
