import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { demoAccount } from './demo-account';
import { codeFrom, startApi } from './api-harness';
import { sessionTokenFrom } from './session-token';
import { issueTicket, redeemTicket, ticketSeconds } from '../../server/auth/sso-tickets';

let api: Awaited<ReturnType<typeof startApi>>;
const ssoSecret = 'a-test-secret-for-sso-tickets-of-32+chars';
beforeAll(async () => {
  // One client signs in and registers here far more often a minute than the login limit allows.
  api = await startApi({ rateLimits: { login: { max: 100, timeWindow: 60_000 } }, ssoSecret });
  await seedDemoAccounts(api.database.db);
}, 60_000);
afterAll(() => api.close());

// any: each call answers a data shape of its own, and the assertions say which.
type Answer = { code: number; data: any; msg: string };
const call = async (method: string, path: string, { body, token, cookie }: { body?: object; token?: string; cookie?: string } = {}) => {
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { 'ts-token': token } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { answer: (await response.json()) as Answer, setCookie: response.headers.get('set-cookie') ?? '' };
};
const login = (email: string, password: string) => call('POST', '/console/user/login', { body: { email, password } });
const admin = demoAccount('admin@demo.example');
const oem = demoAccount('oem@demo.example');

describe('session (spec 4, 7)', () => {
  it('logs in, answers the identity by header or cookie, and logs out for good', async () => {
    const { answer, setCookie } = await login(admin.email, admin.password);
    expect(answer.code).toBe(1);
    const token = sessionTokenFrom(setCookie);
    expect(setCookie).toMatch(new RegExp(`^ts-token=${token};`));
    expect(setCookie).toMatch(/SameSite=Lax/);

    const byHeader = (await call('GET', '/console/user/identity', { token })).answer;
    expect(byHeader).toMatchObject({
      code: 1,
      data: { email: admin.email, level: 0, userRole: ['admin', 'info', 'payment'], deptInfo: { name: 'Management' }, account: { name: 'Main admin', oemDomains: [] } },
    });
    expect((await call('GET', '/console/user/identity', { cookie: `ts-token=${token}` })).answer.code).toBe(1);

    const stored = await api.database.db.select().from(sessions);
    expect(JSON.stringify(stored)).not.toContain(token); // only hashes are kept

    expect((await call('POST', '/console/user/logout', { token })).answer.code).toBe(1);
    expect((await call('GET', '/console/user/identity', { token })).answer.code).toBe(401);
  });

  it('answers a login with the user only: the token is in the HttpOnly cookie and nowhere in the JSON (decision 014)', async () => {
    const { answer, setCookie } = await login(admin.email, admin.password);
    const token = sessionTokenFrom(setCookie);
    expect(answer).toMatchObject({ code: 1, data: { user: { email: admin.email } } });
    expect(Object.keys(answer.data)).toEqual(['user']);
    expect(JSON.stringify(answer)).not.toContain(token);
    const tokenCookie = setCookie.split(/, (?=[\w-]+=)/).find((cookie) => cookie.startsWith(`ts-token=${token};`));
    expect(tokenCookie).toMatch(/; HttpOnly(;|$)/);
  });

  it('refuses a wrong password and answers 401 without a session', async () => {
    expect((await login(admin.email, 'not-the-password')).answer).toMatchObject({ code: 10001, msg: 'Wrong e-mail or password' });
    expect((await login('nobody@demo.example', 'whatever1')).answer.code).toBe(10001);
    expect((await call('GET', '/console/user/identity')).answer.code).toBe(401);
    expect((await call('GET', '/console/user/identity', { token: 'forged-token' })).answer.code).toBe(401);
  });

  it('registers an account confirmed by an e-mailed code', async () => {
    const email = 'new.member@exporter.example';
    expect((await call('POST', '/console/user/register', { body: { email, password: '12345', code: '000000' } })).answer).toMatchObject({ code: 10001, msg: 'The field contains at least 6 characters.' });
    expect((await call('POST', '/console/user/register/sendCode', { body: { email } })).answer.code).toBe(1);
    const code = codeFrom(api.smtp.inbox.find((m) => m.to.includes(email)));
    expect((await call('POST', '/console/user/register', { body: { email, password: 'secret-pass', code: code === '999999' ? '000000' : '999999' } })).answer.code).toBe(20008);
    // The wrong guess counted against the code but did not spend it.
    const created = (await call('POST', '/console/user/register', { body: { email, password: ' secret pass ', nickname: 'New member', code } })).answer;
    expect(created).toMatchObject({ code: 1, data: { user: { email, level: 0, nickname: 'New member' } } });
    // The password is kept exactly as typed, spaces included.
    expect((await login(email, ' secret pass ')).answer.code).toBe(1);
    expect((await login(email, 'secret pass')).answer.code).toBe(10001);
    // The code is spent: registering again with it is a code error, which says nothing about the account.
    expect((await call('POST', '/console/user/register', { body: { email, password: 'another-pass', code } })).answer).toMatchObject({ code: 20008, data: { field: 'code' } });
  });
});

