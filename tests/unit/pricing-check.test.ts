import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf, realFile } from './config-fixture';
import { present } from './present';
import { currencyMention, statedPrices } from '../../engine/config/check-price-texts';
import { formatMoney, parseDecimalString, toMinorUnits, decimalString } from '../../engine/config/money';

const pricing = 'config/pricing.yaml';
const faq = 'locales/en/pages/faq.yaml';

describe('one price source: config/pricing.yaml', () => {
  it('fills price and coverage placeholders per locale, so texts read the config', () => {
    const result = loadWith();
    if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
    const { messages, pricing: model } = result.value;
    expect(model.packages.find((p) => p.id === 'global-plus')).toMatchObject({ price: 2999, priceMinor: 299900, onSale: true, formerPrices: [] });
    expect(JSON.stringify(messages.en.pages.faq)).toContain('USD\u00a0899');
    expect(JSON.stringify(messages.ru.pages.faq)).toContain('899\u00a0USD');
    expect(JSON.stringify(messages['zh-cn'].pages['home-cn'])).toContain('899美元');
    expect(JSON.stringify(messages.en.pages.package)).not.toMatch(/\{\{(price|amount|imports|exports|pricing):/);
  });

  it('changes every text with one edit of a price', () => {
    const result = loadWith(edit(pricing, 'price: 899', 'price: 949'));
    if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
    for (const locale of ['en', 'ru', 'zh-cn'] as const) {
      const texts = JSON.stringify(result.value.messages[locale]);
      expect(texts).toContain('949');
      expect(texts).not.toMatch(/(?<![\d,])899(?!\d)/);
    }
  });

  it('reports a mistake of pricing.yaml itself there alone: the texts naming its packages are not blamed too', () => {
    // A price with more decimals than the currency has: pricing.yaml does not compile.
    const lines = errorLines(edit(pricing, 'price: 899', 'price: 899.001'));
    expect(lines).toEqual([expect.stringMatching(/^config\/pricing\.yaml:\d+:\d+ \/packages\/0\/price /)]);
  });

  it('refuses a text that states a current price by hand, at its file, line and column', () => {
    const changed = edit(faq, 'heading:', 'note: "Shipment PRO costs 899 USD a year."\n  heading:');
    const { line, column } = positionOf(changed[faq], '"Shipment PRO costs');
    expect(errorLines(changed)).toContainEqual(expect.stringMatching(new RegExp(`^${faq}:${line}:${column} /[a-z]+/note states prices by hand: "899" \\(price of pro; write \\{\\{price:pro\\}\\} or \\{\\{amount:pro\\}\\}\\)`)));
  });

  it('refuses a stale price after a reprice: a former price next to a currency, in any locale', () => {
    const repriced = edit(pricing, 'price: 899', 'price: 949\n    formerPrices: [899]');
    expect(errorLines(repriced)).toEqual([]);
    const zh = 'locales/zh-cn/pages/home-cn.yaml';
    const stale = { ...repriced, ...edit(zh, 'heading:', 'note: "PRO套餐每年仅需899美元"\n  heading:') };
    const { line, column } = positionOf(stale[zh], '"PRO套餐');
    expect(errorLines(stale)).toContainEqual(expect.stringMatching(new RegExp(`^${zh}:${line}:${column} .*"899" \\(former price of pro, now 949`)));
  });

  it('refuses a placeholder naming no package, and a price that cannot be charged exactly', () => {
    const unknown = edit(faq, 'heading:', 'note: "From {{price:platinum}}"\n  heading:');
    expect(errorLines(unknown).join('\n')).toMatch(/\{\{price:platinum\}\} names no package of config\/pricing\.yaml \(pro, global, global-plus, global-luxury, global-deluxe\)/);
    const cents = edit(pricing, 'price: 899', 'price: 899.999');
    const { line, column } = positionOf(cents[pricing], '899.999');
    expect(errorLines(cents)).toContain(`${pricing}:${line}:${column} /packages/0/price (1st package "Shipment PRO" → price) 899.999 has more decimals than USD allows (2)`);
  });

  it('finds prices however they are written, and leaves other numbers alone', () => {
    const usd = currencyMention('USD');
    const prices = [{ value: 5699, describe: 'price of global-deluxe', placeholder: '' }, { value: 899, describe: 'price of pro', placeholder: '' }];
    const found = (text: string) => statedPrices(text, usd, prices).map((p) => p.value);
    expect(found('From USD 5,699 a year')).toEqual([5699]);
    expect(found('5\u00a0699 долларов США')).toEqual([5699]);
    expect(found('899–5699美元')).toEqual([899, 5699]);
    expect(found('only $899')).toEqual([899]);
    expect(found('Prices are in US dollars: PRO 899')).toEqual([899]);
    expect(found('899 importers in 62 countries')).toEqual([]); // no currency: not a price
    expect(found('USD 1,899 or 8990')).toEqual([]); // other numbers
  });
});

describe('money in minor units', () => {
  it('converts config prices and provider amounts by text, never through floating point', () => {
    // 12.3 has no exact binary form (12.300000000000000710...): x 100 through floats is 1230.0000000000002.
    expect(toMinorUnits(12.3, 'USD')).toEqual({ ok: true, value: 1230 });
    expect(toMinorUnits(4399, 'USD')).toEqual({ ok: true, value: 439900 });
    expect(toMinorUnits(500, 'JPY')).toEqual({ ok: true, value: 500 });
    expect(toMinorUnits(5.5, 'JPY').ok).toBe(false);
    expect(decimalString(299950, 'USD')).toBe('2999.50');
    expect(decimalString(7, 'USD')).toBe('0.07');
    expect(parseDecimalString('2999.5', 'USD')).toEqual({ ok: true, value: 299950 });
    expect(parseDecimalString('1e3', 'USD').ok).toBe(false);
    expect(parseDecimalString('2999.001', 'USD').ok).toBe(false);
  });

  it('writes a price as each locale reads it', () => {
    expect(formatMoney(569900, 'USD', 'en', 'code')).toBe('USD\u00a05,699');
    expect(formatMoney(569900, 'USD', 'ru', 'code')).toBe('5\u00a0699\u00a0USD');
    expect(formatMoney(89900, 'USD', 'zh-CN', 'name')).toBe('899美元');
    expect(formatMoney(89950, 'USD', 'en', 'code')).toBe('USD\u00a0899.50');
  });
});

describe('the package comparison and purchase forms follow the packages', () => {
  it('a mark row naming an unknown package, and a text row missing a package, are refused', () => {
    const page = 'config/pages/package.yaml';
    const unknown = edit(page, 'packages: [global-deluxe]', 'packages: [global-platinum]');
    expect(errorLines(unknown).join('\n')).toMatch(/config\/pages\/package\.yaml:\d+:\d+ \/sections\/2\/rows\/4\/packages\/0 \(3rd section "compare" → 5th row "collections" → 1st package "global-platinum"\) names package "global-platinum", which is not in config\/pricing\.yaml/);
    const ru = 'locales/ru/pages/package.yaml';
    const missing = { [ru]: realFile(ru).replace(/\n {6}global-luxury: "Импорт Боливии[^\n]*/, '') };
    expect(errorLines(missing).join('\n')).toMatch(/\/sections\/2\/rows\/3 \(3rd section "compare" → 4th row "markets"\) needs "compare\.rows\.markets\.all" or a text per package \(compare\.rows\.markets\.global-luxury\) in locales\/ru\/pages\/package\.yaml/);
  });

  it('a package taken offline leaves the pages, the purchase form and the comparison', () => {
    const offline = loadWith(edit(pricing, '    price: 4399\n', '    price: 4399\n    onSale: false\n'));
    if (!offline.ok) throw new Error(offline.error.map((e) => e.message).join('\n'));
    expect(present(offline.value.forms['package-purchase'], 'form "package-purchase" in the model').schema.properties.package).toEqual({ type: 'string', enum: ['pro', 'global', 'global-plus', 'global-deluxe'] });
    expect(offline.value.pricing.packages.map((p) => p.id)).toContain('global-luxury'); // orders may still name it
  });

  it('a purchase field with choices from config may not list its own options', () => {
    const schema = 'schemas/forms/package-order.schema.json';
    const changed = edit(schema, '"package": { "type": "string" }', '"package": { "type": "string", "enum": ["pro"] }');
    expect(errorLines(changed).join('\n')).toMatch(/config\/forms\.yaml:\d+:\d+ \/forms\/package-order\/choices\/package takes its options from config, so field "package" in schemas\/forms\/package-order\.schema\.json must be \{ "type": "string" \} without enum or const/);
  });
});
