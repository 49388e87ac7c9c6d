import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf } from './config-fixture';
import { placeholderProblem, placeholderValues } from '../../engine/config/price-placeholders';
import type { SourceFiles } from '../../engine/config/checked-sources';

const site = 'config/site.yaml';
const locales = ['en', 'ru', 'zh-cn'] as const;

/** Every compiled text of each locale, joined (the e-mails too: they must not state a figure by hand). */
function compiledTexts(changes: SourceFiles = {}): Record<(typeof locales)[number], string> {
  const result = loadWith(changes);
  if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
  return Object.fromEntries(locales.map((l) => [l, JSON.stringify(result.value.messages[l])])) as Record<(typeof locales)[number], string>;
}

// The figure as each locale writes it, not preceded or followed by another digit.
const figure = (text: string) => new RegExp(`(?<![\\d,\\u00a0])${text}`, 'u');

describe('site.yaml business: figures in the texts are placeholders filled when the model is compiled', () => {
  it('fills the real rules in every locale and leaves no {{business:…}} unfilled', () => {
    const texts = compiledTexts();
    expect(texts.en).toContain('reserved for 7 days');
    expect(texts.ru).toContain('резервируется на 7 дней');
    expect(texts['zh-cn']).toContain('在线订单7天内未支付');
    expect(texts.en).toContain('capped at 1,000 rows; free members can export 20 rows');
    expect(texts.ru).toContain('не более 1\u00a0000 строк');
    expect(texts['zh-cn']).toContain('连续12个月未登录');
    for (const locale of locales) expect(texts[locale]).not.toContain('{{business:');
  });

  it('follows a new reservation time in every sentence of every locale that stated the old one', () => {
    const before = compiledTexts();
    const after = compiledTexts(edit(site, 'orderReservationDays: 7', 'orderReservationDays: 10'));
    const old = { en: figure('7 days'), ru: figure('7 дней'), 'zh-cn': figure('7天') };
    const now = { en: '10 days', ru: '10 дней', 'zh-cn': '10天' };
    for (const locale of locales) {
      expect(before[locale]).toMatch(old[locale]);
      expect(after[locale]).not.toMatch(old[locale]);
      // Every place that said the old figure says the new one (other texts may say "10 days" of something else).
      const count = (text: string, pattern: RegExp) => text.split(pattern).length - 1;
      expect(count(after[locale], figure(now[locale])) - count(before[locale], figure(now[locale]))).toBe(count(before[locale], old[locale]));
    }
    // Russian sentences were written so that the unit's form ICU gives agrees: "за 10 дней", "ждёт оплаты 10 дней".
    expect(after.ru).toContain('деньги должны успеть поступить за 10 дней, пока заказ зарезервирован');
    expect(after.ru).toContain('Заказ ждёт оплаты 10 дней');
    expect(after['zh-cn']).toContain('确保款项在10天保留期内到账');
    expect(after.en).toContain('within the reservation period of 10 days');
  });

  it('follows new export limits and a new inactivity rule, with digits grouped as each locale groups them', () => {
    const changed = { [site]: edit(site, 'exportRowLimit: 1000\n  exportRowLimitLevel0: 20\n  # An account', 'exportRowLimit: 2500\n  exportRowLimitLevel0: 50\n  # An account')[site].replace('inactivityMonths: 12', 'inactivityMonths: 24') };
    const texts = compiledTexts(changed);
    expect(texts.en).toContain('Each export is capped at 2,500 rows; free members can export 50 rows per export.');
    expect(texts.ru).toContain('За одну выгрузку можно получить не более 2\u00a0500 строк; бесплатным пользователям — не более 50 строк.');
    expect(texts['zh-cn']).toContain('每次导出上限为2,500条；免费会员每次可导出50条。');
    expect(texts.en).toContain('no login for 24 months in a row');
    expect(texts.ru).toContain('не входили 24 месяца подряд');
    expect(texts['zh-cn']).toContain('连续24个月未登录');
    for (const locale of locales) expect(texts[locale]).not.toMatch(/(?<![\d,\u00a0])(1,000|1\u00a0000|1000) (rows|строк)|1,?000条/u);
  });

  it('gives each rule with its unit and as a bare number, per locale', () => {
    const pricing = { currency: 'USD', termYears: 1, priceDisplay: {}, packages: [] } as unknown as Parameters<typeof placeholderValues>[0];
    const business = { orderReservationDays: 3, orderReminderHoursBefore: 24, searchRowLimit: 5000, exportRowLimit: 1500, exportRowLimitLevel0: 1, inactivityMonths: 1 };
    const ru = placeholderValues(pricing, 'ru', 'ru', undefined, business);
    expect(ru.get('business:orderReservation')).toBe('3 дня');
    expect(ru.get('business:orderReservationDays')).toBe('3');
    expect(ru.get('business:inactivity')).toBe('1 месяц');
    expect(ru.get('business:orderReminder')).toBe('24 часа');
    expect(ru.get('business:searchRowLimit')).toBe('5\u00a0000');
    const zh = placeholderValues(pricing, 'zh-cn', 'zh-CN', undefined, business);
    expect([zh.get('business:orderReservation'), zh.get('business:inactivity'), zh.get('business:exportRowLimit')]).toEqual(['3天', '1个月', '1,500']);
    const en = placeholderValues(pricing, 'en', 'en', undefined, business);
    expect([en.get('business:orderReservation'), en.get('business:inactivityMonths'), en.get('business:exportRowLimitLevel0')]).toEqual(['3 days', '1', '1']);
  });

  it('refuses an unknown {{business:…}} at its file, line and column, naming the placeholders that exist', () => {
    const file = 'locales/en/pages/faq.yaml';
    const changed = edit(file, 'heading:', 'note: "Orders wait {{business:orderWaitDays}}."\n  heading:');
    const { line, column } = positionOf(changed[file], '"Orders wait');
    const names = '{{business:orderReservation}}, {{business:inactivity}}, {{business:orderReminder}}, {{business:orderReservationDays}}, {{business:inactivityMonths}}, {{business:searchRowLimit}}, {{business:exportRowLimit}} or {{business:exportRowLimitLevel0}}';
    expect(errorLines(changed)).toContainEqual(expect.stringMatching(new RegExp(`^${file}:${line}:${column} /[a-z]+/note `)));
    expect(errorLines(changed).join('\n')).toContain(`{{business:orderWaitDays}} is not a placeholder: use ${names} (site.yaml business:)`);
    // An unknown kind is told that business rules exist too.
    expect(placeholderProblem('rules', 'x', { packages: [] })).toMatch(/\{\{business:<rule>\}\}$/);
    expect(placeholderProblem('business', 'exportRowLimit', { packages: [] })).toBeUndefined();
  });
});
