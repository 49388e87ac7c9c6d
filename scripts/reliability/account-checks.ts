/**
 * Part 6, the account security points: one code for a burst of requests, login time that does not
 * tell whether an account exists, registration calls that do not tell either, no cross-site login,
 * and a session cookie scripts cannot read. The demo accounts (seeded on the embedded database)
 * are the existing accounts; each is used for one purpose, so a lockout by one check does not
 * change another's answers.
 */
import { call, isEnvelope, type Answer } from './http-client.js';
import { sleep } from './child-processes.js';
import { timed, type PartRow } from './result-table.js';
import type { SmtpSink } from './smtp-sink.js';
import type { SuiteContext } from './suite-context.js';

/** 20 requests for one address at once: one code is issued, one mail sent. */
export async function concurrentCodeRequests(base: string, sink: SmtpSink, email: string, database: string): Promise<PartRow> {
  const answers = await Promise.all(Array.from({ length: 20 }, () => call(base, '/api/public/sendVerifyCode', { form: { email } })));
  await sleep(1_000); // mails go out after the answer
  const issued = answers.filter((a) => isEnvelope(a.body) && a.body.code === 1).length;
  const mails = sink.to(email).length;
  return {
    check: `20 concurrent code requests -> 1 code (${database})`,
    tried: answers.length, rejected: answers.length - issued, stored: issued,
    status5xx: answers.filter((a) => a.status >= 500).length,
    verdict: issued === 1 && mails === 1 ? 'pass' : 'fail',
    note: `${issued} answered with a code, ${mails} mails sent`,
  };
}

const login = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  call(base, '/console/user/login', { json: { email, password }, headers });
function median(values: number[]): number {
  const middle = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  if (middle === undefined) throw new Error('no times to take the median of');
  return middle;
}
const shape = (a: Answer) => `${a.status} ${isEnvelope(a.body) ? `${a.body.code} ${a.body.msg} ${JSON.stringify(a.body.data)}` : a.text.slice(0, 80)}`;

export async function accountChecks(context: SuiteContext, base: string, sink: SmtpSink): Promise<PartRow[]> {
  return [
    await timed(() => loginTiming(context, base)),
    await timed(() => registrationDoesNotTell(context, base, sink)),
    await timed(() => crossSiteLogin(base)),
    await timed(() => sessionCookie(base)),
  ];
}

/** Wrong passwords for existing and missing accounts, interleaved; the medians must be close. */
async function loginTiming(context: SuiteContext, base: string): Promise<PartRow> {
  // Each existing account twice: no per-account lockout can start and make its answers faster.
  const existing = ['sub@demo.example', 'ai-email@demo.example', 'oem@demo.example', 'tradeso@demo.example'] as const;
  await login(base, existing[0], 'warm-up-guess'); // the first hash pays for loading code
  const times: { existing: number[]; missing: number[] } = { existing: [], missing: [] };
  for (const [i, account] of [...existing, ...existing].entries()) {
    times.existing.push((await login(base, account, `wrong-${i}`)).ms);
    times.missing.push((await login(base, `nobody-${context.runId}-${i}@example.com`, `wrong-${i}`)).ms);
  }
  const [a, b] = [median(times.existing), median(times.missing)];
  const ratio = Math.max(a, b) / Math.max(Math.min(a, b), 0.1);
  // Generous: a shared machine is noisy; what matters is a hash for one and none for the other.
  const close = ratio <= 3 || Math.abs(a - b) < 20;
  return {
    check: 'login time: existing vs missing account',
    tried: 16,
    verdict: close ? 'pass' : 'fail',
    note: `median ${a.toFixed(0)} ms existing, ${b.toFixed(0)} ms missing (ratio ${ratio.toFixed(1)}, allowed 3 or < 20 ms apart)`,
  };
}

/** sendCode and register answer an address with an account exactly as one without. */
async function registrationDoesNotTell(context: SuiteContext, base: string, sink: SmtpSink): Promise<PartRow> {
  const existing = 'oem@demo.example';
  const missing = `new-${context.runId}@example.com`;
  const sendExisting = await call(base, '/console/user/register/sendCode', { json: { email: existing } });
  const sendMissing = await call(base, '/console/user/register/sendCode', { json: { email: missing } });
  const registerExisting = await call(base, '/console/user/register', { json: { email: existing, password: 'Some-password-2026', code: '000000' } });
  const registerMissing = await call(base, '/console/user/register', { json: { email: missing, password: 'Some-password-2026', code: '000000' } });
  await sleep(300);
  const sendSame = shape(sendExisting) === shape(sendMissing);
  const registerSame = shape(registerExisting) === shape(registerMissing);
  return {
    check: 'register / sendCode do not reveal an account',
    tried: 4,
    verdict: sendSame && registerSame ? 'pass' : 'fail',
    note: [
      sendSame ? 'sendCode answers alike' : `sendCode differs: "${shape(sendExisting)}" vs "${shape(sendMissing)}"`,
      registerSame ? 'register answers alike' : `register differs: "${shape(registerExisting)}" vs "${shape(registerMissing)}"`,
      `mails: ${sink.to(existing).length} to the existing address, ${sink.to(missing).length} to the new one`,
    ].join('; '),
  };
}

/** A login POST another site's page makes in the visitor's browser: refused, and no cookie. */
async function crossSiteLogin(base: string): Promise<PartRow> {
  const answer = await login(base, 'member@demo.example', 'Member-demo-2026', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  const loggedIn = isEnvelope(answer.body) && answer.body.code === 1;
  const cookies = answer.headers.getSetCookie();
  return {
    check: 'cross-site login POST refused, no cookie',
    tried: 1, rejected: loggedIn ? 0 : 1, status5xx: answer.status >= 500 ? 1 : 0,
    verdict: !loggedIn && cookies.length === 0 && answer.status < 500 ? 'pass' : 'fail',
    note: `${shape(answer).slice(0, 100)}; ${cookies.length} cookies set`,
  };
}

/** decision 014: ts-token HttpOnly, and the readable ts-session marker beside it. */
async function sessionCookie(base: string): Promise<PartRow> {
  const answer = await login(base, 'admin@demo.example', 'Admin-demo-2026');
  const cookies = answer.headers.getSetCookie();
  const token = cookies.find((c) => c.startsWith('ts-token='));
  const marker = cookies.find((c) => c.startsWith('ts-session='));
  const httpOnly = token !== undefined && /;\s*HttpOnly/i.test(token);
  const markerReadable = marker !== undefined && !/;\s*HttpOnly/i.test(marker);
  return {
    check: 'ts-token HttpOnly, ts-session marker present',
    tried: 1,
    verdict: httpOnly && markerReadable ? 'pass' : 'fail',
    note: [
      token ? `ts-token ${httpOnly ? 'HttpOnly' : 'readable by scripts'}` : `no ts-token cookie (${shape(answer).slice(0, 60)})`,
      marker ? `ts-session ${markerReadable ? 'present' : 'HttpOnly (the page cannot read it)'}` : 'no ts-session marker',
    ].join('; '),
  };
}
