import { fail, ok, type Result } from './result.js';

/**
 * Money as integer minor units (cents), never as a floating-point amount: config prices are
 * turned into minor units once, orders store minor units, and the payment provider gets and gives
 * decimal strings that are converted by text, not by arithmetic on fractions.
 */

/** How many decimals a currency's minor unit has (USD 2, JPY 0), as ICU knows it. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A price written in config (899, 12.5) as minor units. Refused when it has more decimals than the
 * currency allows, so 9.999 USD is a config error rather than a silently rounded charge.
 */
export function toMinorUnits(price: number, currency: string): Result<number> {
  if (!Number.isFinite(price) || price <= 0) return fail(`a price must be a number above 0, got ${price}`);
  const digits = currencyDigits(currency);
  // The shortest decimal text of the number is exactly what was written in the YAML file.
  const [whole, fraction = ''] = String(price).split('.');
  if (String(price).includes('e')) return fail(`${price} is not a price that can be charged`);
  if (fraction.length > digits) return fail(`${price} has more decimals than ${currency} allows (${digits})`);
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return fail(`${price} is too large to be charged`);
  return ok(minor);
}

/** Minor units as the decimal text payment providers use: 299900 USD -> "2999.00", 500 JPY -> "500". */
export function decimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`an amount in minor units must be a whole number of at least 0, got ${minor}`);
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A provider's decimal text back into minor units ("2999.00" -> 299900); anything else is refused. */
export function parseDecimalString(value: string, currency: string): Result<number> {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value);
  if (!match) return fail(`"${value}" is not an amount`);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return fail(`"${value}" has more decimals than ${currency} allows (${digits})`);
  return ok(Number(match[1] + fraction.padEnd(digits, '0')));
}

/**
 * How a price reads in a locale: `code` (USD 899 in English, 899 USD in Russian) or `name`
 * (899美元 in Chinese). Whole amounts show no decimals. Formatted from the decimal text, so the
 * amount shown is exactly the amount charged.
 */
export type PriceDisplay = 'code' | 'name';

export function formatMoney(minor: number, currency: string, htmlLang: string, display: PriceDisplay): string {
  const digits = currencyDigits(currency);
  const whole = minor % 10 ** digits === 0;
  const format = new Intl.NumberFormat(htmlLang, {
    style: 'currency', currency, currencyDisplay: display,
    minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: whole ? 0 : digits,
  });
  return format.format(decimalString(minor, currency) as Intl.StringNumericLiteral);
}

/** A count or amount without currency, grouped as the locale writes numbers (5,699; 5 699). */
export function formatNumber(value: number, htmlLang: string): string {
  return new Intl.NumberFormat(htmlLang, { maximumFractionDigits: 2 }).format(value);
}

/** The currency as a word in running text: its code, or its name in the locale (美元). */
export function currencyText(currency: string, htmlLang: string, display: PriceDisplay): string {
  if (display === 'code') return currency;
  return new Intl.DisplayNames(htmlLang, { type: 'currency' }).of(currency) ?? currency;
}
