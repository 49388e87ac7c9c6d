import { parseDecimalString } from '../../engine/config/money.js';
import { fail, ok, type Result } from '../../engine/config/result.js';
import type { SandboxAmount, SandboxExperience, SandboxPurchaseUnit } from './paypal-sandbox-types.js';

/**
 * Checks a create-order body the way PayPal's Orders v2 API does, for the subset the simulator
 * supports (intent CAPTURE, one purchase unit, a PayPal wallet payment source). A mistake is
 * answered with PayPal's error shape (field, issue), so the adapter meets the same errors here as
 * against the real sandbox.
 */

export interface InvalidField {
  status: 400 | 422;
  field: string;
  issue: string;
  description: string;
}

export interface CreateRequest {
  unit: SandboxPurchaseUnit;
  experience: SandboxExperience;
}

/** A property of a parsed JSON value, or undefined: request bodies are not trusted to be objects. */
export const property = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

const missing = (field: string): InvalidField => ({ status: 400, field, issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field is missing.' });
const invalid = (field: string, description: string, issue = 'INVALID_PARAMETER_VALUE', status: 400 | 422 = 400): InvalidField => ({ status, field, issue, description });

export function readCreateRequest(body: unknown): Result<CreateRequest, InvalidField> {
  const intent = property(body, 'intent');
  if (intent === undefined) return fail(missing('/intent'));
  if (intent !== 'CAPTURE') return fail(invalid('/intent', 'The simulator supports intent CAPTURE only.'));

  const units = property(body, 'purchase_units');
  if (!Array.isArray(units) || units.length === 0) return fail(missing('/purchase_units'));
  if (units.length > 1) return fail(invalid('/purchase_units', 'The simulator supports one purchase unit.', 'INVALID_ARRAY_MAX_ITEMS'));
  const unit: unknown = units[0];

  const amount = readAmount(property(unit, 'amount'));
  if (!amount.ok) return amount;
  const texts: Record<string, string> = {};
  for (const [key, max] of [['reference_id', 256], ['custom_id', 127], ['description', 127]] as const) {
    const value = property(unit, key);
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length === 0 || [...value].length > max) {
      return fail(invalid(`/purchase_units/@reference_id=='default'/${key}`, `A text of 1 to ${max} characters.`, 'INVALID_STRING_LENGTH'));
    }
    texts[key] = value;
  }

  const context = property(property(property(body, 'payment_source'), 'paypal'), 'experience_context');
  const experience: SandboxExperience = { return_url: '', cancel_url: '' };
  for (const key of ['return_url', 'cancel_url'] as const) {
    const field = `/payment_source/paypal/experience_context/${key}`;
    const value = property(context, key);
    if (value === undefined) return fail(missing(field));
    if (typeof value !== 'string' || !isWebUrl(value)) return fail(invalid(field, 'An absolute http or https URL.'));
    experience[key] = value;
  }
  const brand = property(context, 'brand_name');
  if (brand !== undefined) {
    if (typeof brand !== 'string' || brand.length === 0 || [...brand].length > 127) return fail(invalid('/payment_source/paypal/experience_context/brand_name', 'A text of 1 to 127 characters.', 'INVALID_STRING_LENGTH'));
    experience.brand_name = brand;
  }
  const locale = property(context, 'locale');
  if (locale !== undefined) {
    if (typeof locale !== 'string' || !/^[a-z]{2}(-[A-Za-z0-9]{2,4})*$/.test(locale)) return fail(invalid('/payment_source/paypal/experience_context/locale', 'A BCP 47 language tag such as en-US.', 'INVALID_PARAMETER_SYNTAX'));
    experience.locale = locale;
  }
  return ok({ unit: { ...texts, amount: amount.value }, experience });
}

function readAmount(amount: unknown): Result<SandboxAmount, InvalidField> {
  const base = "/purchase_units/@reference_id=='default'/amount";
  const currency = property(amount, 'currency_code');
  const value = property(amount, 'value');
  if (currency === undefined) return fail(missing(`${base}/currency_code`));
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return fail(invalid(`${base}/currency_code`, 'A three-letter ISO 4217 code.'));
  if (value === undefined) return fail(missing(`${base}/value`));
  if (typeof value !== 'string') return fail(invalid(`${base}/value`, 'A decimal string such as "100.00".', 'INVALID_PARAMETER_SYNTAX'));
  const minor = parseDecimalString(value, currency);
  if (!minor.ok) {
    const tooPrecise = /^\d+\.\d+$/.test(value);
    return fail(tooPrecise ? invalid(`${base}/value`, `More decimals than ${currency} has.`, 'DECIMAL_PRECISION', 422) : invalid(`${base}/value`, 'A decimal string such as "100.00".', 'INVALID_PARAMETER_SYNTAX'));
  }
  if (minor.value <= 0) return fail(invalid(`${base}/value`, 'The amount must be above zero.', 'CANNOT_BE_ZERO_OR_NEGATIVE', 422));
  return ok({ currency_code: currency, value });
}

export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
