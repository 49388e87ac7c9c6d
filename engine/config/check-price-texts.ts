import type { ConfigError } from './config-error.js';
import type { CheckedSources } from './checked-sources.js';
import type { Pricing } from './site-model.js';
import { placeholderPattern, placeholderProblem } from './price-placeholders.js';
import { perSourceMemo } from './per-source-memo.js';
import { escapeRegExp } from './regex-escape.js';

/**
 * Texts may not state a package's price by hand: a product manager reprices in
 * config/pricing.yaml alone, and a hand-typed "899 USD" would go on saying the old price. Every
 * text of every locale is read; one that mentions the currency (its code, symbol or name in any
 * language) and contains a number equal to a package's current or former price fails, and so does
 * a placeholder that fills nothing (no such package, pricing, contact or site.yaml business: name).
 * The business: names are fixed by site.yaml's schema, so the check needs no business values.
 */
export function checkPriceTexts(checked: CheckedSources, pricing: Pricing, errors: ConfigError[]): void {
  const prices = knownPrices(pricing);
  const currency = currencyMention(pricing.currency);
  const signature = JSON.stringify(pricing);
  for (const source of checked.messages.values()) {
    errors.push(...priceProblems(source, signature, () => {
      const found: ConfigError[] = [];
      walkTexts(source.data, [], (text, path) => {
        // Neither group of the pattern is optional: the defaults never apply.
        for (const [, kind = '', name = ''] of text.matchAll(placeholderPattern)) {
          const problem = placeholderProblem(kind, name, pricing);
          if (problem) found.push(source.errorAt(path, problem));
        }
        const stated = statedPrices(text, currency, prices);
        if (stated.length) {
          found.push(source.errorAt(path, `states prices by hand: ${stated.map((s) => `${s.found} (${s.describe}; write ${s.placeholder})`).join(', ')}, so the text follows config/pricing.yaml`));
        }
      });
      return found;
    }));
  }
}

const priceProblems = perSourceMemo<ConfigError[]>();

interface KnownPrice {
  value: number;
  describe: string;
  placeholder: string;
}

function knownPrices(pricing: Pricing): KnownPrice[] {
  return pricing.packages.flatMap((p) => [
    { value: p.price, describe: `price of ${p.id}`, placeholder: `{{price:${p.id}}} or {{amount:${p.id}}}` },
    ...p.formerPrices.map((value) => ({ value, describe: `former price of ${p.id}, now ${p.price}`, placeholder: `{{price:${p.id}}} or {{amount:${p.id}}}` })),
  ]);
}

// Words for currencies beyond what ICU names (plural and case forms, colloquial names).
const currencyWords: Record<string, string[]> = {
  USD: ['dollar', 'доллар', '美元', '美金'],
  EUR: ['euro', 'евро', '欧元'],
  CNY: ['yuan', 'rmb', 'юан', '人民币', '元'],
  RUB: ['rouble', 'ruble', 'руб', '卢布'],
  GBP: ['pound', 'фунт', '英镑'],
};

/** A pattern that finds the currency in a text: its code, its symbols and its names. */
export function currencyMention(currency: string): RegExp {
  const tokens = new Set<string>([currency, ...(currencyWords[currency] ?? [])]);
  for (const lang of ['en', 'zh-CN', 'ru']) {
    for (const display of ['symbol', 'narrowSymbol'] as const) {
      const part = new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: display }).formatToParts(1).find((p) => p.type === 'currency');
      if (part) tokens.add(part.value);
    }
    const name = new Intl.DisplayNames(lang, { type: 'currency' }).of(currency);
    if (name) tokens.add(name);
  }
  const escaped = [...tokens].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(escaped.join('|'), 'iu');
}

// A number as people write prices: 899, 5699, 5,699, 5 699 (with any space), 899.00.
const numberPattern = /(?<![\d.,])\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?(?![\d])|(?<![\d.,])\d+(?:\.\d+)?(?![\d])/gu;

/** The numbers of a text that mention the currency and equal a known price. */
export function statedPrices(text: string, currency: RegExp, prices: KnownPrice[]): Array<KnownPrice & { found: string }> {
  if (!currency.test(text)) return [];
  const found: Array<KnownPrice & { found: string }> = [];
  for (const match of text.matchAll(numberPattern)) {
    const value = Number(match[0].replace(/[,\u00a0\u202f ]/g, ''));
    const price = prices.find((p) => p.value === value);
    if (price) found.push({ ...price, found: `"${match[0]}"` });
  }
  return found;
}

function walkTexts(node: unknown, path: Array<string | number>, visit: (text: string, path: Array<string | number>) => void): void {
  if (typeof node === 'string') visit(node, path);
  else if (Array.isArray(node)) node.forEach((item, i) => walkTexts(item, [...path, i], visit));
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walkTexts(value, [...path, key], visit);
}
