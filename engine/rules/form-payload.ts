import type { PayloadEntry } from '../config/form-model.js';
import { fail, ok, type Failure, type Result } from '../config/result.js';

/**
 * A form's request body from its values, and back (config/forms.yaml payload:). The browser
 * builds the body; the server reads the values out of it again and checks them with the same
 * JSON Schema, so the mapping is written once for both sides.
 */

export type FormValues = Record<string, unknown>;

export interface PayloadContext {
  locale: string;
  captchaId?: string;
}

/** Without a mapping: the values, with captchaId and locale beside them, as one JSON object. */
const defaultMapping = (values: FormValues): Record<string, PayloadEntry> => ({
  ...Object.fromEntries(Object.keys(values).map((name) => [name, { field: name }])),
  captchaId: { captchaId: true },
  locale: { locale: true },
});

export function encodePayload(mapping: Record<string, PayloadEntry> | undefined, values: FormValues, ctx: PayloadContext): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(mapping ?? defaultMapping(values))) {
    if ('field' in entry) {
      if (values[entry.field] !== undefined) body[key] = values[entry.field];
    } else if ('json' in entry) {
      body[key] = JSON.stringify(Object.fromEntries(entry.json.filter((n) => values[n] !== undefined).map((n) => [n, values[n]])));
    } else if ('value' in entry) body[key] = entry.value;
    else if ('locale' in entry) body[key] = ctx.locale;
    else if (ctx.captchaId !== undefined) body[key] = ctx.captchaId;
  }
  return body;
}

/** A form-encoded body: every value as text (booleans and objects would not survive otherwise). */
export function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return params.toString();
}

/** A body's values, with the locale and captcha id it carries beside them. */
export interface DecodedBody {
  values: FormValues;
  locale?: string;
  captchaId?: string;
}

/** The field that makes a body unusable (a dotted path for a nested one), and what is wrong with it. */
export interface FieldProblem {
  field: string;
  problem: string;
}

export type DecodedPayload = Result<DecodedBody, FieldProblem>;

/**
 * The values a body carries. A field sent twice (the demo's e-mail is in formData and beside it)
 * must say the same both times; a constant must be the constant. With a mapping, keys outside it
 * are ignored (clients add cache busters), never stored.
 */
export function decodePayload(mapping: Record<string, PayloadEntry> | undefined, body: Record<string, unknown>): DecodedPayload {
  // Without a mapping every key but captchaId and locale is a field, so an unknown one reaches
  // the schema and is refused by name rather than silently dropped.
  const entries = mapping ?? defaultMapping(Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'captchaId' && key !== 'locale')));
  const values: FormValues = {};
  let locale: string | undefined;
  let captchaId: string | undefined;
  const put = (name: string, value: unknown, key: string): Failure<FieldProblem> | undefined => {
    if (value === undefined) return undefined;
    if (name in values && !sameValue(values[name], value)) return fail({ field: key, problem: `does not match ${name}` });
    values[name] = value;
    return undefined;
  };
  for (const [key, entry] of Object.entries(entries)) {
    const raw = body[key];
    let failure: Failure<FieldProblem> | undefined;
    if ('field' in entry) failure = put(entry.field, raw, key);
    else if ('json' in entry) {
      if (raw === undefined) continue;
      const parsed = parseObject(raw);
      if (!parsed) return fail({ field: key, problem: 'is not a JSON object' });
      for (const [name, value] of Object.entries(parsed)) {
        if (!entry.json.includes(name)) return fail({ field: `${key}.${name}`, problem: 'is not a field of this form' });
        failure ??= put(name, value, key);
      }
    } else if ('value' in entry) {
      if (raw !== entry.value) return fail({ field: key, problem: `must be ${entry.value}` });
    } else if ('locale' in entry) {
      // Named in the mapping, the locale is part of the call (spec 7: serviceName); the default
      // JSON body may leave it out and gets the site's first locale.
      if (mapping && typeof raw !== 'string') return fail({ field: key, problem: 'is missing' });
      locale = typeof raw === 'string' ? raw : undefined;
    }
    else captchaId = typeof raw === 'string' ? raw : undefined;
    if (failure) return failure;
  }
  return ok({ values, ...(locale !== undefined ? { locale } : {}), ...(captchaId !== undefined ? { captchaId } : {}) });
}

function parseObject(raw: unknown): Record<string, unknown> | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  // The demo's e-mail is compared as the server stores it: trimmed, case-insensitive.
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase();
  return JSON.stringify(a) === JSON.stringify(b);
}
