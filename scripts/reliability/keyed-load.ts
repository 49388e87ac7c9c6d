/**
 * Keyed submissions under load, as a careful client sends them: every submission has its own
 * Idempotency-Key and one body, and every try of it (a retry after a network error, a 5xx or a
 * 429, a double click, a try abandoned mid-flight) sends that same key and body, to the next
 * instance when there are several. Afterwards the operator API says what was stored, so "lost"
 * and "duplicated" are counted, not assumed.
 */
import { call, isEnvelope, newCaptcha, storedSubmissions, type Envelope } from './http-client.js';
import { sleep } from './child-processes.js';

export interface KeyedLoadOptions {
  /** The instances; try n of submission i goes to bases[(i + n) % length], so a retry fails over. */
  bases: string[];
  count: number;
  concurrency: number;
  /** Marks this run's rows (in the payload) and prefixes its keys. */
  runId: string;
  /** Share of submissions sent twice at once (a double click). */
  doubleRate: number;
  /** Share whose first try is abandoned after a few milliseconds, then retried. */
  abortRate: number;
  /** Share sent through the contact form (image captcha) instead of the debt claim (none). */
  contactRate: number;
  captchaText: string;
  /** A submission still unanswered after this long is given up (counted as unanswered). */
  giveUpAfterMs: number;
  seed: number;
  onProgress?: (done: number) => void;
}

export interface KeyedLoadResult {
  tried: number;
  /** key -> the id its success answer gave. */
  acked: Map<string, string>;
  refused: Map<string, Envelope>;
  unanswered: string[];
  requests: number;
  responses: number;
  status5xx: number;
  status429: number;
  networkErrors: number;
  /** Two tries of one key answered differently (two ids, or success and refusal). */
  disagreements: number;
  elapsedMs: number;
}

