/**
 * Part 6, the security points that are answers of a running server: Idempotency-Key misuse, NUL
 * and lone surrogates (refused naming the field, never logged), a NUL in an e-mail address, and
 * (account-checks.ts) codes, login timing, account enumeration, cross-site login and the session
 * cookie. A connection trickling its headers runs beside them. The server logs at its default
 * level, as in production, so what it would log is what is searched.
 */
import { randomBytes } from 'node:crypto';
import { killServers, startServer, type ServerProcess } from './api-server-process.js';
import { sleep } from './child-processes.js';
import { call, isEnvelope, newCaptcha, parseJson, rawCall, storedSubmissions, type Answer } from './http-client.js';
import { accountChecks, concurrentCodeRequests } from './account-checks.js';
import { freshSchema, type FreshSchema } from './postgres-schema.js';
import { timed, type PartRow } from './result-table.js';
import { trickleHeaders } from './slow-connections.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { folderFor, type SuiteContext } from './suite-context.js';

const trickleBoundMs = 45_000;

export async function securityPart(context: SuiteContext): Promise<PartRow[]> {
  const sink = await startSmtpSink();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      name: 'security server', dataDir: folderFor(context, 'security'),
      env: { TEST_CAPTCHA_TEXT: context.captchaText, TEST_RATE_LIMIT_FACTOR: '100', SMTP_URL: sink.url, TRUST_PROXY: '127.0.0.1' },
    });
    const trickle = trickleHeaders(server.port, trickleBoundMs);
    const rows: PartRow[] = [
      ...(await timed(() => idempotencyChecks(context, server!))),
      ...(await timed(() => nulAndSurrogates(context, server!))),
      await timed(() => nulEmail(context, server!.base, sink)),
      await timed(() => concurrentCodeRequests(server!.base, sink, `code-burst-${context.runId}@example.com`, 'embedded')),
      await timed(() => postgresCodes(context, sink)),
      ...(await accountChecks(context, server.base, sink)),
    ];
    const trickled = await trickle;
    rows.push({
      check: 'connection trickling headers is closed',
      tried: 1,
      seconds: (trickled.closedAfterMs ?? trickleBoundMs) / 1000,
      verdict: trickled.closedAfterMs !== undefined ? 'pass' : 'fail',
      note: trickled.closedAfterMs !== undefined
        ? `closed after ${(trickled.closedAfterMs / 1000).toFixed(1)} s${trickled.answered ? ` (${trickled.answered})` : ''}`
        : `still open after ${trickleBoundMs / 1000} s of one header line a second`,
    });
    return rows;
  } finally {
    await killServers(server);
    await sink.close();
  }
}

const claim = (contactName: string, details: string) => ({
  creditor: { contactName, contactEmail: 'idem@example.com', phone: '+1 555 0100' },
  debtor: { companyName: 'Debtor Co', contactName: 'Ivan', debtValue: 'USD 5', lastContactDetails: details },
  locale: 'en',
});
const refusedWithout = (answer: Answer | { status: number; text: string; body?: any }, id: string) =>
  answer.status < 500 && !(isEnvelope(answer.body) && answer.body.code === 1) && !answer.text.includes(id);

