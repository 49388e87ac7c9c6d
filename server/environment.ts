import { isIP } from 'node:net';
import { fail, ok, type Result } from '../engine/config/result.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';
import { payPalSandboxApiBase, type PayPalSettings } from './payments/paypal-client.js';
import { parseSampleDataSetting, type SampleDataSetting } from './db/sample-data.js';

/**
 * Every environment variable the server reads, as one schema: what each may hold, its value when
 * unset (or empty), and how its text becomes a value. The server reads its environment once,
 * through readEnvironment, before it builds or opens anything: every wrong variable is reported at
 * once (name, value, what is wrong, what is allowed) and it exits 1. README lists the same.
 */

interface Variable<T> {
  /** What the variable may hold, told to whoever set it wrong. */
  allowed: string;
  /** Its value when unset or empty. */
  unset: T;
  parse(text: string): Result<T>;
  /** A secret: its value is never printed. */
  secret?: boolean;
}

function variable<T>(allowed: string, unset: T, parse: (text: string) => Result<T>, options: { secret?: boolean } = {}): Variable<T> {
  return { allowed, unset, parse, ...options };
}

const text = (allowed: string, accepts: (text: string) => boolean, problem: string, options: { secret?: boolean } = {}) =>
  variable<string | undefined>(allowed, undefined, (value) => (accepts(value) ? ok(value) : fail(problem)), options);

const path = (unset: string) =>
  variable<string>(`a folder, absolute or relative to the project (unset: ${unset})`, unset, (value) => (value.includes('\0') ? fail('holds a NUL character') : ok(value)));

function url(protocols: string[], allowed: string) {
  return variable<string | undefined>(allowed, undefined, (value) => {
    if (!URL.canParse(value)) return fail('is not a URL');
    const { protocol, hostname } = new URL(value);
    if (!protocols.includes(protocol)) return fail(`the scheme ${protocol.replace(/:$/, '')} is not ${protocols.map((p) => p.replace(/:$/, '')).join(' or ')}`);
    if (!hostname) return fail('names no host');
    return ok(value);
  });
}

