/**
 * Part 2, the other side of refusing bad input: any valid text (CJK, Cyrillic, emoji, combining
 * marks, right-to-left, "<script>", SQL) submitted through a form is stored exactly as sent and
 * read back so through the operator API, and wherever the server renders text (the e-mails it
 * writes, the PayPal simulator's page) markup appears escaped, never as markup.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { call, isEnvelope, newCaptcha, storedSubmissions } from './http-client.js';
import type { HostileApp } from './hostile-app.js';
import { timed, type PartRow } from './result-table.js';
import { sized, type SuiteContext } from './suite-context.js';

const samples = [
  '<script>alert("x")</script>', '"><img src=x onerror=alert(1)>', "Robert'); DROP TABLE submissions;--", '中文：海关数据与提单', 'Проверка связи',
  '😀👩‍💻🚢🇨🇳', 'e\u0301 n\u0303 a\u030a', 'مرحبا بالعالم', 'שלום', '\u202Eright-to-left\u202C', 'zero\u200bwidth', 'Ⅻ ¼ ﬁ', '𝕳𝖊𝖑𝖑𝖔', 'a & b < c > d " e \' f',
];

/** Valid text: no control character except a line feed, no lone surrogate (fast-check's binary unit makes none). */
const validText = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...samples) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...samples), { minLength: 2, maxLength: 4 }).map((parts) => parts.join('\n')) },
).map((text) => text.replace(/[\p{Cc}]/gu, (c) => (c === '\n' ? c : '')));

/** `rt-<run>-<n>.<field>:<text>:end`, cut to the field's length in code points (as ajv counts). */
function fieldValue(tag: string, field: string, text: string, maxLength: number): string {
  const head = `${tag}.${field}:`;
  const room = maxLength - [...head].length - 4;
  return `${head}${[...text].slice(0, room).join('')}:end`;
}

