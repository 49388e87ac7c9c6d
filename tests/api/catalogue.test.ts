import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { apiForThisFile } from './api-harness';
import { present } from '../unit/present';

const api = apiForThisFile();

const get = (path: string) => api().get(path);

describe('GET /public/overseas/packages', () => {
  it('answers the packages of config/pricing.yaml with their names in every locale', async () => {
    const pricing = parse(readFileSync('config/pricing.yaml', 'utf8')) as { packages: Array<{ id: string; price: number }> };
    const answer = await get('/public/overseas/packages');
    expect(answer.code).toBe(1);
    expect(answer.data.currency).toBe('USD');
    expect(answer.data.packages.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual(pricing.packages.map((p) => [p.id, p.price]));
    expect(answer.data.packages[4]).toMatchObject({ importCountries: 62, exportCountries: 47, name: { en: 'Global Deluxe', ru: 'Global Deluxe' } });
  });
});

describe('GET /api/list (utility tools, id 154)', () => {
  it('answers code 0 with data.rows: a heading row, then tools with name and info.url', async () => {
    const answer = await get('/api/list?id=154&page=1&limit=10&desc=false');
    expect(answer.code).toBe(0);
    const [heading, ...tools] = answer.data.rows as Array<{ name: string; info: { url: string } }>;
    expect(present(heading, 'the heading row').name).toBe('外贸实用工具');
    expect(tools.length).toBeGreaterThan(2);
    for (const tool of tools) expect(tool.info.url).toMatch(/^https:\/\//);
    expect((await get('/api/list?id=154&page=1&limit=2&lang=en')).data.rows).toHaveLength(2);
  });

  it('answers 10001 for an unknown list or a bad page', async () => {
    expect((await get('/api/list?id=999')).code).toBe(10001);
    expect((await get('/api/list?id=154&page=0')).code).toBe(10001);
    expect((await get('/api/list?id=154&limit=100000')).code).toBe(10001);
  });
});
