import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { startApi } from './api-harness';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

const get = (path: string) => fetch(`${api.base}${path}`).then((r) => r.json() as Promise<{ code: number; data: any; msg: string }>); // any: shapes differ per call
const model = (() => {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error('config must be valid');
  return result.value;
})();

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
    const first = model.catalogue.datasets[0];
    const answer = await get(`/api/public/dataSource/statistics?dataSource=${first.value}`);
    expect(answer).toMatchObject({ code: 1, data: { value: first.value, bit: model.catalogue.masterCodes.indexOf(first.value) } });
    expect((await get('/api/public/dataSource/statistics?dataSource=EURASIAN')).data).toMatchObject({ hscode: false, bit: model.catalogue.transitBit });
    expect((await get('/api/public/dataSource/statistics?dataSource=NOPE')).code).toBe(10001);
  });
});