const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const origin = /^https?:\/\/[^/\s]+$/;
const mailbox = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = {
  PORT: variable<number>('a port number from 0 to 65535 (0: any free port; unset: 8080)', 8080, (value) =>
    /^\d{1,5}$/.test(value) && Number(value) <= 65535 ? ok(Number(value)) : fail('is not a port number')),
  // Loopback unless said otherwise: `npm start` seeds demo accounts whose passwords the README
  // publishes, which must never be reachable from the network (decision 045).
  HOST: variable<string>('the address to listen on: an IP address or a host name, e.g. 0.0.0.0 (every IPv4 address: reachable from the network) or :: (unset: 127.0.0.1, this machine only)', '127.0.0.1', (value) =>
    isIP(value) || hostName.test(value) ? ok(value) : fail('is neither an IP address nor a host name')),
  DATA_DIR: path('data'),
  SITE_BUILD_DIR: path('build'),
  /** Read by engine/config (read-source-files.ts); checked here with the rest. */
  SITE_CONTENT_ROOT: path('the project'),
  LOG_LEVEL: variable<(typeof logLevels)[number]>(`one of ${logLevels.join(', ')} (unset: info)`, 'info', (value) =>
    (logLevels as readonly string[]).includes(value) ? ok(value as (typeof logLevels)[number]) : fail('is not a log level')),
  NODE_ENV: variable<string | undefined>('any name; production refuses the PayPal simulator and the TEST_ settings', undefined, (value) => ok(value)),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a PostgreSQL URL such as postgresql://user:password@db.internal:5432/site (unset: the embedded PGlite database under DATA_DIR)'),
  SEED_DEMO_ACCOUNTS: variable<boolean>('true or false (unset: false; the embedded database always has them)', false, (value) =>
    value === 'true' || value === 'false' ? ok(value === 'true') : fail('is neither true nor false')),
  /** The fictional sample shipment data loaded at start (server/db/sample-data.ts, decision 034). */
  SAMPLE_DATA: variable<SampleDataSetting>(
    'small (20 records per dataset, about 3,200), large (2,000 per dataset, about 320,000, for the bench), a number of records per dataset up to 100000, or none (load nothing and keep what is loaded) (unset: small)',
    'small',
    (value) => {
      const setting = parseSampleDataSetting(value);
      return setting === undefined ? fail('is not small, large, none or a number of records per dataset up to 100000') : ok(setting);
    },
  ),
  REDIS_URL: url(['redis:', 'rediss:'], 'a Redis URL such as redis://cache.internal:6379 (unset: rate limits counted in this process)'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an SMTP URL such as smtps://user:password@mail.example.com:465 (unset: e-mails written to DATA_DIR/outbox)'),
  MAIL_FROM: variable<string>('an e-mail address, or "Name <address>" (unset: no-reply@localhost)', 'no-reply@localhost', (value) =>
    mailbox.test(value) ? ok(value) : fail('is not an e-mail address')),
  TRUST_PROXY: variable<TrustProxy>('the addresses or CIDRs of your proxies, comma-separated, or loopback, or a hop count from 1 to 10 (unset: no proxy is trusted)', false, parseTrustProxy),
  COOKIE_DOMAIN: text('a domain name, e.g. example.com or .example.com (unset: the host of each request)', (value) => hostName.test(value.replace(/^\./, '')), 'is not a domain name'),
  OPERATOR_TOKEN: text('at least 32 characters without spaces, e.g. from openssl rand -base64 33 (unset: a random one per start on the embedded database, none on PostgreSQL)', (value) => /^\S{32,}$/.test(value), 'is shorter than 32 characters or has spaces', { secret: true }),
  SSO_TICKET_SECRET: text('at least 32 characters without spaces, the same on every API instance (unset: a random one per start on the embedded database; on PostgreSQL single sign-on refuses)', (value) => /^\S{32,}$/.test(value), 'is shorter than 32 characters or has spaces', { secret: true }),
  CORS_ORIGINS: variable<string[]>('origins separated by commas, e.g. https://www.example.com,https://example.com (unset: none)', [], (value) => {
    const origins = value.split(',').map((o) => o.trim()).filter(Boolean);
    const wrong = origins.filter((o) => !origin.test(o));
    return wrong.length ? fail(`${wrong.map((o) => `"${o}"`).join(', ')} is not an origin like https://www.example.com`) : ok(origins);
  }),
  /** The site's public origin for links and return addresses (server/site-origins.ts, decision 041). */
  SITE_ORIGIN: text('the origin visitors reach the site at, e.g. https://www.example.com: links in e-mails and payment return addresses use it (unset: config/site.yaml origin, or http://localhost:PORT when listening on a loopback address)',
    (value) => origin.test(value) && URL.canParse(value) && new URL(value).origin === value, 'is not an origin like https://www.example.com (a scheme and host, lower case, no path or trailing slash)'),
  PAYPAL_CLIENT_ID: text('the PayPal app\'s client id, set together with PAYPAL_CLIENT_SECRET (unset: the local simulator)', (value) => /^\S+$/.test(value), 'has spaces'),
  PAYPAL_CLIENT_SECRET: text('the PayPal app\'s secret, set together with PAYPAL_CLIENT_ID', (value) => /^\S+$/.test(value), 'has spaces', { secret: true }),
  PAYPAL_API_BASE: variable<string>(`an https URL such as ${payPalSandboxApiBase} or https://api-m.paypal.com (http only on localhost; unset: the sandbox)`, payPalSandboxApiBase, (value) => {
    const base = value.replace(/\/+$/, '');
    const parsed = URL.canParse(base) ? new URL(base) : undefined;
    const local = parsed && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
    return parsed && (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local)) ? ok(base) : fail('is not an https URL');
  }),
  TEST_CAPTCHA_TEXT: text('letters and digits, for automated tests only: every captcha shows this text (not with NODE_ENV=production)', (value) => /^[a-z0-9]{1,16}$/i.test(value), 'is not 1 to 16 letters and digits'),
  TEST_ORDER_NOTICE_CLOCK: text('1, for automated tests only: the operator may run the order notices\' sweep as at another time (POST /operator/order-notices {"at"}; not with NODE_ENV=production)', (value) => value === '1', 'is not 1'),
  TEST_RATE_LIMIT_FACTOR: variable<number>('a number of at least 1 that multiplies every per-client limit, for automated tests only (unset: 1; not with NODE_ENV=production)', 1, (value) =>
    /^\d+(\.\d+)?$/.test(value) && Number(value) >= 1 ? ok(Number(value)) : fail('is not a number of at least 1')),
};

export type EnvironmentName = keyof typeof schema;
export type Environment = { [Name in EnvironmentName]: (typeof schema)[Name]['unset'] };

export interface EnvironmentProblem {
  name: EnvironmentName;
  /** As set, or undefined when unset; a secret's is left out. */
  value: string | undefined;
  problem: string;
  allowed: string;
}

