import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, savedCompanies, shipments } from '../../server/db/schema';
import { openDatabase, type Database } from '../../server/db/database';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { loadSampleData } from '../../server/db/sample-data';
import { collectionLimit } from '../../server/search/collection-routes';
import { encodeOwnedDatasets } from '../../engine/rules/owned-datasets';
import { searchCodes } from '../../engine/config/search-codes';
import { demoAccount } from './demo-account';
import { siteModel, startApi } from './api-harness';
import { loginToken } from './session-token';
import { createFreshSchema } from './fresh-schema';
import { itemAt, present } from '../unit/present';

// Issue 21: "my collection", the companies a member saved, on the embedded database and on
// PostgreSQL: saved only when the member may open the company, once, at most 500, per member.
const model = siteModel();
const member = demoAccount('admin@demo.example');
const other = demoAccount('member@demo.example');
const ownedCodes = ['IMP_VN_CD_1', 'IMP_IN_BL_1'];
const owned = encodeOwnedDatasets({ codes: new Set(ownedCodes), ship: false, transit: false }, model.catalogue);
if (!owned.ok) throw new Error(owned.error);
/** A site on another host that CORS_ORIGINS lets call the API. */
const cdn = 'https://www.meridiantrade.example';

const kinds: Array<['PGlite' | 'PostgreSQL', string | undefined]> = [['PGlite', undefined], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as ['PostgreSQL', string]] : [])];

// any: each answer's data has its own shape, and the assertions say which.
type Answer = { code: number; data: any; msg: string };

