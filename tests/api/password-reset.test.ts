import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { codeFrom, mailBody, startApi, type RunningApi } from './api-harness';
import { postJson } from './purchase-helpers';

// A new password with a code e-mailed to the account's address (config/forms.yaml password-reset):
// the send-code call tells nobody who has an account; the reset signs every other session out.
let api: RunningApi;
beforeAll(async () => {
  const generous = { max: 1000, timeWindow: 60_000 };
  api = await startApi({ rateLimits: { login: generous, codes: generous, forms: generous }, codePolicy: { perIpPerHour: 1000 } });
}, 60_000);
afterAll(() => api?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postJson(api.base, path, body, headers);
const sessionOf = (cookie: string) => /ts-token=([^;]+)/.exec(cookie)?.[1] ?? '';
const identity = (token: string) => fetch(`${api.base}/console/user/identity`, { headers: { 'ts-token': token } }).then((r) => r.json() as Promise<{ code: number }>);
const mailsTo = (email: string) => api.smtp.inbox.filter((m) => m.to.includes(email));

async function member(email: string, password: string): Promise<void> {
  await api.database.db.insert(accounts).values({ email, passwordHash: await hashPassword(password), nickname: 'Ilya', accountName: 'Volga Grain', level: 0 });
}

describe('the password reset', () => {
  it('answers the send-code call alike for every address: the account gets a code, any other address a notice, each in its language', async () => {
    await member('ilya@volga-grain.test', 'Old-password 1');
    const [known, unknown] = [
      await post('/console/user/password/sendCode', { email: 'Ilya@Volga-Grain.test', locale: 'ru' }),
      await post('/console/user/password/sendCode', { email: 'nobody@volga-grain.test', locale: 'en' }),
    ];
    expect(known.answer).toEqual({ code: 1, data: {}, msg: 'success' });
    expect(unknown.answer).toEqual(known.answer);
    const code = mailBody(mailsTo('ilya@volga-grain.test').at(-1)!);
    expect(code).toMatch(/Ваш код подтверждения: \d{6}/);
    const notice = mailBody(mailsTo('nobody@volga-grain.test').at(-1)!);
    expect(notice).toMatch(/no account uses it/);
    expect(notice).toContain('/register');
    expect(notice).not.toMatch(/\d{6}/);
    // A code is never issued for the address without an account: any code is wrong there.
    expect((await post('/console/user/password/reset', { email: 'nobody@volga-grain.test', code: '123456', password: 'Whatever 22', locale: 'en' })).answer).toMatchObject({ code: 20008, data: { field: 'code' } });
    expect(await api.database.db.select().from(accounts).where(eq(accounts.email, 'nobody@volga-grain.test'))).toEqual([]);
  });

  it('sets the new password, signs out every other session, lifts a login lock, tells the owner, and signs this browser in', async () => {
    const email = 'anna@harbour-lamps.test';
    await member(email, 'Old-password 1');
    const before = await post('/console/user/login', { email, password: 'Old-password 1' });
    expect(before.answer.code).toBe(1);
    const oldSession = sessionOf(before.cookie);
    // Someone guesses until the address is locked.
    let locked = false;
    for (let i = 0; i < 20 && !locked; i++) locked = (await post('/console/user/login', { email, password: `guess-${i}` })).answer.code === 20012;
    expect(locked).toBe(true);

    await post('/console/user/password/sendCode', { email, locale: 'en' });
    const code = codeFrom(mailsTo(email).at(-1));
    // A wrong code first: refused, nothing changes.
    expect((await post('/console/user/password/reset', { email, code: code === '000000' ? '111111' : '000000', password: 'New-password 2', locale: 'en' })).answer).toMatchObject({ code: 20008, data: { field: 'code' } });
    const reset = await post('/console/user/password/reset', { email, code, password: 'New-password 2', locale: 'en' });
    expect(reset.answer).toMatchObject({ code: 1, data: { user: { email } } });
    expect(reset.answer.data).not.toHaveProperty('token');
    expect(reset.cookie).toMatch(/ts-token=[^;]+;.*HttpOnly/i);
    expect((await identity(sessionOf(reset.cookie))).code).toBe(1);
    expect((await identity(oldSession)).code).toBe(401);

    // The lock is lifted; the old password no longer works, the new one does.
    expect((await post('/console/user/login', { email, password: 'Old-password 1' })).answer).toMatchObject({ code: 10001, data: { field: 'password' } });
    expect((await post('/console/user/login', { email, password: 'New-password 2' })).answer.code).toBe(1);
    // The code is spent.
    expect((await post('/console/user/password/reset', { email, code, password: 'Third-password 3', locale: 'en' })).answer).toMatchObject({ code: 20008 });
    const changed = mailBody(mailsTo(email).at(-1)!);
    expect(changed).toMatch(/password of your account was just changed/);
    expect(changed).toContain('/password-reset');
  });

  it('checks the new password with the form\'s schema before spending the code', async () => {
    const email = 'short@harbour-lamps.test';
    await member(email, 'Old-password 1');
    await post('/console/user/password/sendCode', { email, locale: 'en' });
    const code = codeFrom(mailsTo(email).at(-1));
    expect((await post('/console/user/password/reset', { email, code, password: '12345', locale: 'en' })).answer).toMatchObject({ code: 10001, data: { field: 'password' } });
    expect((await post('/console/user/password/reset', { email, code, password: '123456', locale: 'en' })).answer.code).toBe(1);
  });
});
