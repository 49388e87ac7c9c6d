/**
 * How the suite talks to a server: fetch for ordinary calls, node:http for what fetch will not
 * send (duplicate header lines, any content type, raw bytes), and the operator API to read back
 * what was stored.
 */
import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeIn } from './smtp-sink.js';

// any: each call answers a data shape of its own; the checks say which fields they read.
export type Envelope = { code: number; data: any; msg: string };

export interface Answer {
  status: number;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: any;
  text: string;
  headers: Headers;
  ms: number;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One request; network failures and timeouts throw (the caller decides what a retry is). */
export async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text), text, headers: response.headers, ms: performance.now() - started };
}

export function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number' && 'data' in body && typeof (body as Envelope).msg === 'string';

/** The API's success codes: 1, and 0 / 200 for the calls whose spec says so. */
export const isSuccess = (answer: { status: number; body: any }) =>
  answer.status >= 200 && answer.status < 400 && (!isEnvelope(answer.body) || [0, 1, 200].includes(answer.body.code));

export interface RawRequest {
  method: string;
  path: string;
  /** A header given as an array is sent as that many header lines. */
  headers?: Record<string, string | string[]>;
  body?: Buffer | string;
  timeoutMs?: number;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

/** A request exactly as given (bytes, content type, repeated headers); no redirects followed. */
export function rawCall(base: string, spec: RawRequest): Promise<RawAnswer> {
  const url = new URL(spec.path, base);
  const body = spec.body === undefined ? undefined : Buffer.isBuffer(spec.body) ? spec.body : Buffer.from(spec.body, 'utf8');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method: spec.method,
      path: `${url.pathname}${url.search}`,
      headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...spec.headers },
      // Header values are not checked here: the point is to send what a browser would not.
      insecureHTTPParser: true,
      // A connection of its own: a server that closes after refusing one request must not show up as a reset of the next.
      agent: false,
      timeout: spec.timeoutMs ?? 15_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** GET on the operator API (plain JSON, Bearer token). */
export async function operatorGet<T>(base: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`operator ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface StoredSubmission {
  id: string;
  type: string;
  locale: string;
  email: string | null;
  createdAt: string;
  payload: Record<string, any>;
}

/** Every stored submission of these types (the operator API's list, as `npm run submissions` reads it). */
export async function storedSubmissions(base: string, token: string, types: string[]): Promise<StoredSubmission[]> {
  const lists = await Promise.all(types.map((type) => operatorGet<StoredSubmission[]>(base, token, `/operator/submissions?type=${encodeURIComponent(type)}`)));
  return lists.flat();
}

/** A new image captcha's id (its text is the server's TEST_CAPTCHA_TEXT). */
export async function newCaptcha(base: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await call(base, '/public/captcha', { headers });
  if (!isEnvelope(answer.body) || answer.body.code !== 1) throw new Error(`captcha: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.body.data.id as string;
}

/** The newest verification code e-mailed to this address (mails are .eml files in the outbox). */
export function codeFromOutbox(outboxDir: string, email: string): string | undefined {
  if (!existsSync(outboxDir)) return undefined;
  const name = email.replace(/[^A-Za-z0-9@.-]/g, '_');
  const files = readdirSync(outboxDir).filter((f) => f.endsWith(`-${name}.eml`)).sort();
  for (const file of files.reverse()) {
    const code = codeIn({ raw: readFileSync(join(outboxDir, file), 'utf8') });
    if (code) return code;
  }
  return undefined;
}