describe('login and registration bodies, checked with the forms\' schemas (schemas/forms/login, register)', () => {
  const emailMessage = 'The field must contain a valid email address.';
  const passwordMessage = 'The field contains at least 6 characters.';

  it('refuses a malformed e-mail, a short or missing password, and a password that is not text, naming the field', async () => {
    expect((await login('admin@demo', admin.password)).answer).toEqual({ code: 10001, data: { field: 'email' }, msg: 'Wrong parameters, please try again later!' });
    expect((await login(admin.email, '12345')).answer).toMatchObject({ code: 10001, data: { field: 'password' } });
    expect((await call('POST', '/console/user/login', { body: { email: admin.email } })).answer).toMatchObject({ code: 10001, data: { field: 'password' } });
    expect((await call('POST', '/console/user/login', { body: { email: admin.email, password: 12345678 } })).answer).toMatchObject({ code: 10001, data: { field: 'password' } });
    // Nothing was sent at all: the first required field is named.
    expect((await call('POST', '/console/user/login', { body: {} })).answer).toMatchObject({ code: 10001, data: { field: 'email' } });
  });

  it('still signs in the seeded account, with the address trimmed and in any case, and ignores keys the form does not send', async () => {
    const { answer } = await call('POST', '/console/user/login', { body: { email: `  ${admin.email.toUpperCase()} `, password: admin.password, rememberMe: true } });
    expect(answer).toMatchObject({ code: 1, data: { user: { email: admin.email } } });
    // The password is a secret: kept exactly as typed, so surrounding spaces make it another one.
    expect((await login(admin.email, ` ${admin.password}`)).answer).toMatchObject({ code: 10001, msg: 'Wrong e-mail or password' });
  });

  it('refuses a registration whose e-mail, code or display name breaks the form, before any code is spent', async () => {
    const email = 'checked.member@exporter.example';
    const register = (body: object) => call('POST', '/console/user/register', { body: { email, password: 'good-pass', code: '123456', ...body } });
    expect((await register({ email: 'checked.member@exporter' })).answer).toMatchObject({ code: 10001, data: { field: 'email' }, msg: emailMessage });
    expect((await register({ code: '12' })).answer).toMatchObject({ code: 10001, data: { field: 'code' } });
    expect((await register({ nickname: 'n'.repeat(61) })).answer).toMatchObject({ code: 10001, data: { field: 'nickname' } });
    expect((await register({ password: undefined })).answer).toMatchObject({ code: 10001, data: { field: 'password' }, msg: passwordMessage });

    // None of these touched the code: the right one still creates the account.
    expect((await call('POST', '/console/user/register/sendCode', { body: { email } })).answer.code).toBe(1);
    const code = codeFrom(api.smtp.inbox.find((m) => m.to.includes(email)));
    // A wrong code names the field it was typed into, as the other forms' answers do.
    expect((await register({ code: code === '999999' ? '000000' : '999999' })).answer).toMatchObject({ code: 20008, data: { field: 'code' } });
    expect((await register({ code, nickname: '  Checked member  ' })).answer).toMatchObject({ code: 1, data: { user: { email, nickname: 'Checked member' } } });
  });
});

