import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { accountCodes } from '../../engine/config/account-codes';
import { addCalendarMonths } from '../../engine/rules/account-inactivity';
import { encodeOwnedDatasets } from '../../engine/rules/owned-datasets';
import { accountEvents, accounts } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { siteModel, startApi, type RunningApi } from './api-harness';
import { memberOrder } from './member-orders';
import { sessionTokenFrom } from './session-token';
import { only } from '../unit/present';
import { demoAccount } from './demo-account';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';

// Spec 4 (the terms): an operator freezes (fully or partly), cancels and lifts accounts with
// `npm run accounts`, beside the running server as `npm run orders` works; every change is kept
// in account_events; the member is told at login (and, partly frozen, where they are refused).
const model = siteModel();
const contact = model.site.contact.email;
const months = model.site.business.inactivityMonths;
const token = 'operator-accounts-token-2718';
const password = 'Harbour-2026 secret';
let api: RunningApi;
const dataDir = mkdtempSync(join(tmpdir(), 'accounts-operator-'));
const owned = encodeOwnedDatasets({ codes: new Set(['IMP_VN_CD_1']), ship: false, transit: false }, model.catalogue);
if (!owned.ok) throw new Error(owned.error);

beforeAll(async () => {
  api = await startApi({ operatorToken: token, rateLimits: { forms: { max: 1000, timeWindow: 60_000 }, login: { max: 1000, timeWindow: 60_000 } } });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The operator's command as a person runs it, against the running server. */
function accountsCommand(...args: string[]): Promise<{ status: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/accounts.ts', ...args], {
      cwd: projectRoot, encoding: 'utf8', env: { ...process.env, SITE_API_URL: api.base, OPERATOR_TOKEN: token, DATA_DIR: dataDir, DATABASE_URL: '' },
    }, (error, out, err) => resolve({ status: error ? Number(error.code ?? 1) : 0, out, err }));
  });
}

async function makeAccount(email: string, fields: Partial<typeof accounts.$inferInsert> = {}) {
  return only(await api.database.db.insert(accounts).values({
    email, passwordHash: await hashPassword(password), nickname: 'Mei Chen', accountName: 'Harbour Lamps', customsDataSource: owned.ok ? owned.value : '', ...fields,
  }).returning(), email);
}