async function idempotencyChecks(context: SuiteContext, server: ServerProcess): Promise<PartRow[]> {
  const base = server.base;
  const marker = `idem${context.runId}`;
  const key = `idem-${context.runId}-first`;
  const first = await call(base, '/public/debt/claim', { json: claim('First Body', `${marker} first`), headers: { 'idempotency-key': key } });
  if (!(isEnvelope(first.body) && first.body.code === 1)) {
    return [{ check: 'Idempotency-Key misuse', verdict: 'fail', note: `the first keyed submission was refused: ${first.status} ${first.text.slice(0, 120)}` }];
  }
  const id = String(first.body.data.id);
  const otherBody = await call(base, '/public/debt/claim', { json: claim('Second Body', `${marker} other-body`), headers: { 'idempotency-key': key } });
  const otherEndpoint = await call(base, '/public/contact/us', {
    json: { firstName: 'Idem', lastName: 'Tester', email: 'idem@example.com', subject: 'Key reuse', message: `${marker} other-endpoint`, captchaId: await newCaptcha(base), captcha: context.captchaText, locale: 'en' },
    headers: { 'idempotency-key': key },
  });
  const unusableKeys = ['short', 'has spaces in it', 'x'.repeat(200), 'cl\u00e9-non-ascii-key', ''];
  const unusable = [];
  for (const [i, badKey] of unusableKeys.entries()) {
    unusable.push(await rawCall(base, { method: 'POST', path: '/public/debt/claim', headers: { 'content-type': 'application/json', 'idempotency-key': badKey }, body: JSON.stringify(claim('Bad Key', `${marker} unusable-${i}`)) }));
  }
  // Two header lines with two keys: which one would count?
  unusable.push(await rawCall(base, { method: 'POST', path: '/public/debt/claim', headers: { 'content-type': 'application/json', 'idempotency-key': [`idem-${context.runId}-a`, `idem-${context.runId}-b`] }, body: JSON.stringify(claim('Bad Key', `${marker} unusable-duplicate`)) }));
  const stored = (await storedSubmissions(base, server.operatorToken(), ['debt-claim', 'contact'])).map((row) => JSON.stringify(row.payload));
  const storedWith = (label: string) => stored.filter((payload) => payload.includes(`${marker} ${label}`)).length;
  const unusableRefused = unusable.filter((answer) => refusedWithout({ ...answer, body: parseJson(answer.text) }, id)).length;
  const unusableStored = stored.filter((payload) => payload.includes(`${marker} unusable-`)).length;
  const describe = (answer: { status: number; text: string }) => `${answer.status} ${answer.text.slice(0, 90)}`;
  return [
    {
      check: 'Idempotency-Key reused with another body',
      tried: 1, stored: storedWith('other-body'),
      verdict: refusedWithout(otherBody, id) && storedWith('other-body') === 0 ? 'pass' : 'fail',
      note: refusedWithout(otherBody, id) ? `refused: ${describe(otherBody)}` : `answered with the first submission: ${describe(otherBody)}`,
    },
    {
      check: 'Idempotency-Key reused on another endpoint',
      tried: 1, stored: storedWith('other-endpoint'),
      verdict: refusedWithout(otherEndpoint, id) && storedWith('other-endpoint') === 0 ? 'pass' : 'fail',
      note: refusedWithout(otherEndpoint, id) ? `refused: ${describe(otherEndpoint)}` : `answered with the first submission's id: ${describe(otherEndpoint)}`,
    },
    {
      check: 'unusable Idempotency-Key refused',
      tried: unusable.length, rejected: unusableRefused, stored: unusableStored,
      status5xx: unusable.filter((a) => a.status >= 500).length,
      verdict: unusableRefused === unusable.length && unusableStored === 0 ? 'pass' : 'fail',
      note: `too short, spaces, 200 characters, non-ASCII, empty, two header lines: ${unusable.map((a) => (refusedWithout({ ...a, body: parseJson(a.text) }, id) ? 'refused' : 'accepted')).join(', ')}`,
    },
  ];
}

