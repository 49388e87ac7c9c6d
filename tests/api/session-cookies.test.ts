import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { only } from '../unit/present';
import { demoAccount } from './demo-account';
import { hashPassword, needsRehash, verifyPassword } from '../../server/auth/passwords';
import { scrypt } from 'node:crypto';
import { startApi, type RunningApi } from './api-harness';
import { sessionTokenFrom } from './session-token';

// Decision 014: ts-token HttpOnly with the readable ts-session=1 marker beside it; both cleared on
// logout and whenever a token is refused. Passwords at an OWASP scrypt setting, older hashes
// rehashed at login.
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ rateLimits: { login: { max: 1000, timeWindow: 60_000 }, reads: { max: 1000, timeWindow: 60_000 } } });
  await seedDemoAccounts(api.database.db);
}, 60_000);
afterAll(() => api?.close());

const admin = demoAccount('admin@demo.example');
const member = demoAccount('member@demo.example');
const cookiesOf = (response: Response) => response.headers.getSetCookie();
const login = (email: string, password: string) => fetch(`${api.base}/console/user/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
});
const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`));

describe('session cookies (decision 014)', () => {
  it('sets ts-token HttpOnly and ts-session=1 readable, with the same path and expiry', async () => {
    const response = await login(admin.email, admin.password);
    const cookies = cookiesOf(response);
    const token = named(cookies, 'ts-token')!;
    const marker = named(cookies, 'ts-session')!;
    expect(token).toMatch(/; HttpOnly/);
    expect(token).toMatch(/; SameSite=Lax/);
    expect(marker).toMatch(/^ts-session=1;/);
    expect(marker).not.toMatch(/HttpOnly/);
    const attribute = (cookie: string, name: string) => cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    expect(attribute(marker, 'Path')).toBe('Path=/');
    expect(attribute(token, 'Path')).toBe('Path=/');
    expect(attribute(marker, 'Expires')).toBe(attribute(token, 'Expires'));
  });

  it('clears both on logout', async () => {
    const token = sessionTokenFrom((await login(admin.email, admin.password)).headers.get('set-cookie'));
    const response = await fetch(`${api.base}/console/user/logout`, { method: 'POST', headers: { cookie: `ts-token=${token}; ts-session=1` } });
    const cookies = cookiesOf(response);
    for (const name of ['ts-token', 'ts-session']) expect(named(cookies, name), name).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('clears both when identity (or another call reading the session) is given a token that is not valid', async () => {
    for (const cookie of ['ts-token=forged-or-expired; ts-session=1', 'ts-session=1']) {
      const response = await fetch(`${api.base}/console/user/identity`, { headers: { cookie } });
      expect(await response.json()).toMatchObject({ code: 401 });
      for (const name of ['ts-token', 'ts-session']) expect(named(cookiesOf(response), name), `${cookie}: ${name}`).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    const sso = await fetch(`${api.base}/auth/public/sso/getRedirectUrl?redirect=https%3A%2F%2Fa.example%2F&mode=cloud`, { headers: { 'ts-token': 'revoked-token' } });
    expect(named(cookiesOf(sso), 'ts-session')).toMatch(/Expires=Thu, 01 Jan 1970/);
    // A visitor with no session at all is not sent cookies it never had.
    expect(cookiesOf(await fetch(`${api.base}/console/user/identity`))).toEqual([]);
  });
});

describe('password hashes', () => {
  it('are made at the OWASP setting N=2^14, r=8, p=5, and verify', async () => {
    const stored = await hashPassword('Harbour-2026 secret');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Harbour-2026 secret', stored)).toBe(true);
    expect(await verifyPassword('Harbour-2026 secreT', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('an older hash (N=2^14, p=1) still logs in, and is rehashed at today\'s setting by that login', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = await new Promise<Buffer>((resolve, reject) => scrypt(member.password.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 }, (e, k) => (e ? reject(e) : resolve(k))));
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(needsRehash(old)).toBe(true);
    await api.database.db.update(accounts).set({ passwordHash: old }).where(eq(accounts.email, member.email));

    expect((await (await login(member.email, 'not-the-password')).json()) as object).toMatchObject({ code: 10001 });
    const stillOld = only(await api.database.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.email, member.email)), 'member account');
    expect(stillOld.hash).toBe(old); // a wrong password changes nothing

    expect((await (await login(member.email, member.password)).json()) as object).toMatchObject({ code: 1 });
    const row = only(await api.database.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.email, member.email)), 'member account');
    expect(row.hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await (await login(member.email, member.password)).json()) as object).toMatchObject({ code: 1 });
  });
});
