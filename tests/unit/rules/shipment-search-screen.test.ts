import { describe, expect, it } from 'vitest';
import {
  chosenDataset, chosenField, countCsvRecords, exportCut, datasetChoices, exportLimitOf, exportProgress, lastPageOf, pageNumbers,
  readSearchScreen, searchRequestOf, searchScreenQuery,
} from '../../../engine/rules/shipment-search-screen';
import { encodeOwnedDatasets } from '../../../engine/rules/owned-datasets';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';

// Issue 21: the console's shipment-search screen decides its address, form and pager with pure rules.
const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the site config does not load');
const catalogue = model.value.catalogue;
const caps = model.value.site.business;
const defaults = { pageSize: 20, pageSizeOptions: [20, 50, 100] };
const dataset = (code: string) => {
  const found = catalogue.datasets.find((d) => d.value === code);
  if (!found) throw new Error(`${code} is not in the catalogue`);
  return found;
};
const owning = (codes: string[], ship = false) => {
  const bits = encodeOwnedDatasets({ codes: new Set(codes), ship, transit: false }, catalogue);
  if (!bits.ok) throw new Error(bits.error);
  return bits.value;
};

describe('the address of a search', () => {
  it('reads back every part it was written with, and leaves defaults out', () => {
    const screen = { dataset: 'IMP_VN_CD_1', field: 'hscode' as const, keyword: '6302', from: '2025-01-01', to: '2025-06-30', page: 3, pageSize: 50, company: 'CO-VN-0001' };
    const query = searchScreenQuery(screen, defaults);
    expect(query).toBe('?ds=IMP_VN_CD_1&by=hscode&q=6302&from=2025-01-01&to=2025-06-30&page=3&size=50&company=CO-VN-0001');
    expect(readSearchScreen(new URLSearchParams(query), defaults)).toEqual(screen);
    expect(searchScreenQuery({ keyword: '  ', page: 1, pageSize: 20 }, defaults)).toBe('');
  });

  it('drops what cannot be right instead of failing: an unknown field, a page size not offered, a date that is no day, a page below 1', () => {
    const screen = readSearchScreen(new URLSearchParams('ds=IMP_VN_CD_1&by=vessel&q=x&page=-2&size=30&from=2025-02-30&to=yesterday'), defaults);
    expect(screen).toEqual({ dataset: 'IMP_VN_CD_1', keyword: 'x', page: 1, pageSize: 20 });
  });
});

describe('the datasets the form offers', () => {
  it('puts the member\'s own datasets first, in catalogue order, and every other one after them', () => {
    const choices = datasetChoices(catalogue.datasets, owning(['IMP_IN_BL_1', 'IMP_VN_CD_1'], true), catalogue);
    expect(choices.owned.filter((d) => d.kind === 'customs').map((d) => d.value)).toEqual(['IMP_IN_BL_1', 'IMP_VN_CD_1']);
    expect(choices.owned.filter((d) => d.kind === 'ship').length).toBe(catalogue.datasets.filter((d) => d.kind === 'ship').length);
    expect(choices.owned.length + choices.notOwned.length).toBe(catalogue.datasets.length);
    expect(choices.notOwned.some((d) => d.value === 'IMP_US_BL_1')).toBe(true);
  });

  it('owns nothing with no string, or one that is not the catalogue\'s layout', () => {
    for (const bits of [undefined, null, '', 'not bits', '1'.repeat(500)]) expect(datasetChoices(catalogue.datasets, bits, catalogue).owned).toEqual([]);
  });

  it('starts on the dataset asked for, else the first owned one; a field the dataset offers, else its first', () => {
    const choices = datasetChoices(catalogue.datasets, owning(['IMP_IN_BL_1']), catalogue);
    expect(chosenDataset(choices, 'IMP_US_BL_1')?.value).toBe('IMP_US_BL_1');
    expect(chosenDataset(choices, 'NOPE')?.value).toBe('IMP_IN_BL_1');
    // India's bill-of-lading data has no HS codes: an HS-code search there becomes its first search.
    expect(dataset('IMP_IN_BL_1').hscode).toBe(false);
    expect(chosenField(dataset('IMP_IN_BL_1'), 'hscode')).toBe('description');
    expect(chosenField(dataset('IMP_VN_CD_1'), 'exporter')).toBe('exporter');
    expect(chosenField(dataset('EURASIAN'), undefined)).toBe('description');
  });
});

