/**
 * The server part 2 attacks: the real app (createApp) in this process over an in-memory PGlite,
 * so every table's row count can be read between two requests, and the log is kept. Limits are
 * raised out of the way (this part is about answers and storage, part 3 about limits). Also
 * the well-formed request of each route, with the captcha, code, order and sessions it needs.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createApp } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { createMailer } from '../../server/mail/mailer.js';
import { seedDemoAccounts } from '../../server/auth/seed-accounts.js';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files.js';
import { formatConfigError } from '../../engine/config/config-error.js';
import { call, codeFromOutbox, isEnvelope, newCaptcha } from './http-client.js';
import { waitScaled } from './machine-load.js';
import type { BaseRequest, Route } from './hostile-requests.js';

export interface HostileApp {
  app: FastifyInstance;
  base: string;
  database: Database;
  operatorToken: string;
  outboxDir: string;
  /** Every line the app logged. */
  log: string[];
  /** Row count of every table, by table. */
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

const unlimited = { max: 1_000_000_000, timeWindow: 60_000 };

export async function startHostileApp(dataDir: string, captchaText: string): Promise<HostileApp> {
  const model = loadSiteModelFromDisk();
  if (!model.ok) throw new Error(`the project config does not pass its check: ${model.error.slice(0, 2).map(formatConfigError).join(' | ')}`);
  const database = await openDatabase({ inMemory: true });
  await seedDemoAccounts(database.db);
  const log: string[] = [];
  const logStream = new Writable({ write(chunk, _encoding, done) { log.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
  const outboxDir = join(dataDir, 'outbox');
  const operatorToken = randomBytes(24).toString('base64url');
  const app = await createApp({
    database,
    mailer: createMailer({ outboxDir, from: 'no-reply@reliability.example', log: pino({ level: 'silent' }) }),
    model: model.value,
    logStream,
    operatorToken,
    fixedCaptchaText: captchaText,
    rateLimits: { codes: unlimited, forms: unlimited, login: unlimited, reads: unlimited },
    codePolicy: { perIpPerHour: 1_000_000_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const tables = await rows<{ table_name: string }>(database, `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const countQuery = tables.map((t) => `select '${t.table_name}' as name, count(*)::int as n from "${t.table_name}"`).join(' union all ');
  return {
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    database,
    operatorToken,
    outboxDir,
    log,
    counts: async () => Object.fromEntries((await rows<{ name: string; n: number }>(database, countQuery)).map((r) => [r.name, Number(r.n)])),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function rows<T>(database: Database, query: string): Promise<T[]> {
  // The PGlite and node-postgres drivers both answer { rows }.
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** What the well-formed requests need: an order, a PayPal order, sessions, tokens. */
export interface Setup {
  hostile: HostileApp;
  captchaText: string;
  memberToken: string;
  orderId: string;
  providerOrderId: string;
  simulatorToken: string;
  serial: number;
}

const simulatorBasic = `Basic ${Buffer.from('local-simulator:local-simulator-secret').toString('base64')}`;

export async function prepareSetup(hostile: HostileApp, captchaText: string): Promise<Setup> {
  const base = hostile.base;
  const login = await call(base, '/console/user/login', { json: { email: 'member@demo.example', password: 'Member-demo-2026' } });
  const memberToken = /ts-token=([^;,]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''; // the login's token is only in its cookie
  if (!memberToken) throw new Error(`setup login refused: ${login.text.slice(0, 200)}`);
  // The order a member places (a visitor's needs an e-mailed code, which some requests spend).
  const order = await call(base, '/pay/payment', { json: { ...memberOrder(), captchaId: await newCaptcha(base), captcha: captchaText }, headers: { 'ts-token': memberToken } });
  if (!isEnvelope(order.body) || order.body.code !== 1) throw new Error(`setup purchase refused: ${order.text.slice(0, 200)}`);
  const orderId = String(order.body.data.id);
  const paypal = await call(base, '/public/paypal', { json: { orderId, returnUrl: `${base}/en/payment/${orderId}` } });
  const token = await call(base, '/paypal-sandbox/v1/oauth2/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: simulatorBasic } });
  return {
    hostile, captchaText, orderId, memberToken,
    providerOrderId: String(paypal.body?.data?.providerOrderId ?? ''),
    simulatorToken: String(token.body?.access_token ?? ''),
    serial: 0,
  };
}

const memberOrder = () => ({ package: 'global-plus', term: '1-year', paymentMethod: 'paypal', agree: true, locale: 'en' });

/** A visitor's purchase proves its address with an e-mailed code where the server asks for one (issue 33). */
async function purchaseCode(hostile: HostileApp, email: string): Promise<Record<string, string>> {
  const sent = await call(hostile.base, '/pay/payment/sendCode', { json: { email, locale: 'en' } });
  if (!isEnvelope(sent.body) || sent.body.code !== 1) return {};
  // The mail is written after the answer: a moment later it is in the outbox.
  await waitScaled(() => codeFromOutbox(hostile.outboxDir, email) !== undefined, 5_000, 100);
  const code = codeFromOutbox(hostile.outboxDir, email);
  return code ? { code } : {};
}

const buyer = (email: string) => ({
  firstName: 'Mei', lastName: 'Chen', email, password: 'Harbour-2026 secret', package: 'global-plus', term: '1-year', paymentMethod: 'paypal', agree: true, locale: 'en',
});
const claim = () => ({
  creditor: { companyName: 'Creditor Ltd', contactName: 'Ann Lee', contactEmail: 'ann@example.com', phone: '+1 555 0100' },
  debtor: { companyName: 'Debtor Co', contactName: 'Ivan Petrov', lastContactDate: '2026-01-15', debtValue: 'USD 1000', lastContactDetails: 'Phone call' },
  locale: 'en',
});

/** The well-formed request of a route (a fresh captcha, code or address each time); {} for routes not listed. */
export async function baseRequest(route: Route, setup: Setup): Promise<BaseRequest> {
  const { hostile, captchaText } = setup;
  const base = hostile.base;
  const n = ++setup.serial;
  const email = `hostile-${n}-${Date.now()}@example.com`;
  const bearer = { authorization: `Bearer ${setup.simulatorToken}` };
  // In turn by the request's number: the right credential, none, a wrong one.
  const inTurn = (right: Record<string, string>, wrong: Record<string, string>): Record<string, string> => (n % 3 === 0 ? right : n % 3 === 1 ? {} : wrong);
  const operator = () => inTurn({ authorization: `Bearer ${hostile.operatorToken}` }, { authorization: 'Bearer wrong-token' });
  const session = () => inTurn({ 'ts-token': setup.memberToken }, { 'ts-token': 'not-a-session' });
  const captcha = async () => ({ captchaId: await newCaptcha(base), captcha: captchaText });
  switch (`${route.method} ${route.path}`) {
    case 'POST /api/public/sendVerifyCode': return { encoding: 'form', body: { email } };
    case 'POST /api/public/submittedForm': {
      await call(base, '/api/public/sendVerifyCode', { form: { email } });
      const formData = { name: 'Li Wei', company: 'Ningbo Lamps', job: 'Buyer', email, mobile: '+86 574 8800 1234', country: 'CN', interested: 'US', message: 'Hello' };
      return { encoding: 'form', body: { formData: JSON.stringify(formData), isCaptcha: 'true', email, captcha: codeFromOutbox(hostile.outboxDir, email) ?? '000000', serviceName: 'en' } };
    }
    case 'GET /api/public/dataSource/statistics': return { encoding: 'none', query: { dataSource: 'IMP_VN_CD_1' } };
    case 'POST /api/public/pageView': return { encoding: 'json', body: { url: 'https://www.example.com/en/products', title: 'Products', locale: 'en', referrer: '' } };
    case 'GET /api/list': return { encoding: 'none', query: { id: '154', page: '1', limit: '10', desc: 'false' } };
    case 'GET /auth/public/sso/getRedirectUrl': return { encoding: 'none', query: { redirect: 'https://oem.example/welcome', client: 'web', mode: '1' }, headers: session() };
    case 'POST /public/contact/us': return { encoding: 'json', body: { firstName: 'Ann', lastName: 'Lee', email, subject: 'Data', message: 'Hello', ...(await captcha()), locale: 'en' } };
    case 'POST /public/credit/enquiry': return { encoding: 'json', body: { service: 'existing-report', companyName: 'Acme', mobile: '+1 555 0100', country: 'US', ...(await captcha()), locale: 'en' } };
    case 'POST /public/debt/claim': return { encoding: 'json', body: claim() };
    case 'GET /public/payment': return { encoding: 'none', query: { id: setup.providerOrderId } };
    case 'GET /public/payment/:id': return { encoding: 'none', params: { id: setup.orderId } };
    case 'POST /public/paypal': return { encoding: 'json', body: { orderId: setup.orderId, returnUrl: `${base}/en/payment/${setup.orderId}` } };
    case 'POST /public/paypal/capture': return { encoding: 'json', body: { orderId: setup.orderId, providerOrderId: setup.providerOrderId } };
    case 'POST /pay/payment': return n % 2
      ? { encoding: 'json', body: { ...memberOrder(), ...(await captcha()) }, headers: session() }
      : { encoding: 'json', body: { ...buyer(email), ...(await purchaseCode(hostile, email)), ...(await captcha()) } };
    case 'POST /pay/payment/sendCode': return { encoding: 'json', body: { email, locale: 'en' } };
    case 'POST /console/user/password/sendCode': return { encoding: 'json', body: { email, locale: 'en' } };
    case 'POST /console/user/password/reset': return { encoding: 'json', body: { email, code: '000000', password: 'Another-password-2026', locale: 'en' } };
    case 'POST /paypal-sandbox/v1/oauth2/token': return { encoding: 'form', body: { grant_type: 'client_credentials' }, headers: { authorization: simulatorBasic } };
    case 'POST /paypal-sandbox/v2/checkout/orders': return {
      encoding: 'json', headers: bearer,
      body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '10.00' }, description: 'Package' }], payment_source: { paypal: { experience_context: { return_url: `${base}/en/payment/1`, cancel_url: `${base}/en/payment/1`, brand_name: 'Shop' } } } },
    };
    case 'GET /paypal-sandbox/v2/checkout/orders/:id': return { encoding: 'none', headers: bearer, params: { id: setup.providerOrderId } };
    case 'POST /paypal-sandbox/v2/checkout/orders/:id/capture': return { encoding: 'json', body: {}, headers: bearer, params: { id: setup.providerOrderId } };
    case 'GET /paypal-sandbox/checkoutnow': return { encoding: 'none', query: { token: setup.providerOrderId } };
    case 'POST /paypal-sandbox/checkoutnow': return { encoding: 'form', body: { token: setup.providerOrderId, choice: 'cancel' } };
    case 'GET /console/user/identity': return { encoding: 'none', headers: session() };
    case 'POST /console/user/login': return { encoding: 'json', body: { email: 'member@demo.example', password: 'Member-demo-2026' } };
    // Never the shared member session: logging it out would change every later request's answer.
    case 'POST /console/user/logout': return { encoding: 'none', headers: n % 2 ? { 'ts-token': 'not-a-session' } : {} };
    case 'POST /console/user/register': return { encoding: 'json', body: { email, password: 'Some-password-2026', code: '000000', nickname: 'Newcomer' } };
    case 'POST /console/user/register/sendCode': return { encoding: 'json', body: { email } };
    case 'GET /operator/submissions': return { encoding: 'none', query: { type: 'contact', since: '2026-01-01' }, headers: operator() };
    case 'PUT /operator/orders/:id/paid': return { encoding: 'json', body: { reference: 'MT103 test' }, headers: operator(), params: { id: setup.orderId } };
    case 'PUT /operator/dataset-figures': return { encoding: 'json', body: [{ dataSource: 'IMP_VN_CD_1', records: 10, firstMonth: '2020-01', latestMonth: '2026-01' }], headers: operator() };
    default:
      if (route.path.startsWith('/operator/')) return { encoding: 'none', headers: operator() };
      return route.method === 'GET' ? { encoding: 'none' } : { encoding: 'json', body: {} };
  }
}
