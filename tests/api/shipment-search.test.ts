import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sampleCompanies, shipments } from '../../server/db/schema';
import { openDatabase, type Database } from '../../server/db/database';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { loadSampleData } from '../../server/db/sample-data';
import { encodeOwnedDatasets } from '../../engine/rules/owned-datasets';
import { searchCodes } from '../../engine/config/search-codes';
import { demoAccount } from './demo-account';
import { siteModel, startApi } from './api-harness';
import { loginToken } from './session-token';

// Issue 21: the shipment search call answers from the sample data exactly as
// engine/rules/shipment-search.ts decides, on the embedded database and on PostgreSQL.
const model = siteModel();
const member = demoAccount('admin@demo.example');
/** A member with no role and membership level 0. */
const basic = demoAccount('member@demo.example');
const owned = encodeOwnedDatasets({ codes: new Set(['IMP_VN_CD_1', 'IMP_IN_BL_1']), ship: false, transit: false }, model.catalogue);
if (!owned.ok) throw new Error(owned.error);

const kinds: Array<['PGlite' | 'PostgreSQL', string | undefined]> = [['PGlite', undefined], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as ['PostgreSQL', string]] : [])];

describe.each(kinds)('%s: POST /searching/cds', (_name, databaseUrl) => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let database: Database;
  let token = '';
  let dropSchema = async () => {};

  beforeAll(async () => {
    if (databaseUrl) {
      const schema = `search_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const admin = new pg.Client(databaseUrl);
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      database = await openDatabase({ databaseUrl: url.toString() });
      dropSchema = async () => {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      };
    } else {
      database = await openDatabase({ inMemory: true });
    }
    await loadSampleData(database, { size: 60, catalogue: model.catalogue });
    await seedDemoAccounts(database.db);
    await database.db.update(accounts).set({ customsDataSource: owned.value }).where(eq(accounts.email, member.email));
    api = await startApi({ logger: process.env.DEBUG_SEARCH ? undefined : false }, database);
    token = await loginToken(api.base, member.email, member.password);
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await database.close();
    await dropSchema();
  });

  // any: each answer's data has its own shape, and the assertions say which.
  const post = async (path: string, body: object, withToken = true): Promise<{ code: number; data: any; msg: string }> => {
    const response = await fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(withToken && token ? { 'ts-token': token } : {}) }, body: JSON.stringify(body) });
    return response.json() as Promise<{ code: number; data: any; msg: string }>;
  };
  const search = (body: object, withToken = true) => post('/searching/cds', { type: 1, dataset: 'IMP_VN_CD_1', field: 'hscode', keyword: '', ...body }, withToken);

  /** A record of the owned Vietnamese dataset, with its importer's name, straight from the database. */
  const aRecord = async () => {
    const [row] = await database.db.select().from(shipments).where(eq(shipments.dataset, 'IMP_VN_CD_1')).orderBy(shipments.id).limit(1);
    const [company] = await database.db.select().from(sampleCompanies).where(eq(sampleCompanies.id, row!.importerId));
    return { ...row!, importerName: company!.name };
  };

  it('finds the owned dataset\'s records by HS-code prefix, newest first, paged', async () => {
    const chapter = (await aRecord()).hsCode.slice(0, 2);
    const answer = await search({ keyword: chapter });
    expect(answer.code).toBe(1);
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data).toMatchObject({ current: 1, pageSize: 20 });
    for (const row of answer.data.rows) {
      expect(row.dataset).toBe('IMP_VN_CD_1');
      expect(row.hsCode.startsWith(chapter)).toBe(true);
      expect(row.importer.country).toBe('VN');
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const dates = answer.data.rows.map((r: { date: string }) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches descriptions by word (any case), importers by the start of their name, within dates', async () => {
    const record = await aRecord();
    const word = record.description.split(/[\s,()]+/).find((w) => /^[A-Za-z]{4,}$/.test(w))!;
    const byWord = await search({ field: 'description', keyword: word.toUpperCase(), pageSize: 100 });
    expect(byWord.code).toBe(1);
    expect(byWord.data.rows.length).toBeGreaterThan(0);
    for (const row of byWord.data.rows) expect((row.description as string).toLowerCase()).toContain(word.toLowerCase());
    const prefix = record.importerName.slice(0, 5);
    const onTheDay = await search({ field: 'importer', keyword: prefix.toLowerCase(), startTime: record.date, endTime: record.date });
    expect(onTheDay.code).toBe(1);
    expect(onTheDay.data.rows.map((r: { id: string }) => r.id)).toContain(record.id);
    for (const row of onTheDay.data.rows) {
      expect((row.importer.name as string).toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
      expect(row.date).toBe(record.date);
    }
  });

  it('company calls: the profile, the records and the partners of a company, within the datasets the member owns', async () => {
    const record = await aRecord();
    const profile = await post('/searching/cds/company', { companyId: record.importerId });
    expect(profile).toMatchObject({ code: 1, data: { id: record.importerId, name: record.importerName, country: 'VN' } });
    expect(profile.data.website).toMatch(/\.example\b/);

    const owned = ['IMP_VN_CD_1', 'IMP_IN_BL_1'];
    const inOwned = (await database.db.select().from(shipments)).filter((s) => owned.includes(s.dataset) && (s.importerId === record.importerId || s.exporterId === record.importerId));
    const records = await post('/searching/cds/companies/record', { companyId: record.importerId, pageSize: 100 });
    expect(records.code).toBe(1);
    expect(records.data.total).toBe(inOwned.length);
    expect(records.data.rows.map((r: { id: string }) => r.id).sort()).toEqual(inOwned.map((s) => s.id).sort().slice(0, 100));

    const partners = await post('/searching/cds/company/partner', { companyId: record.importerId, pageSize: 100 });
    expect(partners.code).toBe(1);
    expect(partners.data.rows.reduce((n: number, p: { shipments: number }) => n + Number(p.shipments), 0)).toBe(inOwned.length);
    for (const partner of partners.data.rows) {
      expect(partner.id).not.toBe(record.importerId);
      expect(['supplier', 'buyer']).toContain(partner.role);
      expect(partner.name).toEqual(expect.any(String));
    }

    // A company seen only in datasets the member has not bought is not there for them.
    const all = await database.db.select().from(shipments);
    const seenInOwned = new Set(all.filter((s) => owned.includes(s.dataset)).flatMap((s) => [s.importerId, s.exporterId]));
    const elsewhere = all.find((s) => s.dataset === 'IMP_US_BL_1' && !seenInOwned.has(s.importerId))!;
    for (const path of ['/searching/cds/company', '/searching/cds/companies/record', '/searching/cds/company/partner']) {
      expect((await post(path, { companyId: elsewhere.importerId })).code, path).toBe(searchCodes.datasetNotOwned);
      expect((await post(path, { companyId: record.importerId }, false)).code, path).toBe(401);
    }
    expect((await post('/searching/cds/companies/record', { companyId: record.importerId, current: 11, pageSize: 100 })).code).toBe(searchCodes.beyondTopPage);
  });

  it('exports CSV: a whole dataset or a search, capped at 20 rows for a level-0 member and 1000 for an admin', async () => {
    const exportAs = async (who: string, body: object) => {
      const whose = await loginToken(api.base, who, demoAccount(who).password);
      const response = await fetch(`${api.base}/searching/cds/export`, { method: 'POST', headers: { 'content-type': 'application/json', 'ts-token': whose }, body: JSON.stringify({ type: 1, dataset: 'IMP_VN_CD_1', ...body }) });
      return { response, text: await response.text() };
    };
    await database.db.update(accounts).set({ customsDataSource: owned.value }).where(eq(accounts.email, basic.email));
    const inDataset = (await database.db.select().from(shipments).where(eq(shipments.dataset, 'IMP_VN_CD_1'))).length;
    expect(inDataset).toBeGreaterThan(20);

    const levelZero = await exportAs(basic.email, {});
    expect(levelZero.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(levelZero.response.headers.get('x-export-row-limit')).toBe('20');
    const memberLines = levelZero.text.trim().split('\r\n');
    expect(memberLines[0]).toBe('date,dataset,direction,hs_code,description,importer,importer_country,exporter,exporter_country,origin_country,destination_country,port_of_loading,port_of_discharge,quantity,unit,weight_kg,value_usd');
    expect(memberLines).toHaveLength(1 + 20);

    const admin = await exportAs(member.email, {});
    expect(admin.response.headers.get('x-export-row-limit')).toBe('1000');
    expect(admin.text.trim().split('\r\n')).toHaveLength(1 + inDataset);

    const record = await aRecord();
    const filtered = await exportAs(member.email, { field: 'hscode', keyword: record.hsCode, startTime: record.date, endTime: record.date });
    const rows = filtered.text.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.startsWith(`${record.date},IMP_VN_CD_1,import,${record.hsCode},`)).toBe(true);

    expect((await exportAs(basic.email, { dataset: 'IMP_US_BL_1' })).text).toContain(`"code":${searchCodes.datasetNotOwned}`);
    expect(await (await fetch(`${api.base}/searching/cds/export`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 1, dataset: 'IMP_VN_CD_1' }) })).json()).toMatchObject({ code: 401 });
  });

  it('a level-0 member browses no more of a search than one export holds (20 rows), however it pages; an admin 1000 (decision 044)', async () => {
    await database.db.update(accounts).set({ customsDataSource: owned.value }).where(eq(accounts.email, basic.email));
    const basicToken = await loginToken(api.base, basic.email, basic.password);
    const asBasic = (path: string, body: object) => fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'ts-token': basicToken }, body: JSON.stringify(body) })
      .then((r) => r.json() as Promise<{ code: number; data: any; msg: string }>);
    // Thirty more records of one importer, sharing a word no sample description has: more than a
    // level-0 member may export, found by one search and listed as one company's records.
    const [template] = await database.db.select().from(shipments).where(eq(shipments.dataset, 'IMP_VN_CD_1')).orderBy(shipments.id).limit(1);
    if (!template) throw new Error('no sample record of IMP_VN_CD_1');
    const word = 'capstoneware';
    await database.db.insert(shipments).values(Array.from({ length: 30 }, (_, i) => ({ ...template, id: `CAP-${String(i).padStart(3, '0')}`, description: `${word} bearings, lot ${i}` })));
    const found = 30;
    const query = { type: 1, dataset: 'IMP_VN_CD_1', field: 'description', keyword: word };

    const firstPage = await asBasic('/searching/cds', { ...query, pageSize: 100 });
    expect(firstPage).toMatchObject({ code: 1, data: { total: found, reachable: 20, current: 1, pageSize: 100 } });
    expect(firstPage.data.rows).toHaveLength(20);
    // Page after page: the same 20 records are all there is to take, then 40003 naming page 1.
    const taken = new Set<string>();
    for (let current = 1; ; current++) {
      const answer = await asBasic('/searching/cds', { ...query, current, pageSize: 20 });
      if (answer.code !== 1) {
        expect(answer).toMatchObject({ code: searchCodes.beyondTopPage, data: { lastPage: 1 } });
        break;
      }
      for (const row of answer.data.rows) taken.add(row.id);
    }
    expect(taken.size).toBe(20);
    expect([...taken].sort()).toEqual(firstPage.data.rows.map((r: { id: string }) => r.id).sort());
    expect(await asBasic('/searching/cds', { ...query, current: 2, pageSize: 50 })).toMatchObject({ code: searchCodes.beyondTopPage, data: { lastPage: 1 } });

    // A company's records the same way: its first 20, no second page.
    const companyRecords = await asBasic('/searching/cds/companies/record', { companyId: template.importerId, pageSize: 100 });
    expect(companyRecords.code).toBe(1);
    expect(companyRecords.data.total).toBeGreaterThan(found);
    expect(companyRecords.data).toMatchObject({ reachable: 20 });
    expect(companyRecords.data.rows).toHaveLength(20);
    expect(await asBasic('/searching/cds/companies/record', { companyId: template.importerId, current: 2, pageSize: 20 })).toMatchObject({ code: searchCodes.beyondTopPage, data: { lastPage: 1 } });

    // The admin (export limit 1000) pages through every record found.
    const admin = await search({ field: 'description', keyword: word, pageSize: 100 });
    expect(admin).toMatchObject({ code: 1, data: { total: found, reachable: found } });
    expect(admin.data.rows).toHaveLength(Math.min(found, 100));
  });

  it('answers with the rules\' codes, not data: visitor 401, dataset not owned 40001, search not offered 40002, past 1,000 rows 40003, bad input 10001', async () => {
    expect((await search({ keyword: '84' }, false)).code).toBe(401);
    expect(await search({ dataset: 'IMP_US_BL_1', keyword: '84' })).toMatchObject({ code: searchCodes.datasetNotOwned, data: {} });
    expect(await search({ dataset: 'IMP_IN_BL_1', keyword: '84' })).toMatchObject({ code: searchCodes.searchUnavailable, data: { field: 'hscode' } });
    expect(await search({ keyword: '84', current: 51 })).toMatchObject({ code: searchCodes.beyondTopPage, data: { lastPage: 50 } });
    expect(await search({ keyword: '84', pageSize: 30 })).toMatchObject({ code: 10001, data: { field: 'pageSize' } });
    expect(await search({ keyword: '84', startTime: '2026-02-30' })).toMatchObject({ code: 10001, data: { field: 'startTime' } });
    expect(await search({ type: 60, keyword: '84' })).toMatchObject({ code: 10001, data: { field: 'type' } });
  });
});
