import type { BusinessRules, LocaleTexts, Messages, Pricing, PricingPackage, SiteContact } from './site-model.js';
import { currencyText, formatMoney, formatNumber, type PriceDisplay } from './money.js';

/**
 * Prices and coverage figures in texts are placeholders filled from config/pricing.yaml when the
 * model is compiled, so a price is written once and every page, call and language follows it:
 *
 *   {{price:<package>}}    the price with its currency as the locale writes it (USD 899, 899美元)
 *   {{amount:<package>}}   the number alone, grouped as the locale groups digits (5,699; 5 699)
 *   {{imports:<package>}}  {{exports:<package>}}  the package's country counts
 *   {{pricing:currency}}   the currency in running text (USD, 美元)
 *   {{pricing:termYears}}  the term in years (1)
 *   {{pricing:term}}       the term with its unit, as the locale says it (1 year, 1年, 1 год)
 *   {{contact:email}}  {{contact:phone}}   site.yaml contact: (where a member writes to appeal
 *                          a frozen or cancelled account, server/accounts)
 *   {{business:orderReservation}}  {{business:inactivity}}  {{business:orderReminder}}
 *                          site.yaml business: with its unit, as the locale says it (7 days, 7天,
 *                          7 дней; 12 months; 48 hours); the unit is in the nominative form ICU
 *                          gives, so a Russian sentence puts it where that form reads right
 *   {{business:orderReservationDays}}  {{business:inactivityMonths}}  {{business:searchRowLimit}}
 *   {{business:exportRowLimit}}  {{business:exportRowLimitLevel0}}  the bare number, grouped as the
 *                          locale groups digits (1,000; 1 000)
 *
 * They are told from i18next's own {{variables}} (filled when a page renders) by the colon.
 * Filled at build time, the prerendered HTML and the browser read the same finished text.
 */
export const placeholderPattern = /\{\{([a-zA-Z]+):([^{}\s]*)\}\}/g;

const packageKinds = ['price', 'amount', 'imports', 'exports'] as const;
const pricingKinds = ['currency', 'termYears', 'term'] as const;
const contactKinds = ['email', 'phone'] as const;
// A business rule with its unit (Intl's unit names), and the rules that are bare numbers.
const businessWithUnit = {
  orderReservation: ['orderReservationDays', 'day'],
  inactivity: ['inactivityMonths', 'month'],
  orderReminder: ['orderReminderHoursBefore', 'hour'],
} as const satisfies Record<string, readonly [keyof BusinessRules, string]>;
const businessNumbers = ['orderReservationDays', 'inactivityMonths', 'searchRowLimit', 'exportRowLimit', 'exportRowLimitLevel0'] as const satisfies ReadonlyArray<keyof BusinessRules>;
const businessKinds: readonly string[] = [...Object.keys(businessWithUnit), ...businessNumbers];

/** How a locale writes prices (pricing.yaml priceDisplay; the code where it says nothing). */
export function priceDisplayOf(pricing: Pick<Pricing, 'priceDisplay'>, locale: string): PriceDisplay {
  return Object.entries(pricing.priceDisplay).find(([id]) => id === locale)?.[1] ?? 'code';
}

/** A package's price as a locale writes it: USD 2,999, 2 999 USD, 2,999美元. */
export function packagePriceText(pricing: Pick<Pricing, 'priceDisplay' | 'currency'>, pkg: Pick<PricingPackage, 'priceMinor'>, locale: string, htmlLang: string): string {
  return formatMoney(pkg.priceMinor, pricing.currency, htmlLang, priceDisplayOf(pricing, locale));
}

/** Every placeholder's text in one locale. */
export function placeholderValues(pricing: Pricing, locale: string, htmlLang: string, contact?: SiteContact, business?: BusinessRules): Map<string, string> {
  const display = priceDisplayOf(pricing, locale);
  const values = new Map<string, string>([
    ['pricing:currency', currencyText(pricing.currency, htmlLang, display)],
    ['pricing:termYears', formatNumber(pricing.termYears, htmlLang)],
    ['pricing:term', new Intl.NumberFormat(htmlLang, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(pricing.termYears)],
  ]);
  if (contact) for (const name of contactKinds) values.set(`contact:${name}`, contact[name]);
  if (business) {
    for (const [name, [rule, unit]] of Object.entries(businessWithUnit)) {
      values.set(`business:${name}`, new Intl.NumberFormat(htmlLang, { style: 'unit', unit, unitDisplay: 'long' }).format(business[rule]));
    }
    for (const name of businessNumbers) values.set(`business:${name}`, formatNumber(business[name], htmlLang));
  }
  for (const pkg of pricing.packages) {
    values.set(`price:${pkg.id}`, packagePriceText(pricing, pkg, locale, htmlLang));
    values.set(`amount:${pkg.id}`, formatNumber(pkg.price, htmlLang));
    values.set(`imports:${pkg.id}`, formatNumber(pkg.importCountries, htmlLang));
    values.set(`exports:${pkg.id}`, formatNumber(pkg.exportCountries, htmlLang));
  }
  return values;
}

/** Why a placeholder cannot be filled, or undefined when it can. */
export function placeholderProblem(kind: string, name: string, pricing: Pick<Pricing, 'packages'>): string | undefined {
  if ((packageKinds as readonly string[]).includes(kind)) {
    if (pricing.packages.some((p) => p.id === name)) return undefined;
    return `{{${kind}:${name}}} names no package of config/pricing.yaml (${pricing.packages.map((p) => p.id).join(', ')})`;
  }
  if (kind === 'pricing') {
    if ((pricingKinds as readonly string[]).includes(name)) return undefined;
    return `{{pricing:${name}}} is not a placeholder: use {{pricing:currency}}, {{pricing:term}} or {{pricing:termYears}}`;
  }
  if (kind === 'contact') {
    if ((contactKinds as readonly string[]).includes(name)) return undefined;
    return `{{contact:${name}}} is not a placeholder: use {{contact:email}} or {{contact:phone}} (site.yaml contact:)`;
  }
  if (kind === 'business') {
    if (businessKinds.includes(name)) return undefined;
    return `{{business:${name}}} is not a placeholder: use ${orList(businessKinds.map((n) => `{{business:${n}}}`))} (site.yaml business:)`;
  }
  return `{{${kind}:${name}}} is not a placeholder: use {{price:<package>}}, {{amount:<package>}}, {{imports:<package>}}, {{exports:<package>}}, {{pricing:currency}}, {{pricing:term}}, {{pricing:termYears}}, {{contact:email}}, {{contact:phone}} or {{business:<rule>}}`;
}

function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

/** A copy of a locale's texts with every placeholder filled (the check has refused unknown ones). */
export function fillPlaceholders(messages: Messages, values: Map<string, string>): Messages {
  const fill = (node: Messages | string): Messages | string => {
    if (typeof node === 'string') return node.includes('{{') ? node.replace(placeholderPattern, (whole, kind: string, name: string) => values.get(`${kind}:${name}`) ?? whole) : node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value)]));
  };
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, fill(value)]));
}

/** Every texts file of a locale with its placeholders filled. */
export function fillLocaleTexts(texts: LocaleTexts, values: Map<string, string>): LocaleTexts {
  const fill = (messages: Messages) => fillPlaceholders(messages, values);
  return {
    common: fill(texts.common), catalogue: fill(texts.catalogue), news: fill(texts.news), forms: fill(texts.forms), console: fill(texts.console), illustrations: fill(texts.illustrations), emails: fill(texts.emails),
    pages: Object.fromEntries(Object.entries(texts.pages).map(([page, messages]) => [page, fill(messages)])),
  };
}