/** A small seeded generator: the same seed sends the same mix. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const keyPattern = /key=([A-Za-z0-9_.:-]+)/;
export const loadTypes = ['debt-claim', 'contact'];

interface Submission {
  index: number;
  key: string;
  path: string;
  body: Record<string, unknown>;
}

type Outcome = { kind: 'acked'; id: string } | { kind: 'refused'; answer: Envelope } | { kind: 'unanswered' };

export async function runKeyedLoad(options: KeyedLoadOptions): Promise<KeyedLoadResult> {
  const random = seededRandom(options.seed);
  const result: KeyedLoadResult = {
    tried: options.count, acked: new Map(), refused: new Map(), unanswered: [],
    requests: 0, responses: 0, status5xx: 0, status429: 0, networkErrors: 0, disagreements: 0, elapsedMs: 0,
  };
  // Drawn up front, so the mix does not depend on the order the workers take submissions in.
  const plans = Array.from({ length: options.count }, () => ({ contact: random() < options.contactRate, roll: random(), abortMs: 1 + Math.floor(random() * 15) }));
  const planOf = (index: number) => {
    const plan = plans[index];
    if (!plan) throw new Error(`keyed load: no plan for submission ${index}, only ${plans.length} drawn`);
    return plan;
  };
  const baseFor = (i: number, attempt: number) => {
    const base = options.bases[(i + attempt) % options.bases.length];
    if (base === undefined) throw new Error('keyed load: no base URL to send to');
    return base;
  };

  async function prepare(index: number): Promise<Submission | undefined> {
    const key = `${options.runId}-${index}`;
    const marker = `load ${options.runId} key=${key}`;
    if (!planOf(index).contact) {
      return {
        index, key, path: '/public/debt/claim',
        body: {
          creditor: { companyName: 'Reliability Ltd', contactName: 'Load Tester', contactEmail: 'load@example.com', phone: '+1 555 0100' },
          debtor: { companyName: 'Debtor Co', contactName: 'Ivan Petrov', debtValue: 'USD 1000', lastContactDetails: marker },
          locale: 'en',
        },
      };
    }
    const end = Date.now() + options.giveUpAfterMs;
    for (let attempt = 0; Date.now() < end; attempt++) {
      const base = baseFor(index, attempt);
      try {
        const captchaId = await newCaptcha(base);
        return {
          index, key, path: '/public/contact/us',
          body: { firstName: 'Load', lastName: 'Tester', email: 'load@example.com', subject: 'Reliability', message: marker, captchaId, captcha: options.captchaText, locale: 'en' },
        };
      } catch {
        await sleep(backoff(attempt));
      }
    }
    return undefined;
  }

  /** Tries one key until a business answer, or gives up; `lane` shifts which instance goes first. */
  async function lane(submission: Submission, lane: number, abortFirstAfterMs?: number): Promise<Outcome> {
    const end = Date.now() + options.giveUpAfterMs;
    for (let attempt = 0; Date.now() < end; attempt++) {
      const base = baseFor(submission.index + lane, attempt);
      result.requests++;
      try {
        const answer = await call(base, submission.path, {
          json: submission.body,
          headers: { 'idempotency-key': submission.key },
          timeoutMs: attempt === 0 && abortFirstAfterMs !== undefined ? abortFirstAfterMs : 10_000,
        });
        result.responses++;
        if (answer.status >= 500) result.status5xx++;
        if (answer.status === 429) result.status429++;
        if (answer.status === 200 && isEnvelope(answer.body)) {
          if (answer.body.code === 1) return { kind: 'acked', id: String(answer.body.data?.id) };
          return { kind: 'refused', answer: answer.body };
        }
      } catch {
        result.networkErrors++;
      }
      await sleep(backoff(attempt));
    }
    return { kind: 'unanswered' };
  }

  async function send(index: number): Promise<void> {
    const submission = await prepare(index);
    if (!submission) {
      result.unanswered.push(`${options.runId}-${index}`);
      return;
    }
    const plan = planOf(index);
    const double = plan.roll < options.doubleRate;
    const abort = !double && plan.roll < options.doubleRate + options.abortRate;
    const outcomes = double ? await Promise.all([lane(submission, 0), lane(submission, 1)]) : [await lane(submission, 0, abort ? plan.abortMs : undefined)];
    const acked = outcomes.filter((o): o is Extract<Outcome, { kind: 'acked' }> => o.kind === 'acked');
    const refused = outcomes.find((o): o is Extract<Outcome, { kind: 'refused' }> => o.kind === 'refused');
    if (new Set(acked.map((o) => o.id)).size > 1 || (acked.length > 0 && refused)) result.disagreements++;
    const [firstAck] = acked;
    if (firstAck) result.acked.set(submission.key, firstAck.id);
    else if (refused) result.refused.set(submission.key, refused.answer);
    else result.unanswered.push(submission.key);
  }

  const started = performance.now();
  let next = 0;
  let done = 0;
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.count) }, async () => {
    while (next < options.count) {
      const index = next++;
      await send(index);
      options.onProgress?.(++done);
    }
  }));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** 50 ms doubling to 2 s, with jitter so retries of many clients do not arrive together. */
function backoff(attempt: number): number {
  return Math.min(2_000, 50 * 2 ** attempt) * (0.5 + Math.random() / 2);
}

export interface StoredCheck {
  stored: number;
  /** Acknowledged keys with no row carrying the acknowledged id. */
  lost: number;
  /** Keys with more than one row. */
  duplicated: number;
  /** Rows of keys that were never acknowledged (stored, but the client was never told). */
  unacknowledged: number;
}

/** Reads this run's rows back through the operator API and compares them with what was acknowledged. */
export async function checkStored(base: string, operatorToken: string, runId: string, load: KeyedLoadResult): Promise<StoredCheck> {
  const rows = (await storedSubmissions(base, operatorToken, loadTypes))
    .map((row) => ({ id: row.id, key: String(row.payload.message ?? row.payload.debtor?.lastContactDetails ?? '').match(keyPattern)?.[1] }))
    .filter((row): row is { id: string; key: string } => row.key?.startsWith(`${runId}-`) === true);
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  let lost = 0;
  for (const [key, id] of load.acked) if (!(byKey.get(key) ?? []).includes(id)) lost++;
  return {
    stored: rows.length,
    lost,
    duplicated: [...byKey.values()].filter((ids) => ids.length > 1).length,
    unacknowledged: [...byKey.keys()].filter((key) => !load.acked.has(key)).length,
  };
}
