import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { submissions } from '../../server/db/schema';
import { submissionsToCsv, type SubmissionRow } from '../../server/operator/list-submissions';
import { startApi } from './api-harness';
import { checkFigures, parseFiguresCsv } from '../../server/operator/dataset-figures';

describe('submissions as CSV', () => {
  it('has one column per form field, quotes what needs quoting and defuses formulas', () => {
    const row = (payload: Record<string, unknown>): SubmissionRow => ({ id: 'i', type: 'contact', locale: 'en', email: 'a@b.example', createdAt: '2026-01-02T00:00:00.000Z', payload });
    const csv = submissionsToCsv([row({ email: 'a@b.example', subject: 'Prices, terms', message: 'He said "yes"\nthen left' }), row({ mobile: '+7 495 123 4567', company: '=HYPERLINK("x")' })]);
    expect(csv.split('\r\n')[0]).toBe('id,type,locale,email,created_at,subject,message,mobile,company');
    expect(csv).toContain('"Prices, terms","He said ""yes""\nthen left"');
    expect(csv).toContain(',+7 495 123 4567,');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('operator read API', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi({ operatorToken: 'operator-test-token-123' });
  }, 60_000);
  afterAll(() => api.close());

  it('lists submissions by type and date only with the operator token', async () => {
    await api.database.db.insert(submissions).values([
      { id: randomUUID(), type: 'contact', locale: 'ru', email: 'x@y.example', payload: { subject: 'Data for Kazakhstan' }, answer: { code: 1 }, createdAt: new Date('2026-03-01') },
      { id: randomUUID(), type: 'contact', locale: 'en', email: 'z@y.example', payload: { subject: 'Old' }, answer: { code: 1 }, createdAt: new Date('2025-03-01') },
    ]);
    expect((await fetch(`${api.base}/operator/submissions`)).status).toBe(401);
    expect((await fetch(`${api.base}/operator/submissions`, { headers: { authorization: 'Bearer wrong-token-1234567890' } })).status).toBe(401);
    const response = await fetch(`${api.base}/operator/submissions?type=contact&since=2026-01-01`, { headers: { authorization: 'Bearer operator-test-token-123' } });
    const rows = (await response.json()) as SubmissionRow[];
    expect(rows.map((r) => r.payload.subject)).toEqual(['Data for Kazakhstan']);
    const bad = await fetch(`${api.base}/operator/submissions?type=spam`, { headers: { authorization: 'Bearer operator-test-token-123' } });
    expect(bad.status).toBe(400);
  });
});

// Issue 33: the operator API (personal data, orders, mark-paid) took 400 wrong tokens in 6 s, all
// plain 401. Wrong tokens are now limited per client address as logins are (decision 045).
describe('wrong operator tokens', () => {
  const token = 'operator-limit-token-0123456789abcdef';
  const call = (base: string, authorization?: string, path = '/operator/orders') =>
    fetch(`${base}${path}`, { headers: authorization ? { authorization } : {} });

  it('are refused with 429 and Retry-After before the 30th in a row, and then so is the right token', async () => {
    const api = await startApi({ operatorToken: token });
    try {
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 0; i < 30; i++) {
        const answer = await call(api.base, `Bearer wrong-token-${i}-${'x'.repeat(24)}`, i % 2 ? '/operator/orders' : '/operator/submissions');
        statuses.push(answer.status);
        if (answer.status === 429) refused ??= answer;
      }
      expect(statuses.indexOf(429)).toBeGreaterThan(0);
      expect(statuses.indexOf(429)).toBeLessThan(29);
      expect(statuses.slice(0, statuses.indexOf(429)).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await refused!.json()) as { error: string }).toEqual({ error: expect.stringMatching(/too many wrong operator tokens/) });
      // Locked: the right token gets the same answer, so a guess made now tells nothing.
      expect((await call(api.base, `Bearer ${token}`)).status).toBe(429);
    } finally {
      await api.close();
    }
  });

  it('a concurrent burst is checked no further than the limit', async () => {
    const api = await startApi({ operatorToken: token, rateLimits: { login: { max: 5, timeWindow: 60_000 } } });
    try {
      const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => call(api.base, `Bearer guess-${i}`).then((r) => r.status)));
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    } finally {
      await api.close();
    }
  });

  it('right tokens are never counted: the operator commands are not slowed', async () => {
    const api = await startApi({ operatorToken: token });
    try {
      const statuses = await Promise.all(Array.from({ length: 40 }, () => call(api.base, `Bearer ${token}`).then((r) => r.status)));
      expect(new Set(statuses)).toEqual(new Set([200]));
      // A few mistakes stay under the limit and leave the right token working.
      for (let i = 0; i < 3; i++) expect((await call(api.base, 'Bearer typo')).status).toBe(401);
      expect((await call(api.base, `Bearer ${token}`)).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  // With Redis the count is shared: wrong tokens sent to one instance lock the address on the other.
  it.runIf(Boolean(process.env.TEST_REDIS_URL))('are counted across instances through Redis', async () => {
    const namespace = `test-operator-limit-${process.pid}-${Date.now()}:`;
    const clients = [new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 }), new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 })];
    const [first, second] = await Promise.all(clients.map((redis) => startApi({ operatorToken: token, redis, rateLimitNamespace: namespace })));
    try {
      for (let i = 0; i < 10; i++) expect((await call(first!.base, `Bearer wrong-${i}`)).status).toBe(401);
      expect((await call(second!.base, 'Bearer wrong-again')).status).toBe(429);
      expect((await call(second!.base, `Bearer ${token}`)).status).toBe(429);
    } finally {
      await Promise.all([first?.close(), second?.close()]);
      const keys = await clients[0]!.keys(`${namespace}*`);
      if (keys.length) await clients[0]!.del(...keys);
      await Promise.all(clients.map((redis) => redis.quit()));
    }
  });
});

describe('dataset figures CSV', () => {
  it('reads the data team\'s export and points at the line of each problem', () => {
    const parsed = parseFiguresCsv('# exported 2026-11-01\ndataSource,records,firstMonth,latestMonth\nIMP_VN_CD_1, 1200 ,2017-01,2026-09\n\nIMP_IN_CD_1,12\nEXP_IN_CD_1,1e9,2018-01,2026-09\n');
    expect(parsed.problems).toEqual(['line 5: expected 4 values, found 2']);
    expect(parsed.rows).toEqual([
      { dataSource: 'IMP_VN_CD_1', records: 1200, firstMonth: '2017-01', latestMonth: '2026-09' },
      { dataSource: 'EXP_IN_CD_1', records: Number.NaN, firstMonth: '2018-01', latestMonth: '2026-09' },
    ]);
    expect(checkFigures(parsed.rows, new Set(['IMP_VN_CD_1', 'EXP_IN_CD_1']))).toEqual(['EXP_IN_CD_1: records must be a whole number of at least 0']);
    expect(parseFiguresCsv('code,records\nX,1\n').problems).toEqual(['the first line must be dataSource,records,firstMonth,latestMonth']);
  });
});