/** NUL bytes and lone surrogates in JSON and form bodies: 10001 naming the field, and never in the log. */
async function nulAndSurrogates(context: SuiteContext, server: ServerProcess): Promise<PartRow[]> {
  const base = server.base;
  const marker = `NULMARK${context.runId}`;
  const debtor = { companyName: 'Debtor Co', contactName: 'Ivan', debtValue: 'USD 5', lastContactDetails: 'none' };
  const creditor = { contactName: 'Ann', contactEmail: 'ann@example.com', phone: '+1 555 0100' };
  const demo = { name: `${marker}\u0000Li`, company: 'Ningbo Lamps', job: 'Buyer', email: 'li@example.com', mobile: '+86 574 8800 1234', country: 'CN', interested: 'US' };
  const cases: Array<{ name: string; field: string; send: () => Promise<Answer> }> = [
    { name: 'NUL in a JSON form field', field: 'debtor.companyName', send: () => call(base, '/public/debt/claim', { json: { creditor, debtor: { ...debtor, companyName: `${marker}a\u0000b` } } }) },
    { name: 'lone surrogate in a JSON form field', field: 'creditor.contactName', send: () => call(base, '/public/debt/claim', { json: { creditor: { ...creditor, contactName: `${marker}\ud800x` }, debtor } }) },
    { name: 'NUL in a captcha form', field: 'message', send: async () => call(base, '/public/contact/us', { json: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', subject: 'Hi', message: `${marker}\u0000`, captchaId: await newCaptcha(base), captcha: context.captchaText } }) },
    { name: 'NUL in form-encoded formData', field: 'name', send: () => call(base, '/api/public/submittedForm', { form: { formData: JSON.stringify(demo), isCaptcha: 'true', email: demo.email, captcha: '123456', serviceName: 'en' } }) },
    { name: 'NUL in the login e-mail', field: 'email', send: () => call(base, '/console/user/login', { json: { email: `${marker}\u0000@example.com`, password: 'whatever-123' } }) },
    { name: 'lone surrogate in a page view title', field: 'title', send: () => call(base, '/api/public/pageView', { json: { url: 'https://www.example.com/en', title: `${marker}\udc00`, locale: 'en' } }) },
  ];
  const outcomes = [];
  for (const c of cases) {
    const answer = await c.send();
    const ok = answer.status === 200 && isEnvelope(answer.body) && answer.body.code === 10001 && answer.body.data?.field === c.field;
    outcomes.push({ ...c, answer, ok });
  }
  await sleep(500); // whatever the server logs about them is written by now
  const logged = [...server.stdout.all(), ...server.stderr.all()].filter((line) => line.includes(marker));
  const [firstLogged] = logged;
  const wrong = outcomes.filter((o) => !o.ok);
  return [
    {
      check: 'NUL / lone surrogate -> 10001 naming the field',
      tried: outcomes.length, rejected: outcomes.filter((o) => o.ok).length,
      status5xx: outcomes.filter((o) => o.answer.status >= 500).length,
      verdict: wrong.length === 0 ? 'pass' : 'fail',
      note: wrong.length === 0 ? 'every case refused with its field' : wrong.map((o) => `${o.name}: ${o.answer.status} ${isEnvelope(o.answer.body) ? `${o.answer.body.code} field ${o.answer.body.data?.field}` : o.answer.text.slice(0, 40)} (want ${o.field})`).join('; '),
    },
    {
      check: 'refused NUL / surrogate values never logged',
      tried: outcomes.length,
      verdict: logged.length === 0 ? 'pass' : 'fail',
      note: firstLogged === undefined ? 'marker absent from stdout and stderr' : `${logged.length} log lines carry the submitted value, e.g. ${firstLogged.slice(0, 120)}`,
    },
  ];
}

/** "a\u0000@example.com" is no address: every call that takes one refuses it and mails nothing. */
async function nulEmail(context: SuiteContext, base: string, sink: SmtpSink): Promise<PartRow> {
  const email = 'a\u0000@example.com';
  const mailsBefore = sink.mails.length;
  const answers = [
    await call(base, '/api/public/sendVerifyCode', { form: { email } }),
    await call(base, '/console/user/register/sendCode', { json: { email } }),
    await call(base, '/public/contact/us', { json: { firstName: 'A', lastName: 'B', email, subject: 'S', message: 'M', captchaId: await newCaptcha(base), captcha: context.captchaText } }),
  ];
  await sleep(300);
  const mailed = sink.mails.length - mailsBefore;
  const refused = answers.filter((a) => a.status < 500 && !(isEnvelope(a.body) && a.body.code === 1));
  return {
    check: 'e-mail "a\\u0000@example.com" refused',
    tried: answers.length, rejected: refused.length, status5xx: answers.filter((a) => a.status >= 500).length,
    verdict: refused.length === answers.length && mailed === 0 ? 'pass' : 'fail',
    note: `send code, register code, contact form: ${answers.map((a) => `${a.status}/${isEnvelope(a.body) ? a.body.code : '?'}`).join(', ')}; ${mailed} mails sent`,
  };
}

async function postgresCodes(context: SuiteContext, sink: SmtpSink): Promise<PartRow> {
  const check = '20 concurrent code requests -> 1 code (PostgreSQL)';
  if (!context.postgresUrl) return { check, verdict: 'skip', note: 'skipped (no TEST_DATABASE_URL)' };
  let schema: FreshSchema | undefined;
  let server: ServerProcess | undefined;
  try {
    schema = await freshSchema(context.postgresUrl, 'codes');
    server = await startServer({ name: 'postgres code server', dataDir: folderFor(context, 'codes-pg'), env: { DATABASE_URL: schema.url, SMTP_URL: sink.url, OPERATOR_TOKEN: randomBytes(24).toString('base64url'), LOG_LEVEL: 'warn' } });
    return await concurrentCodeRequests(server.base, sink, `code-burst-pg-${context.runId}@example.com`, 'PostgreSQL');
  } finally {
    await killServers(server);
    await schema?.drop();
  }
}
