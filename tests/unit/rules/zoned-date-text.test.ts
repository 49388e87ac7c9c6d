import { describe, expect, it } from 'vitest';
import { zonedDateText, zonedDayText } from '../../../engine/rules/zoned-date-text';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import { lookupMessage } from '../../../engine/config/message-lookup';

const model = (() => {
  const loaded = loadSiteModelFromDisk();
  if (!loaded.ok) throw new Error('config does not load');
  return loaded.value;
})();
const zoneOf = (locale: 'en' | 'ru' | 'zh-cn') => lookupMessage(model.messages[locale].common, 'providerTime')!;

describe('a date on the provider clock (UTC+8), its zone named', () => {
  // 22:03 UTC on 4 December is 06:03 on 5 December in Shanghai.
  const instant = '2026-12-04T22:03:00.000Z';

  it('shows the date and time of UTC+8 whatever the machine zone, with the zone the locale names', () => {
    const en = zonedDateText(instant, 'en', zoneOf('en'));
    expect(en).toContain('December 5, 2026');
    expect(en).toMatch(/6:03\sAM/);
    expect(en).toContain(zoneOf('en').replace('{{time}}', '').trim());
    expect(zonedDateText(instant, 'ru', zoneOf('ru'))).toContain('5 декабря 2026');
    expect(zonedDateText(instant, 'ru', zoneOf('ru'))).toContain('06:03');
    expect(zonedDateText(instant, 'zh-CN', zoneOf('zh-cn'))).toContain('2026年12月5日');
  });

  it('says the zone in every language, never an unfilled placeholder', () => {
    for (const locale of ['en', 'ru', 'zh-cn'] as const) {
      const text = zonedDateText(new Date(instant), locale === 'zh-cn' ? 'zh-CN' : locale, zoneOf(locale));
      expect(zoneOf(locale)).toContain('{{time}}');
      expect(text).not.toContain('{{');
      expect(text.length).toBeGreaterThan(zoneOf(locale).length);
    }
  });

  it('gives the day alone without a time, and nothing for a date that is not one', () => {
    expect(zonedDayText(instant, 'en', '{{time}} (UTC+8)')).toBe('December 5, 2026 (UTC+8)');
    expect(zonedDateText('not a date', 'en', '{{time}}')).toBe('');
  });
});
