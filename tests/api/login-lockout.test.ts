import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { demoAccount } from './demo-account';
import { defaultCodePolicy } from '../../server/api/verification-codes';
import { codeFrom, startApi, type RunningApi } from './api-harness';

// Per-IP limits stop one client; these stop many (rotating addresses behind a trusted proxy):
// a per-address login lockout kept in the database, and a cap on code e-mails per address.
let first: RunningApi;
let second: RunningApi;
beforeAll(async () => {
  // One proxy hop in front (the test client plays it), so each X-Forwarded-For is a different client.
  const options = { trustProxy: 1, codePolicy: { resendAfterSeconds: 0, perEmailPerHour: 3 } };
  first = await startApi(options);
  second = await startApi(options, first.database); // another instance on the same database
  await seedDemoAccounts(first.database.db);
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

let client = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${++client % 250}` });
const post = (api: RunningApi, path: string, body: unknown) =>
  fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...fromNewAddress() }, body: JSON.stringify(body) })
    .then(async (r) => ({ status: r.status, ...((await r.json()) as { code: number; data: Record<string, unknown>; msg: string }) }));
const admin = demoAccount('admin@demo.example');
const sub = demoAccount('sub@demo.example');

describe('login lockout per address', () => {
  it('after 10 wrong passwords in 15 minutes, from any addresses and instances, refuses even the right one for 15 minutes', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await post(i % 2 ? second : first, '/console/user/login', { email: admin.email, password: `guess-${i}-wrong` });
      expect(answer, `guess ${i}`).toMatchObject({ status: 200, code: 10001, msg: 'Wrong e-mail or password' });
    }
    for (const api of [first, second]) {
      const locked = await post(api, '/console/user/login', { email: admin.email, password: admin.password });
      expect(locked).toMatchObject({ status: 200, code: 20012, data: { field: 'email', until: expect.any(String) } });
      expect(locked.msg).toMatch(/locked for 15 minutes/);
      const until = new Date(locked.data.until as string).getTime() - Date.now();
      expect(until).toBeGreaterThan(14 * 60_000);
      expect(until).toBeLessThanOrEqual(15 * 60_000);
    }
    // Another address is not affected.
    expect((await post(first, '/console/user/login', { email: sub.email, password: sub.password })).code).toBe(1);

    // Fifteen minutes later (the lock moved back rather than the clock forward) it opens, and a
    // successful login forgets the count.
    await first.database.db.update(loginFailures).set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 16 * 60_000) }).where(eq(loginFailures.email, admin.email));
    expect((await post(second, '/console/user/login', { email: admin.email, password: admin.password })).code).toBe(1);
    expect(await first.database.db.select().from(loginFailures).where(eq(loginFailures.email, admin.email))).toEqual([]);
  });

  it('locks an address without an account the same way (the lock says nothing about accounts)', async () => {
    const email = 'no-account@lockout.example';
    for (let i = 0; i < 10; i++) await post(first, '/console/user/login', { email, password: `guess-${i}-wrong` });
    expect(await post(first, '/console/user/login', { email, password: 'any-password' })).toMatchObject({ code: 20012 });
  });

  it('counts wrong passwords of one window only: old failures do not add up to a lock', async () => {
    const email = sub.email;
    for (let i = 0; i < 9; i++) await post(first, '/console/user/login', { email, password: `guess-${i}-wrong` });
    await first.database.db.update(loginFailures).set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) }).where(eq(loginFailures.email, email));
    await post(first, '/console/user/login', { email, password: 'guess-9-wrong' });
    expect((await post(first, '/console/user/login', { email, password: sub.password })).code).toBe(1);
  });
});

describe('code e-mails per address', () => {
  it('caps code e-mails to one address per hour whoever asks, across the demo and registration codes', async () => {
    const email = 'flooded@mailbox.example';
    const answers: number[] = [];
    answers.push((await post(first, '/api/public/sendVerifyCode', { email })).code);
    answers.push((await post(second, '/console/user/register/sendCode', { email })).code);
    answers.push((await post(first, '/api/public/sendVerifyCode', { email })).code);
    for (let i = 0; i < 5; i++) answers.push((await post(i % 2 ? first : second, '/api/public/sendVerifyCode', { email })).code);
    expect(answers).toEqual([1, 1, 1, 140010, 140010, 140010, 140010, 140010]);
    expect(first.smtp.inbox.filter((m) => m.to.includes(email)).length + second.smtp.inbox.filter((m) => m.to.includes(email)).length).toBe(3);
  });

  it('spends a code after 5 wrong guesses: the right one is refused afterwards', async () => {
    const email = 'guesser@mailbox.example';
    expect((await post(first, '/api/public/sendVerifyCode', { email })).code).toBe(1);
    const code = codeFrom(first.smtp.inbox.find((m) => m.to.includes(email)));
    const formData = JSON.stringify({ name: 'Ana Silva', company: 'Porto Cork', job: 'CEO', email, mobile: '+351 22 000 0000', country: 'PT', interested: 'JP' });
    const submit = (captcha: string) => post(first, '/api/public/submittedForm', { formData, isCaptcha: 'true', email, captcha, serviceName: 'en' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < defaultCodePolicy.maxWrongAttempts; i++) expect((await submit(wrong)).code).toBe(20008);
    expect((await submit(code)).code).toBe(20008);
  });
});