export async function roundTripChecks(context: SuiteContext, hostile: HostileApp): Promise<PartRow[]> {
  const base = hostile.base;
  const count = sized(context, 150, 30);
  const texts = fc.sample(validText, { numRuns: count * 6, seed: context.seed + 1 });
  const sent = new Map<string, { type: string; values: Record<string, string> }>();
  let refused = 0;
  const refusals: string[] = [];
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const tag = `rt-${context.runId}-${n}`;
    const t = (i: number) => {
      const text = texts[n * 6 + i];
      if (text === undefined) throw new Error(`round trip: ${texts.length} texts sampled, too few for submission ${n}`);
      return text;
    };
    if (n % 2 === 0) {
      const values = {
        'creditor.companyName': fieldValue(tag, 'cc', t(0), 200), 'creditor.contactName': fieldValue(tag, 'cn', t(1), 100),
        'debtor.companyName': fieldValue(tag, 'dc', t(2), 200), 'debtor.contactName': fieldValue(tag, 'dn', t(3), 100),
        'debtor.debtValue': fieldValue(tag, 'dv', t(4), 60), 'debtor.lastContactDetails': fieldValue(tag, 'dl', t(5), 5000),
      };
      sent.set(tag, { type: 'debt-claim', values });
      const answer = await call(base, '/public/debt/claim', { json: {
        creditor: { companyName: values['creditor.companyName'], contactName: values['creditor.contactName'], contactEmail: 'rt@example.com', phone: '+1 555 0100' },
        debtor: { companyName: values['debtor.companyName'], contactName: values['debtor.contactName'], debtValue: values['debtor.debtValue'], lastContactDetails: values['debtor.lastContactDetails'] },
        locale: 'en',
      } });
      if (!(isEnvelope(answer.body) && answer.body.code === 1)) {
        refused++;
        refusals.push(`${answer.status} ${answer.text.slice(0, 80)}`);
      }
    } else {
      const values = { firstName: fieldValue(tag, 'fn', t(0), 60), lastName: fieldValue(tag, 'ln', t(1), 60), subject: fieldValue(tag, 'sj', t(2), 200), message: fieldValue(tag, 'ms', `${t(3)}\n${t(4)}`, 5000) };
      sent.set(tag, { type: 'contact', values });
      const answer = await call(base, '/public/contact/us', { json: { ...values, email: 'rt@example.com', captchaId: await newCaptcha(base), captcha: context.captchaText, locale: 'en' } });
      if (!(isEnvelope(answer.body) && answer.body.code === 1)) {
        refused++;
        refusals.push(`${answer.status} ${answer.text.slice(0, 80)}`);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;

  const stored = await storedSubmissions(base, hostile.operatorToken, ['debt-claim', 'contact']);
  const read = (payload: Record<string, any>, path: string) => path.split('.').reduce<any>((node, key) => node?.[key], payload);
  let found = 0;
  let mismatched = 0;
  const mismatches: string[] = [];
  for (const [tag, submission] of sent) {
    const row = stored.find((r) => r.type === submission.type && Object.keys(submission.values).some((path) => String(read(r.payload, path) ?? '').startsWith(`${tag}.`)));
    if (!row) continue;
    found++;
    const wrong = Object.entries(submission.values).filter(([path, value]) => read(row.payload, path) !== value);
    const [firstWrong] = wrong;
    if (firstWrong) {
      mismatched++;
      const [path, value] = firstWrong;
      if (mismatches.length < 3) mismatches.push(`${path}: sent ${JSON.stringify(value).slice(0, 50)} read ${JSON.stringify(read(row.payload, path)).slice(0, 50)}`);
    }
  }
  const lost = count - refused - found;
  return [
    {
      check: 'valid text round-trips exactly',
      // Text stored changed is text lost: counted with the rows that never arrived.
      tried: count, rejected: refused, stored: found, lost: lost + mismatched,
      perSecond: count / seconds,
      seconds,
      verdict: refused === 0 && lost === 0 && mismatched === 0 ? 'pass' : 'fail',
      note: [`${lost} not stored, ${mismatched} stored but changed`, ...refusals.slice(0, 2).map((r) => `refused: ${r}`), ...mismatches].join('; '),
    },
    await timed(() => renderedEscaped(context, hostile)),
  ];
}

/** The e-mails written and the PayPal simulator's page show markup as text. */
async function renderedEscaped(context: SuiteContext, hostile: HostileApp): Promise<PartRow> {
  const mails = existsSync(hostile.outboxDir) ? readdirSync(hostile.outboxDir).filter((f) => f.endsWith('.eml')) : [];
  let htmlParts = 0;
  let rawMarkup = 0;
  for (const file of mails) {
    for (const part of mimeParts(readFileSync(join(hostile.outboxDir, file), 'utf8'))) {
      if (!/^content-type:\s*text\/html/im.test(part.headers)) continue;
      htmlParts++;
      if (/<script|<img[^>]+onerror/i.test(part.body)) rawMarkup++;
    }
  }

  const marker = `rt-${context.runId}`;
  const token = await call(hostile.base, '/paypal-sandbox/v1/oauth2/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: `Basic ${Buffer.from('local-simulator:local-simulator-secret').toString('base64')}` } });
  const order = await call(hostile.base, '/paypal-sandbox/v2/checkout/orders', {
    json: {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '10.00' }, description: `<script>alert("${marker}")</script>` }],
      payment_source: { paypal: { experience_context: { return_url: `${hostile.base}/en/payment/1`, cancel_url: `${hostile.base}/en/payment/1`, brand_name: '<img src=x onerror=alert(1)>' } } },
    },
    headers: { authorization: `Bearer ${token.body?.access_token}` },
  });
  const page = await call(hostile.base, `/paypal-sandbox/checkoutnow?token=${order.body?.id}`);
  const pageEscaped = page.status === 200 && !page.text.includes(`<script>alert("${marker}")`) && !page.text.includes('<img src=x') && page.text.includes('&lt;script&gt;');
  return {
    check: 'markup rendered escaped (e-mails, PayPal page)',
    tried: mails.length + 1,
    verdict: rawMarkup === 0 && pageEscaped ? 'pass' : 'fail',
    note: `${mails.length} e-mails read: ${htmlParts} HTML parts, ${rawMarkup} with live markup; simulator page ${page.status}: ${pageEscaped ? 'markup escaped' : 'markup NOT escaped or page missing'}`,
  };
}

/** The parts of a MIME message (a single-part message is one part), bodies decoded. */
function mimeParts(raw: string): Array<{ headers: string; body: string }> {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/); // split answers at least one part
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return [{ headers, body: decode(headers, body) }];
  return body.split(`--${boundary}`).slice(1).filter((p) => !p.startsWith('--')).flatMap((p) => mimeParts(p.replace(/^\r?\n/, '')));
}

function decode(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  return body;
}
