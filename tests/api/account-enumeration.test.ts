import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { itemAt } from '../unit/present';
import { demoAccount } from './demo-account';
import { codeFrom, mailBody, startApi, type RunningApi } from './api-harness';
import { buyer, knownCaptcha, postJson } from './purchase-helpers';
import { accounts } from '../../server/db/schema';
import { eq } from 'drizzle-orm';

// Neither login, registration, the purchase nor the password reset tells whether an address has an
// account: not by the answer, not by how long it takes, not by what the send-code call does.
let api: RunningApi;
beforeAll(async () => {
  const generous = { max: 1000, timeWindow: 60_000 };
  api = await startApi({ rateLimits: { login: generous, codes: generous, forms: generous }, codePolicy: { perIpPerHour: 1000 } });
  await seedDemoAccounts(api.database.db);
}, 60_000);
afterAll(() => api?.close());

const admin = demoAccount('admin@demo.example');
const sub = demoAccount('sub@demo.example');
const tradeso = demoAccount('tradeso@demo.example');
const post = (path: string, body: unknown) => postJson(api.base, path, body);
const median = (values: number[]) => itemAt([...values].sort((a, b) => a - b), Math.floor(values.length / 2), 'the median of the timings');
async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

describe('login', () => {
  it('takes as long for an address without an account as for a wrong password of an existing one', async () => {
    // Warm-up (the stand-in hash for missing accounts is made on first use); then interleaved,
    // 7 each: fewer than the 10 wrong passwords that would lock the account.
    await post('/console/user/login', { email: 'warm-up@nobody.example', password: 'wrong-password' });
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 7; i++) {
      existing.push(await timed(() => post('/console/user/login', { email: admin.email, password: `wrong-password-${i}` })));
      missing.push(await timed(() => post('/console/user/login', { email: `nobody-${i}@nobody.example`, password: `wrong-password-${i}` })));
    }
    // Before: about 64 ms against 5 ms. Now both verify a password hash.
    expect(median(missing) / median(existing)).toBeGreaterThan(0.5);
    expect(median(existing) / median(missing)).toBeGreaterThan(0.5);
    const [toExisting, toMissing] = [await post('/console/user/login', { email: admin.email, password: 'wrong-password' }), await post('/console/user/login', { email: 'nobody@nobody.example', password: 'wrong-password' })];
    expect(toExisting.answer).toEqual(toMissing.answer);
  });
});

describe('registration', () => {
  it('answers the send-code call alike for every address; one that has an account gets a notice, not a code', async () => {
    const fresh = 'fresh.member@exporter.example';
    const [forExisting, forFresh] = [await post('/console/user/register/sendCode', { email: sub.email, locale: 'en' }), await post('/console/user/register/sendCode', { email: fresh, locale: 'en' })];
    expect(forExisting.answer).toEqual({ code: 1, data: {}, msg: 'success' });
    expect(forFresh.answer).toEqual(forExisting.answer);
    // Asked again within 60 s: refused alike.
    expect((await post('/console/user/register/sendCode', { email: sub.email })).answer).toEqual((await post('/console/user/register/sendCode', { email: fresh })).answer);

    await expect.poll(() => api.smtp.inbox.filter((m) => m.to.includes(sub.email) || m.to.includes(fresh)).length).toBe(2);
    const notice = mailBody(api.smtp.inbox.find((m) => m.to.includes(sub.email))!);
    expect(notice).toMatch(/already has one/);
    expect(notice).not.toMatch(/verification code is/);
    expect(mailBody(api.smtp.inbox.find((m) => m.to.includes(fresh))!)).toMatch(/verification code is \d{6}/);
  });

  it('checks the code before anything else: an address with an account is answered as a wrong code', async () => {
    for (const code of ['000000', '123456', '999999']) {
      expect((await post('/console/user/register', { email: tradeso.email, password: 'another-pass', code })).answer).toMatchObject({ code: 20008, data: { field: 'code' } });
    }
    expect((await post('/console/user/register', { email: 'never.asked@exporter.example', password: 'another-pass', code: '123456' })).answer).toMatchObject({ code: 20008, data: { field: 'code' } });
  });

});

