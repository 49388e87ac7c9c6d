import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { startApi } from './api-harness';

let api: Awaited<ReturnType<typeof startApi>>;
const database = await openDatabase({ inMemory: true });
beforeAll(async () => {
  api = await startApi({}, database);
}, 60_000);
afterAll(() => api.close());

it('refuses a body over the size limit with an envelope, not a stack trace', async () => {
  const response = await fetch(`${api.base}/public/contact/us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'x'.repeat(70_000) }),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ code: 10001 });
});

it('answers 60007 "Interface exception" when the database is gone, and tells nothing more', async () => {
  await database.close();
  const response = await fetch(`${api.base}/public/overseas/packages`);
  expect(response.status).toBe(200); // served from config: unaffected
  const failing = await fetch(`${api.base}/public/debt/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      creditor: { companyName: 'A', contactName: 'B', contactEmail: 'b@a.example', phone: '+1 555 0100' },
      debtor: { companyName: 'C', contactName: 'D', debtValue: '1000', lastContactDetails: 'E' },
    }),
  });
  expect(failing.status).toBe(500);
  const text = await failing.text();
  expect(JSON.parse(text)).toEqual({ code: 60007, data: {}, msg: 'Interface exception' });
  expect(text).not.toMatch(/PGlite|stack|\.ts:\d+/i);
});