const names = Object.keys(schema) as EnvironmentName[];

/** The environment through the schema: every variable's value, or every problem at once. */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Result<Environment, EnvironmentProblem[]> {
  const problems: EnvironmentProblem[] = [];
  const values: Record<string, unknown> = {};
  const problemOf = (name: EnvironmentName, problem: string): EnvironmentProblem => ({
    name,
    value: (schema[name] as Variable<unknown>).secret ? undefined : env[name],
    problem,
    allowed: schema[name].allowed,
  });
  for (const name of names) {
    const spec = schema[name] as Variable<unknown>;
    const raw = env[name]?.trim();
    if (!raw) {
      values[name] = spec.unset;
      continue;
    }
    const parsed = spec.parse(raw);
    if (!parsed.ok) problems.push(problemOf(name, parsed.error));
    else values[name] = parsed.value;
  }
  const value = values as Environment;
  // Rules across variables, checked on the values that parsed.
  if (Boolean(env.PAYPAL_CLIENT_ID?.trim()) !== Boolean(env.PAYPAL_CLIENT_SECRET?.trim())) {
    const missing = env.PAYPAL_CLIENT_ID?.trim() ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID';
    const other = missing === 'PAYPAL_CLIENT_ID' ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID';
    problems.push(problemOf(missing, `is missing while ${other} is set: the two are set together or not at all`));
  }
  if (env.NODE_ENV?.trim() === 'production') {
    if (env.TEST_ORDER_NOTICE_CLOCK?.trim()) problems.push(problemOf('TEST_ORDER_NOTICE_CLOCK', 'is set with NODE_ENV=production: order notices would be sent as at another time'));
    if (env.TEST_CAPTCHA_TEXT?.trim()) problems.push(problemOf('TEST_CAPTCHA_TEXT', 'is set with NODE_ENV=production: a captcha everyone can read protects nothing'));
    if (typeof value.TEST_RATE_LIMIT_FACTOR === 'number' && value.TEST_RATE_LIMIT_FACTOR > 1) {
      problems.push(problemOf('TEST_RATE_LIMIT_FACTOR', 'is set with NODE_ENV=production: it lifts the limits that protect the server'));
    }
  }
  return problems.length ? fail(problems) : ok(value);
}

/** One line per problem: `PORT="80a": is not a port number. Allowed: ...`. */
export function describeProblems(problems: EnvironmentProblem[]): string {
  const lines = problems.map(({ name, value, problem, allowed }) => {
    const shown = value === undefined ? '' : `=${JSON.stringify(withoutPassword(value))}`;
    return `  ${name}${shown}: ${problem.replace(/\.$/, '')}.\n      Allowed: ${allowed}.`;
  });
  const count = problems.length === 1 ? 'an environment variable is' : `${problems.length} environment variables are`;
  return `The server did not start: ${count} wrong.\n${lines.join('\n')}`;
}

/** For server/main.ts: the environment, or every problem on stderr and exit 1 before anything starts. */
export function environmentOrExit(env: NodeJS.ProcessEnv = process.env): Environment {
  const result = readEnvironment(env);
  if (result.ok) return result.value;
  console.error(describeProblems(result.error));
  process.exit(1);
}

/**
 * One variable, read when it is needed (the log level of each app, the cookie domain of each
 * answer): tests change them between apps. Throws with the same message as at start when wrong.
 */
export function environmentValue<Name extends EnvironmentName>(name: Name, env: NodeJS.ProcessEnv = process.env): Environment[Name] {
  const raw = env[name]?.trim();
  if (!raw) return schema[name].unset as Environment[Name];
  const parsed = (schema[name] as Variable<unknown>).parse(raw);
  if (!parsed.ok) {
    throw new Error(describeProblems([{ name, value: (schema[name] as Variable<unknown>).secret ? undefined : env[name], problem: parsed.error, allowed: schema[name].allowed }]));
  }
  return parsed.value as Environment[Name];
}

/** PayPal's API and credentials, or undefined for the local simulator (both ids unset). */
export function payPalSettingsOf(environment: Environment): PayPalSettings | undefined {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_API_BASE: apiBase } = environment;
  return clientId && clientSecret ? { apiBase, clientId, clientSecret } : undefined;
}

/** A URL's password is a secret like any other. */
function withoutPassword(value: string): string {
  if (!URL.canParse(value)) return value;
  const parsed = new URL(value);
  if (!parsed.password) return value;
  parsed.password = '***';
  return parsed.toString();
}
