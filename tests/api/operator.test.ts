import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
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