describe('the purchase', () => {
  it('answers its send-code call alike for every address; the owner of one that has an account is told to log in, and no code ever confirms it', async () => {
    // The purchase form takes short top-level domains only (spec 5's simpler pattern): not demo.example.
    const owner = 'owner@harbour-lamps.test';
    await api.database.db.insert(accounts).values({ email: owner, passwordHash: 'scrypt$unusable', nickname: 'Owner', accountName: 'Owner', level: 0 });
    const fresh = 'fresh.buyer@harbour-lamps.test';
    const [forExisting, forFresh] = [await post('/pay/payment/sendCode', { email: owner, locale: 'en' }), await post('/pay/payment/sendCode', { email: fresh, locale: 'en' })];
    expect(forExisting.answer).toEqual({ code: 1, data: {}, msg: 'success' });
    expect(forFresh.answer).toEqual(forExisting.answer);
    await expect.poll(() => api.smtp.inbox.filter((m) => m.to.includes(owner) || m.to.includes(fresh)).length).toBe(2);
    const notice = mailBody(api.smtp.inbox.find((m) => m.to.includes(owner))!);
    expect(notice).toMatch(/already has an account/);
    expect(notice).toMatch(/log in first/);
    expect(notice).not.toMatch(/verification code is/);

    // Without the right code: the same answer for both, and no account made with the new address.
    const refusal = async (email: string, code: string) => (await post('/pay/payment', { ...buyer(email), code, captchaId: await knownCaptcha(api) })).answer;
    for (const code of ['000000', '123456']) expect(await refusal(owner, code)).toEqual(await refusal(fresh, code));
    expect(await refusal(owner, '999999')).toMatchObject({ code: 20008, data: { field: 'code' } });
    expect(await api.database.db.select().from(accounts).where(eq(accounts.email, fresh))).toEqual([]);

    // The address's owner, with the code from the mailbox, gets the account and the order.
    const placed = await post('/pay/payment', { ...buyer(fresh), code: codeFrom(api.smtp.inbox.find((m) => m.to.includes(fresh))), captchaId: await knownCaptcha(api) });
    expect(placed.answer).toMatchObject({ code: 1, data: { id: expect.any(String) } });
    expect(await api.database.db.select().from(accounts).where(eq(accounts.email, fresh))).toHaveLength(1);
  });

  it('a code is only for the purchase: a registration code does not confirm a purchase, and a spent code is spent', async () => {
    const email = 'one.code@harbour-lamps.test';
    await post('/console/user/register/sendCode', { email, locale: 'en' });
    const registration = codeFrom(api.smtp.inbox.filter((m) => m.to.includes(email)).at(-1));
    expect((await post('/pay/payment', { ...buyer(email), code: registration, captchaId: await knownCaptcha(api) })).answer).toMatchObject({ code: 20008, data: { field: 'code' } });
  });
  it('spends no time hashing a password before the code or captcha is right (registration, purchase)', async () => {
    const login: number[] = [];
    const register: number[] = [];
    const purchase: number[] = [];
    const wrongCode: number[] = [];
    for (let i = 0; i < 5; i++) {
      login.push(await timed(() => post('/console/user/login', { email: `timing-${i}@nobody.example`, password: 'wrong-password' })));
      register.push(await timed(() => post('/console/user/register', { email: `timing-${i}@exporter.example`, password: 'a-good-password', code: '123456' })));
      const captchaId = await knownCaptcha(api);
      purchase.push(await timed(() => post('/pay/payment', { ...buyer(`timing-${i}@harbour.test`), code: '123456', captcha: 'wrong', captchaId })));
      const rightCaptcha = await knownCaptcha(api);
      wrongCode.push(await timed(() => post('/pay/payment', { ...buyer(`timing-${i}@harbour.test`), code: '123456', captchaId: rightCaptcha })));
    }
    // A login with a wrong password hashes once; the refused registration and purchase hash nothing.
    expect(median(register) / median(login)).toBeLessThan(0.5);
    expect(median(purchase) / median(login)).toBeLessThan(0.5);
    expect(median(wrongCode) / median(login)).toBeLessThan(0.5);
  });
});