describe.each(kinds)('%s: my collection (/searching/cds/collection)', (_name, databaseUrl) => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let database: Database;
  let dropSchema = async () => {};
  const tokens = { member: '', other: '' };
  const ids = { member: 0, other: 0 };
  /** Companies trading in the member's datasets, and one trading only in a dataset they lack. */
  let readable: string[] = [];
  let elsewhere = '';

  beforeAll(async () => {
    if (databaseUrl) {
      const schema = await createFreshSchema('collection');
      dropSchema = schema.drop;
      database = await openDatabase({ databaseUrl: schema.url });
    } else {
      database = await openDatabase({ inMemory: true });
    }
    await loadSampleData(database, { size: 60, catalogue: model.catalogue });
    await seedDemoAccounts(database.db);
    await database.db.update(accounts).set({ customsDataSource: owned.value }).where(inArray(accounts.email, [member.email, other.email]));
    // Saves and removals count as reads (300 a minute): this file makes more.
    api = await startApi({ logger: false, corsOrigins: [cdn], rateLimits: { reads: { max: 10_000, timeWindow: 60_000 } } }, database);
    for (const [who, account] of [['member', member], ['other', other]] as const) {
      tokens[who] = await loginToken(api.base, account.email, account.password);
      ids[who] = present((await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, account.email)))[0], account.email).id;
    }
    const all = await database.db.select({ dataset: shipments.dataset, importerId: shipments.importerId, exporterId: shipments.exporterId }).from(shipments);
    const inOwned = all.filter((s) => ownedCodes.includes(s.dataset));
    const seenInOwned = new Set(inOwned.flatMap((s) => [s.importerId, s.exporterId]));
    readable = [...new Set(inOwned.map((s) => s.importerId))].slice(0, 3);
    elsewhere = present(all.find((s) => s.dataset === 'IMP_US_BL_1' && !seenInOwned.has(s.importerId)), 'a company only in IMP_US_BL_1').importerId;
    expect(readable).toHaveLength(3);
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await database.close();
    await dropSchema();
  });
  // Each test starts from empty collections.
  beforeEach(async () => {
    await database.db.delete(savedCompanies);
  });

  async function call(method: string, path: string, token?: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${api.base}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { 'ts-token': token } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json() as Promise<Answer>;
  }
  const save = (companyId: string, token = tokens.member) => call('PUT', `/searching/cds/collection/${encodeURIComponent(companyId)}`, token);
  const remove = (companyId: string, token = tokens.member) => call('DELETE', `/searching/cds/collection/${encodeURIComponent(companyId)}`, token);
  const list = (query = '', token = tokens.member) => call('GET', `/searching/cds/collection${query}`, token);
  const stored = async (accountId = ids.member) => (await database.db.select().from(savedCompanies).where(eq(savedCompanies.accountId, accountId))).map((r) => r.companyId).sort();
  /** Saved rows straight into the database, older than anything saved through the API. */
  const fill = async (n: number, accountId = ids.member) => {
    const start = Date.UTC(2020, 0, 1);
    await database.db.insert(savedCompanies).values(Array.from({ length: n }, (_, i) => ({ accountId, companyId: `filler-${String(i).padStart(3, '0')}`, savedAt: new Date(start + i * 1000) })));
  };

  it('a visitor gets 401 on all three calls, and nothing is saved', async () => {
    const company = itemAt(readable, 0, 'a readable company');
    expect(await list('', '')).toMatchObject({ code: 401 });
    expect(await save(company, '')).toMatchObject({ code: 401 });
    expect(await remove(company, '')).toMatchObject({ code: 401 });
    expect(await database.db.select({ n: count() }).from(savedCompanies)).toEqual([{ n: 0 }]);
  });

  it('saves a company the member may open, once: saving again keeps the one row and its first savedAt', async () => {
    const company = itemAt(readable, 0, 'a readable company');
    const first = await save(company);
    expect(first).toMatchObject({ code: 1, data: { id: company, name: expect.any(String), country: expect.stringMatching(/^[A-Z]{2}$/) } });
    expect(new Date(first.data.savedAt as string).toISOString()).toBe(first.data.savedAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await save(company);
    expect(again).toEqual(first);
    expect(await stored()).toEqual([company]);
    // The company's profile says so, and stops saying so once it is removed.
    expect((await call('POST', '/searching/cds/company', tokens.member, { companyId: company })).data.savedAt).toBe(first.data.savedAt);
    await call('DELETE', `/searching/cds/collection/${company}`, tokens.member);
    expect((await call('POST', '/searching/cds/company', tokens.member, { companyId: company })).data.savedAt).toBeNull();
  });

  it('lists newest first, paged by 20, 50 or 100; wrong paging answers 10001 with the field', async () => {
    const [a, b] = [itemAt(readable, 0, 'company a'), itemAt(readable, 1, 'company b')];
    await fill(45);
    await save(a);
    await save(b);
    const first = await list();
    expect(first).toMatchObject({ code: 1, data: { total: 47, current: 1, pageSize: 20 } });
    expect(first.data.rows.slice(0, 3).map((r: { id: string }) => r.id)).toEqual([b, a, 'filler-044']);
    expect(first.data.rows[0]).toMatchObject({ id: b, name: expect.any(String), country: expect.any(String), savedAt: expect.any(String) });
    // A saved id the sample data does not hold (regenerated since) still lists, without a name.
    expect(first.data.rows[2]).toMatchObject({ id: 'filler-044', name: null, country: null });

    const pages = [first, await list('?current=2&pageSize=20'), await list('?current=3&pageSize=20')];
    expect(pages.map((p) => p.data.rows.length)).toEqual([20, 20, 7]);
    const times = pages.flatMap((p) => p.data.rows.map((r: { savedAt: string }) => r.savedAt));
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(pages.flatMap((p) => p.data.rows.map((r: { id: string }) => r.id))).size).toBe(47);
    expect((await list('?pageSize=50')).data.rows).toHaveLength(47);

    expect(await list('?pageSize=30')).toMatchObject({ code: 10001, data: { field: 'pageSize' } });
    expect(await list('?pageSize=many')).toMatchObject({ code: 10001, data: { field: 'pageSize' } });
    expect(await list('?current=0')).toMatchObject({ code: 10001, data: { field: 'current' } });
    expect(await list('?current=51')).toMatchObject({ code: searchCodes.beyondTopPage, data: { lastPage: 50 } });
  });

  it('removes a saved company: removed true, then false (not an error)', async () => {
    const company = itemAt(readable, 0, 'a readable company');
    await save(company);
    expect(await remove(company)).toEqual({ code: 1, data: { removed: true }, msg: 'success' });
    expect(await remove(company)).toEqual({ code: 1, data: { removed: false }, msg: 'success' });
    expect(await stored()).toEqual([]);
    expect((await list()).data).toMatchObject({ total: 0, rows: [] });
  });

  it('a company only in datasets the member does not own, or an unknown id, answers 40001 and is not saved', async () => {
    expect(await save(elsewhere)).toMatchObject({ code: searchCodes.datasetNotOwned, data: {} });
    expect(await save('no-such-company')).toMatchObject({ code: searchCodes.datasetNotOwned, data: {} });
    expect(await save('x'.repeat(65))).toMatchObject({ code: 10001, data: { field: 'companyId' } });
    expect(await stored()).toEqual([]);
  });

  it(`keeps at most ${collectionLimit}: the next answers 40004, a company already saved still answers, a removal makes room`, async () => {
    const [a, b] = [itemAt(readable, 0, 'company a'), itemAt(readable, 1, 'company b')];
    await fill(collectionLimit - 1);
    const saved = await save(a);
    expect(saved.code).toBe(1);
    expect(await save(b)).toMatchObject({ code: searchCodes.collectionFull, data: { limit: collectionLimit } });
    expect((await stored()).length).toBe(collectionLimit);
    expect(await save(a)).toEqual(saved);
    expect((await remove('filler-000')).data).toEqual({ removed: true });
    expect((await save(b)).code).toBe(1);
    expect((await list()).data.total).toBe(collectionLimit);
  });

  it('saves arriving at once cannot pass the limit together', async () => {
    await fill(collectionLimit - 2);
    const answers = await Promise.all(readable.map((company) => save(company)));
    expect(answers.map((a) => a.code).sort()).toEqual([1, 1, searchCodes.collectionFull]);
    expect((await stored()).length).toBe(collectionLimit);
  });

  it('one member\'s collection is not another\'s to see or change', async () => {
    const [a, b] = [itemAt(readable, 0, 'company a'), itemAt(readable, 1, 'company b')];
    await save(a);
    expect((await list('', tokens.other)).data).toMatchObject({ total: 0, rows: [] });
    expect((await remove(a, tokens.other)).data).toEqual({ removed: false });
    expect((await save(b, tokens.other)).code).toBe(1);
    expect((await list()).data.rows.map((r: { id: string }) => r.id)).toEqual([a]);
    expect((await list('', tokens.other)).data.rows.map((r: { id: string }) => r.id)).toEqual([b]);
    expect(await database.db.select({ n: count() }).from(savedCompanies).where(and(eq(savedCompanies.accountId, ids.member), eq(savedCompanies.companyId, a)))).toEqual([{ n: 1 }]);
  });

  it('from a browser: the cookie is enough from the site itself or a CORS origin (whose preflight allows PUT and DELETE); another site gets 403 and changes nothing', async () => {
    const company = itemAt(readable, 0, 'a readable company');
    const cookie = { cookie: `ts-token=${tokens.member}` };
    expect((await call('PUT', `/searching/cds/collection/${company}`, undefined, undefined, { ...cookie, origin: api.base, 'sec-fetch-site': 'same-origin' })).code).toBe(1);
    for (const method of ['PUT', 'DELETE']) {
      const response = await fetch(`${api.base}/searching/cds/collection/${company}`, { method, headers: { ...cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(response.status, method).toBe(403);
    }
    expect(await stored()).toEqual([company]);

    const preflight = await fetch(`${api.base}/searching/cds/collection/${company}`, { method: 'OPTIONS', headers: { origin: cdn, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'ts-token' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(cdn);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/\bPUT\b.*\bDELETE\b/);
    expect((await call('DELETE', `/searching/cds/collection/${company}`, undefined, undefined, { ...cookie, origin: cdn, 'sec-fetch-site': 'same-site' })).data).toEqual({ removed: true });
  });
});