describe('what a filled form asks the server', () => {
  const screen = { keyword: ' 6302 ', page: 2, pageSize: 50, from: '2025-01-01' };
  it('sends the dataset kind\'s type code, the trimmed keyword, the dates it has and the page', () => {
    expect(searchRequestOf(screen, dataset('IMP_VN_CD_1'), 'hscode')).toEqual({
      ok: true, value: { type: 1, dataset: 'IMP_VN_CD_1', field: 'hscode', keyword: '6302', startTime: '2025-01-01', current: 2, pageSize: 50 },
    });
    expect(searchRequestOf({ ...screen, keyword: 'cotton' }, dataset('SHIP_US'), 'description')).toMatchObject({ ok: true, value: { type: 60 } });
    expect(searchRequestOf({ ...screen, keyword: 'cotton' }, dataset('EURASIAN'), 'description')).toMatchObject({ ok: true, value: { type: 59 } });
  });

  it('says at the field what the server would refuse: no keyword, an HS code that is not 2 to 10 digits, too long a text, dates in the wrong order', () => {
    const refused = (change: object, field: 'hscode' | 'description' = 'hscode') => searchRequestOf({ ...screen, ...change }, dataset('IMP_VN_CD_1'), field);
    expect(refused({ keyword: '   ' })).toEqual({ ok: false, error: { field: 'keyword', problem: 'empty' } });
    expect(refused({ keyword: '63.02' })).toEqual({ ok: false, error: { field: 'keyword', problem: 'hs-code-digits' } });
    expect(refused({ keyword: '6' })).toEqual({ ok: false, error: { field: 'keyword', problem: 'hs-code-digits' } });
    expect(refused({ keyword: 'x'.repeat(201) }, 'description')).toEqual({ ok: false, error: { field: 'keyword', problem: 'too-long' } });
    expect(refused({ from: '2025-03-01', to: '2025-02-01' })).toEqual({ ok: false, error: { field: 'endTime', problem: 'before-start' } });
  });
});

describe('the pager', () => {
  it('reaches the rows the answer calls reachable, at least one page', () => {
    expect(lastPageOf(1000, 20)).toBe(50);
    expect(lastPageOf(1001, 100)).toBe(11);
    expect(lastPageOf(0, 20)).toBe(1);
  });

  it('shows the first, the last and two pages either side of the current one, with gaps between', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageNumbers(10, 50)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 50]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('exports', () => {
  it('are limited as the server limits them (site.yaml business:): admins and paid members the full cap, level-0 members theirs', () => {
    expect(exportLimitOf({ userRole: ['admin'], member: { level: 0 } }, caps)).toBe(caps.exportRowLimit);
    expect(exportLimitOf({ userRole: 'info', member: { level: 0 } }, caps)).toBe(caps.exportRowLimitLevel0);
    expect(exportLimitOf({ userRole: [], member: { level: 3 } }, caps)).toBe(caps.exportRowLimit);
    expect(exportLimitOf({ userRole: [] }, caps)).toBe(caps.exportRowLimitLevel0);
  });

  it('count the rows that have arrived, across pieces and past line breaks inside quoted cells', () => {
    const first = countCsvRecords('date,description\r\n2025-01-02,"two\r\nlines"\r\n2025-01-01,pla', false);
    expect(first).toEqual({ records: 2, quoted: false });
    const split = countCsvRecords('2025-01-03,"open', false);
    expect(split).toEqual({ records: 0, quoted: true });
    expect(countCsvRecords(' quote\r\n still"\r\n', split.quoted)).toEqual({ records: 1, quoted: false });
  });

  it('say why a file holds fewer rows than the search found: the free limit, the full cap, or nothing cut', () => {
    const spec = { exportRowLimit: 1000, exportRowLimitLevel0: 20 };
    expect(exportCut(28, 20, 20, spec)).toEqual({ reason: 'free-limit', fullCap: 1000 });
    expect(exportCut(5000, 1000, 1000, spec)).toEqual({ reason: 'limit', fullCap: 1000 });
    expect(exportCut(28, 28, 1000, spec)).toBeUndefined();
    expect(exportCut(20, 20, 20, spec)).toBeUndefined();
    // Caps a product manager set: the free limit is told by the caps given, not by 20.
    expect(exportCut(80, 50, 50, { exportRowLimit: 2000, exportRowLimitLevel0: 50 })).toEqual({ reason: 'free-limit', fullCap: 2000 });
  });

  it('show progress of the rows the export will hold, not of the whole search', () => {
    expect(exportProgress(10, 5000, 20)).toBe(0.5);
    expect(exportProgress(500, 600, 1000)).toBeCloseTo(0.833, 3);
    expect(exportProgress(0, 0, 20)).toBe(1);
    expect(exportProgress(30, 25, 20)).toBe(1);
  });
});
