/**
 * The API figures: autocannon against a form submission and the identity call of the real server,
 * and against a bare Fastify hello-world started beside it in the same run, on 127.0.0.1. The
 * figures that matter are the ratios (our requests per second over hello-world's), since both
 * share this machine with autocannon itself.
 */
import type { AutocannonResult, LoadTools } from './bench-tools.js';

export const loadSettings = { connections: 10, durationSeconds: 10, warmupSeconds: 2 };

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface LoadTarget {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function loadTest(tools: LoadTools, target: LoadTarget): Promise<LoadFigures> {
  const result: AutocannonResult = await tools.autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: loadSettings.connections,
    duration: loadSettings.durationSeconds,
    warmup: { connections: loadSettings.connections, duration: loadSettings.warmupSeconds },
  });
  return {
    label: target.label,
    // Only successful answers count: a refused or failed request is not throughput.
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A valid debt claim (schemas/forms/debt-claim.schema.json): the one public form without a captcha or e-mailed code. */
export const debtClaimBody = JSON.stringify({
  creditor: { companyName: 'Bench Exports Ltd', contactName: 'Bench Creditor', contactEmail: 'bench.creditor@example.com', phone: '+44 20 7946 0000' },
  debtor: { companyName: 'Bench Imports GmbH', contactName: 'Bench Debtor', debtValue: 'USD 12,500', lastContactDetails: 'Invoice 2026-118, reminder sent by e-mail' },
  locale: 'en',
});

/**
 * Sends one request and checks the business answer (HTTP 200 carries errors too, spec 8), so the
 * load never measures a refusal by mistake.
 */
export async function expectSuccess(url: string, init: RequestInit): Promise<{ code: number; data: unknown }> {
  const response = await fetch(url, init);
  const answer = (await response.json()) as { code: number; data: unknown; msg: string };
  if (response.status !== 200 || answer.code !== 1) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}, ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}