// any: each answer's data has its own shape, and the assertions say which.
type Answer = { code: number; data: any; msg: string };
async function login(email: string, secret = password, cookie = ''): Promise<{ answer: Answer; token?: string }> {
  const response = await fetch(`${api.base}/console/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ email, password: secret }) });
  const answer = (await response.json()) as Answer;
  return { answer, ...(answer.code === 1 ? { token: sessionTokenFrom(response.headers.get('set-cookie')) } : {}) };
}
const call = async (path: string, sessionToken: string, body?: object): Promise<Answer> => {
  const response = await fetch(`${api.base}${path}`, body
    ? { method: 'POST', headers: { 'content-type': 'application/json', 'ts-token': sessionToken }, body: JSON.stringify(body) }
    : { headers: { 'ts-token': sessionToken } });
  return response.headers.get('content-type')?.includes('json') ? (response.json() as Promise<Answer>) : { code: 1, data: await response.text(), msg: 'csv' };
};
const search = (sessionToken: string) => call('/searching/cds', sessionToken, { type: 1, dataset: 'IMP_VN_CD_1', field: 'hscode', keyword: '84' });
const exportRows = (sessionToken: string) => call('/searching/cds/export', sessionToken, { type: 1, dataset: 'IMP_VN_CD_1' });
const company = (sessionToken: string) => call('/searching/cds/company', sessionToken, { companyId: 'no-such-company' });
const events = async (email: string) => {
  const [account] = await api.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return api.database.db.select().from(accountEvents).where(eq(accountEvents.accountId, account!.id)).orderBy(asc(accountEvents.id));
};
const statusOf = async (email: string) => only(await api.database.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.email, email)), email).status;

describe('npm run accounts: freeze, partial freeze, lift', () => {
  it('a full freeze ends the sessions at once and refuses login, telling the state only to the right password', { timeout: 120_000 }, async () => {
    const email = 'frozen@harbour-lamps.test';
    await makeAccount(email);
    const before = await login(email, password, 'lang=ru');
    expect(before.answer.code).toBe(1);
    expect(before.answer.data.user.status).toBe('registered');
    // The login is recorded, with the page's language: the inactivity rule and notices use them.
    const [row] = await api.database.db.select({ lastLoginAt: accounts.lastLoginAt, locale: accounts.locale }).from(accounts).where(eq(accounts.email, email));
    expect(row?.locale).toBe('ru');
    expect(Date.now() - (row?.lastLoginAt?.getTime() ?? 0)).toBeLessThan(60_000);

    const frozen = await accountsCommand('--freeze', email, '--reason', 'Chargeback on order 4411', '--by', 'Li Na');
    expect(frozen, frozen.err).toMatchObject({ status: 0 });
    expect(frozen.out).toContain(`${email} was registered and is frozen now`);
    expect((await call('/console/user/identity', before.token!)).code).toBe(401);
    expect((await search(before.token!)).code).toBe(401);

    const wrong = await login(email, 'not the password');
    expect(wrong.answer).toMatchObject({ code: 10001, msg: 'Wrong e-mail or password' });
    expect(JSON.stringify(wrong.answer)).not.toMatch(/frozen/i);
    const right = await login(email);
    expect(right.answer).toMatchObject({ code: accountCodes.accountFrozen, data: { status: 'frozen', contact } });
    expect(right.token).toBeUndefined();

    const again = await accountsCommand('--freeze', email, '--reason', 'twice');
    expect(again.status).toBe(2);
    expect(again.err).toContain(`${email} is frozen already; nothing changed`);
    expect(await events(email)).toHaveLength(1);
  });

  it('a partial freeze lets the member in but refuses search, company look-ups, export and purchase; a lift gives them back', { timeout: 120_000 }, async () => {
    const email = 'partly@harbour-lamps.test';
    await makeAccount(email);
    const partial = await accountsCommand('--freeze', email, '--partial', '--reason', 'Unpaid invoice 2026-118', '--by', 'Li Na');
    expect(partial, partial.err).toMatchObject({ status: 0 });
    expect(partial.out).toContain('was registered and is partly-frozen now');

    const session = await login(email);
    expect(session.answer.code).toBe(1);
    expect(session.answer.data.user.status).toBe('partly-frozen');
    const sessionToken = session.token!;
    for (const answer of [await search(sessionToken), await exportRows(sessionToken), await company(sessionToken)]) {
      expect(answer).toMatchObject({ code: accountCodes.accountPartlyFrozen, data: { contact } });
    }
    const order = await memberOrder(api, api.base, `ts-token=${sessionToken}`, { package: 'pro' });
    expect(order.answer.code).toBe(accountCodes.accountPartlyFrozen);
    expect((await call('/console/user/identity', sessionToken)).code).toBe(1);

    const lifted = await accountsCommand('--lift', email, '--reason', 'Invoice paid', '--by', 'Wang Fang');
    expect(lifted, lifted.err).toMatchObject({ status: 0 });
    expect(lifted.out).toContain('was partly-frozen and is registered now');
    expect((await search(sessionToken)).code).toBe(1);
    expect((await exportRows(sessionToken)).code).toBe(1);

    const liftAgain = await accountsCommand('--lift', email, '--reason', 'again');
    expect(liftAgain.status).toBe(2);
    expect(liftAgain.err).toContain(`${email} is registered: there is no freeze or cancellation to lift`);

    // The record of both changes, in order, with who and why, in the database and from --history.
    expect((await events(email)).map((e) => [e.fromStatus, e.toStatus, e.actor, e.reason])).toEqual([
      ['registered', 'partly-frozen', 'Li Na', 'Unpaid invoice 2026-118'],
      ['partly-frozen', 'registered', 'Wang Fang', 'Invoice paid'],
    ]);
    const history = await accountsCommand('--history', email);
    expect(history, history.err).toMatchObject({ status: 0 });
    const lines = history.out.trim().split('\r\n');
    expect(lines[0]).toBe('at,from,to,actor,reason');
    expect(lines.slice(1).map((l) => l.split(',').slice(1))).toEqual([
      ['registered', 'partly-frozen', 'Li Na', 'Unpaid invoice 2026-118'],
      ['partly-frozen', 'registered', 'Wang Fang', 'Invoice paid'],
    ]);
  });
});

describe('npm run accounts: cancel and the appeal', () => {
  it('a cancelled account cannot log in nor be frozen; a lift (the appeal) restores it; the actor defaults to the OS user', { timeout: 120_000 }, async () => {
    const email = 'cancelled@harbour-lamps.test';
    await makeAccount(email);
    const open = await login(email);
    const cancelled = await accountsCommand('--cancel', email, '--reason', 'Asked to close the account');
    expect(cancelled, cancelled.err).toMatchObject({ status: 0 });
    expect((await call('/console/user/identity', open.token!)).code).toBe(401);
    expect((await login(email)).answer).toMatchObject({ code: accountCodes.accountCancelled, data: { status: 'cancelled', contact } });

    const freeze = await accountsCommand('--freeze', email, '--partial', '--reason', 'late');
    expect(freeze.status).toBe(2);
    expect(freeze.err).toContain(`${email} is cancelled, so it cannot be frozen: lift the cancellation first (--lift)`);

    expect((await accountsCommand('--lift', email, '--reason', 'Appeal granted')).status).toBe(0);
    expect((await login(email)).answer.code).toBe(1);
    // The session from before the cancellation stays ended: the member signed in anew.
    expect((await call('/console/user/identity', open.token!)).code).toBe(401);
    const recorded = await events(email);
    expect(recorded.map((e) => [e.fromStatus, e.toStatus])).toEqual([['registered', 'cancelled'], ['cancelled', 'registered']]);
    expect(new Set(recorded.map((e) => e.actor))).toEqual(new Set([userInfo().username]));
  });

  it('an unknown address, a missing reason and two actions at once are refused, non-zero, changing nothing', { timeout: 120_000 }, async () => {
    const unknown = await accountsCommand('--freeze', 'nobody@harbour-lamps.test', '--reason', 'test');
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain('there is no account with the e-mail nobody@harbour-lamps.test');
    expect((await accountsCommand('--history', 'nobody@harbour-lamps.test')).err).toContain('there is no account with the e-mail nobody@harbour-lamps.test');

    const email = 'no-reason@harbour-lamps.test';
    await makeAccount(email);
    const noReason = await accountsCommand('--cancel', email);
    expect(noReason.status).toBe(2);
    expect(noReason.err).toContain('--cancel needs --reason');
    const blank = await accountsCommand('--cancel', email, '--reason', '   ');
    expect(blank.status).toBe(2);
    const both = await accountsCommand('--freeze', email, '--cancel', email, '--reason', 'x');
    expect(both.status).toBe(2);
    expect(both.err).toContain('one action at a time');
    expect(await statusOf(email)).toBe('registered');
    expect(await events(email)).toHaveLength(0);
  });
});

describe('npm run accounts: the inactivity rule', () => {
  it('lists the accounts with no login for business.inactivityMonths and no running service, and cancels exactly those', { timeout: 120_000 }, async () => {
    const now = new Date();
    const longAgo = addCalendarMonths(now, -(months + 1));
    const lately = addCalendarMonths(now, -1);
    const domain = '@inactive-rule.test';
    await makeAccount(`never-logged-in${domain}`, { createdAt: longAgo });
    await makeAccount(`old-login${domain}`, { createdAt: addCalendarMonths(longAgo, -6), lastLoginAt: longAgo });
    await makeAccount(`service-ended${domain}`, { createdAt: longAgo, lastLoginAt: longAgo, memberUntil: lately, memberValue: 5 });
    await makeAccount(`frozen-and-idle${domain}`, { createdAt: longAgo, status: 'frozen' });
    await makeAccount(`recent-login${domain}`, { createdAt: longAgo, lastLoginAt: lately });
    await makeAccount(`still-paying${domain}`, { createdAt: longAgo, lastLoginAt: longAgo, memberUntil: addCalendarMonths(now, 2), memberValue: 5 });
    await makeAccount(`already-cancelled${domain}`, { createdAt: longAgo, status: 'cancelled' });
    // One day short of the months: not yet.
    await makeAccount(`almost${domain}`, { createdAt: longAgo, lastLoginAt: new Date(addCalendarMonths(now, -months).getTime() + 86_400_000) });
    const expected = ['frozen-and-idle', 'never-logged-in', 'old-login', 'service-ended'].map((name) => `${name}${domain}`);

    const listed = await accountsCommand('--inactive', '--format', 'json');
    expect(listed, listed.err).toMatchObject({ status: 0 });
    const rows = (JSON.parse(listed.out) as Array<{ email: string; status: string; inactiveSince: string }>).filter((r) => r.email.endsWith(domain));
    expect(rows.map((r) => r.email)).toEqual(expected);
    expect(rows.find((r) => r.email.startsWith('frozen'))?.status).toBe('frozen');
    for (const row of rows) expect(new Date(row.inactiveSince).getTime()).toBeLessThanOrEqual(now.getTime());
    const csv = await accountsCommand('--inactive');
    expect(csv.out.split('\r\n')[0]).toBe('email,status,createdAt,lastLoginAt,memberUntil,inactiveSince');

    expect((await accountsCommand('--cancel-inactive')).err).toContain('--cancel-inactive needs --reason');
    const cancelled = await accountsCommand('--cancel-inactive', '--reason', `No login for ${months} months (terms)`, '--by', 'Li Na');
    expect(cancelled, cancelled.err).toMatchObject({ status: 0 });
    for (const email of expected) {
      expect(cancelled.out).toContain(`${email} is cancelled now`);
      expect(await statusOf(email)).toBe('cancelled');
      expect((await events(email)).map((e) => [e.toStatus, e.actor, e.reason])).toEqual([['cancelled', 'Li Na', `No login for ${months} months (terms)`]]);
    }
    for (const name of ['recent-login', 'still-paying', 'almost']) expect(await statusOf(`${name}${domain}`)).toBe('registered');
    expect(await events(`already-cancelled${domain}`)).toHaveLength(0);
    const after = JSON.parse((await accountsCommand('--inactive', '--format', 'json')).out) as Array<{ email: string }>;
    expect(after.filter((r) => r.email.endsWith(domain))).toEqual([]);
  });
});

describe('npm run accounts on the seeded demo member', () => {
  // The member the README hands out (member@demo.example), as an operator would act on it: each
  // state checked through the login and the search it allows or refuses, then lifted again.
  const demo = demoAccount('member@demo.example');
  const loginAs = async () => {
    const response = await fetch(`${api.base}/console/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demo.email, password: demo.password }) });
    const answer = (await response.json()) as Answer;
    return { answer, token: answer.code === 1 ? sessionTokenFrom(response.headers.get('set-cookie')) : undefined };
  };
  const act = async (...args: string[]) => {
    const run = await accountsCommand(...args, '--by', 'Zhou Min');
    expect(run, run.err).toMatchObject({ status: 0 });
  };

  it('freezes, partly freezes, cancels and lifts it, each seen at login and in the search', { timeout: 180_000 }, async () => {
    await seedDemoAccounts(api.database.db); // as npm start does on the embedded database
    // The demo member owns no dataset: give it the one the search asks, so a search can succeed.
    await api.database.db.update(accounts).set({ customsDataSource: owned.ok ? owned.value : '' }).where(eq(accounts.email, demo.email));
    const open = await loginAs();
    expect(open.answer.code).toBe(1);
    expect((await search(open.token!)).code).toBe(1);

    await act('--freeze', demo.email, '--reason', 'Card payment disputed');
    expect((await search(open.token!)).code).toBe(401);
    expect((await loginAs()).answer).toMatchObject({ code: accountCodes.accountFrozen, data: { contact } });

    await act('--lift', demo.email, '--reason', 'Dispute withdrawn');
    await act('--freeze', demo.email, '--partial', '--reason', 'Invoice overdue');
    const partly = await loginAs();
    expect(partly.answer.code).toBe(1);
    expect(await search(partly.token!)).toMatchObject({ code: accountCodes.accountPartlyFrozen, data: { contact } });

    await act('--lift', demo.email, '--reason', 'Invoice paid');
    expect((await search(partly.token!)).code).toBe(1);
    await act('--cancel', demo.email, '--reason', 'Asked to close the account');
    expect((await search(partly.token!)).code).toBe(401);
    expect((await loginAs()).answer).toMatchObject({ code: accountCodes.accountCancelled });

    await act('--lift', demo.email, '--reason', 'Appeal granted');
    const back = await loginAs();
    expect(back.answer.code).toBe(1);
    expect((await search(back.token!)).code).toBe(1);
    expect((await events(demo.email)).map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual([
      'registered>frozen', 'frozen>registered', 'registered>partly-frozen', 'partly-frozen>registered', 'registered>cancelled', 'cancelled>registered',
    ]);
  });
});