describe('OEM single sign-on (GET /auth/public/sso/getRedirectUrl)', () => {
  const redirectUrl = (token: string | undefined, redirect: string) =>
    call('GET', `/auth/public/sso/getRedirectUrl?${new URLSearchParams({ redirect, client: '', mode: 'cloud' })}`, { token });

  it('answers 200 with the URL and a ticket only for a domain registered on the account', async () => {
    const token = sessionTokenFrom((await login(oem.email, oem.password)).setCookie);
    const answer = (await redirectUrl(token, 'https://data.partner-oem.example/login?from=console')).answer;
    expect(answer).toMatchObject({ code: 200, msg: 'success' });
    const url = new URL(answer.data as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://data.partner-oem.example/login');
    expect(url.searchParams.get('from')).toBe('console');
    expect(url.searchParams.get('ticket')).toMatch(/^[\w-]{43}\.\d{10}\.[\w-]{43}$/);
    for (const target of ['https://evil.example/login', 'https://data.partner-oem.example.evil.example/login', 'javascript:alert(1)', '/login']) {
      expect((await redirectUrl(token, target)).answer.code, target).toBe(10001);
    }
  });

  const verify = (ticket: string, origin: string) => call('POST', '/auth/public/sso/verify', { body: { ticket, origin } });
  const ticketFor = async (redirect: string) => {
    const token = sessionTokenFrom((await login(oem.email, oem.password)).setCookie);
    return new URL((await redirectUrl(token, redirect)).answer.data as string).searchParams.get('ticket')!;
  };

  it('the OEM system redeems a ticket once, for its own origin only, and learns who arrives', async () => {
    const ticket = await ticketFor('https://data.partner-oem.example/login');
    // Another system cannot use it (the origin is signed in)...
    expect((await verify(ticket, 'https://other.example')).answer.code).toBe(401);
    // ...its own can, once.
    const first = (await verify(ticket, 'https://data.partner-oem.example')).answer;
    expect(first).toMatchObject({ code: 1, data: { email: oem.email, nickname: expect.any(String), account: { name: expect.any(String) } } });
    expect(first.data).not.toHaveProperty('phone');
    expect((await verify(ticket, 'https://data.partner-oem.example')).answer).toMatchObject({ code: 401, msg: expect.stringMatching(/not valid/) });
  });

  it('refuses a ticket that is forged, altered or older than a minute', async () => {
    const ticket = await ticketFor('https://data.partner-oem.example/login');
    const [nonce, expires, signature] = ticket.split('.') as [string, string, string];
    const origin = 'https://data.partner-oem.example';
    expect((await verify(`${nonce}.${Number(expires) + 3600}.${signature}`, origin)).answer.code).toBe(401);
    expect((await verify(`${nonce}.${expires}.${'A'.repeat(43)}`, origin)).answer.code).toBe(401);
    expect((await verify('not-a-ticket', origin)).answer.code).toBe(401);
    const oemId = (await call('GET', '/console/user/identity', { token: sessionTokenFrom((await login(oem.email, oem.password)).setCookie) })).answer.data.id as number;
    const stale = await issueTicket(api.database.db, ssoSecret, oemId, origin);
    const later = new Date(Date.now() + (ticketSeconds + 1) * 1000);
    expect(await redeemTicket(api.database.db, ssoSecret, stale, origin, later)).toEqual({ ok: false, error: 'expired' });
    expect(await redeemTicket(api.database.db, 'another-secret-of-at-least-32-characters', stale, origin)).toEqual({ ok: false, error: 'signature' });
    expect(await redeemTicket(api.database.db, ssoSecret, stale, origin)).toEqual({ ok: true, value: oemId });
  });

  it('refuses an account without that domain, and a visitor without a session', async () => {
    const token = sessionTokenFrom((await login(admin.email, admin.password)).setCookie);
    expect((await redirectUrl(token, 'https://data.partner-oem.example/login')).answer.code).toBe(10001);
    expect((await redirectUrl(undefined, 'https://data.partner-oem.example/login')).answer.code).toBe(401);
  });
});
