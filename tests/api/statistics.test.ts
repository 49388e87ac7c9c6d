import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, siteModel, startApi } from './api-harness';
import { itemAt } from '../unit/present';

const api = apiForThisFile();

const get = (path: string) => api().get(path);
const model = siteModel();

describe('statistics (spec 7)', () => {
  it('sums up the catalogue: 252 countries and regions, and the spec 9 coverage of the largest package', async () => {
    const answer = await get('/api/public/statistics');
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ countriesAndRegions: 252, importCountries: 62, exportCountries: 47, transitDatasets: 1 });
    expect(answer.data.customsDatasets).toBe(model.catalogue.datasets.filter((d) => d.kind === 'customs').length);
  });

  it('lists each country with its directions and datasets', async () => {
    const answer = await get('/api/public/country/statistics');
    const vietnam = (answer.data as Array<{ code: string }>).find((c) => c.code === 'VN');
    expect(vietnam).toMatchObject({ alpha3: 'VNM', name: { 'zh-cn': '越南' }, import: true, continent: 'LITERAL_ASIA' });
    expect((vietnam as unknown as { datasets: string[] }).datasets.filter((d) => d.startsWith('IMP_VN_'))).toHaveLength(3);
  });

  it('describes one dataset, with its bit in the owned-dataset string, and refuses an unknown one', async () => {
    const first = itemAt(model.catalogue.datasets, 0, 'a dataset in the catalogue');
    const answer = await get(`/api/public/dataSource/statistics?dataSource=${first.value}`);
    expect(answer).toMatchObject({ code: 1, data: { value: first.value, bit: model.catalogue.masterCodes.indexOf(first.value) } });
    expect((await get('/api/public/dataSource/statistics?dataSource=EURASIAN')).data).toMatchObject({ hscode: false, bit: model.catalogue.transitBit });
    expect((await get('/api/public/dataSource/statistics?dataSource=NOPE')).code).toBe(10001);
  });
});

describe('dataset figures loaded by an operator (stored data)', () => {
  let withOperator: Awaited<ReturnType<typeof startApi>>;
  const token = 'figures-operator-token-1234';
  beforeAll(async () => {
    withOperator = await startApi({ operatorToken: token });
  }, 60_000);
  afterAll(() => withOperator.close());

  const put = (body: unknown, auth = `Bearer ${token}`) =>
    fetch(`${withOperator.base}/operator/dataset-figures`, { method: 'PUT', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const read = (path: string) => withOperator.get(path);

  it('are null until loaded, never invented', async () => {
    expect((await read('/api/public/statistics')).data).toMatchObject({ records: null, latestMonth: null });
    expect((await read('/api/public/dataSource/statistics?dataSource=IMP_US_BL_1')).data.figures).toBeNull();
  });

  it('refuses a batch without the token, or with an unknown dataset or impossible months, and stores none of it', async () => {
    const row = { dataSource: 'IMP_US_BL_1', records: 5_000_000, firstMonth: '2015-01', latestMonth: '2026-10' };
    expect((await put([row], 'Bearer nope')).status).toBe(401);
    const refused = await put([row, { ...row, dataSource: 'IMP_ZZ_CD_1' }, { ...row, dataSource: 'IMP_VN_CD_1', firstMonth: '2026-11' }]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { problems: string[] }).problems).toEqual([
      'IMP_ZZ_CD_1: not a dataset of config/catalogue/',
      'IMP_VN_CD_1: latest month 2026-10 is before first month 2026-11',
    ]);
    expect((await put([{ ...row, records: -1 }])).status).toBe(400);
    expect((await read('/api/public/statistics')).data.records).toBeNull();
  });

  it('show in the totals, per country and per dataset once loaded; a new load replaces a dataset\'s figures', async () => {
    expect((await put([
      { dataSource: 'IMP_VN_CD_1', records: 900, firstMonth: '2017-01', latestMonth: '2026-08' },
      { dataSource: 'IMP_VN_BL_1', records: 100, firstMonth: '2019-01', latestMonth: '2026-09' },
      { dataSource: 'SHIP_US', records: 40, firstMonth: '2020-01', latestMonth: '2026-07' },
    ])).status).toBe(200);
    expect((await put([{ dataSource: 'IMP_VN_BL_1', records: 150, firstMonth: '2019-01', latestMonth: '2026-10' }])).status).toBe(200);
    expect((await read('/api/public/statistics')).data).toMatchObject({ records: 1090, latestMonth: '2026-10' });
    const countries = (await read('/api/public/country/statistics')).data as Array<{ code: string; records: number | null }>;
    expect(countries.find((c) => c.code === 'VN')!.records).toBe(1050);
    expect(countries.find((c) => c.code === 'KE')!.records).toBeNull();
    expect((await read('/api/public/dataSource/statistics?dataSource=IMP_VN_BL_1')).data.figures).toMatchObject({ records: 150, latestMonth: '2026-10' });
  });
});
