import { describe, expect, it } from 'vitest';
import { mailDateTime, pluralKey } from '../../../engine/rules/mail-dates';

// The e-mails' dates: on the provider's clock (UTC+8) whatever the machine's zone, in the reader's words.

describe('mailDateTime', () => {
  const instant = new Date('2026-12-05T06:55:40.502Z'); // 14:55 in Beijing

  it('writes the date and 24-hour time in China Standard Time, in each language', () => {
    expect(mailDateTime(instant, 'en')).toEqual({ date: 'December 5, 2026', time: '14:55' });
    expect(mailDateTime(instant, 'en-GB')).toEqual({ date: '5 December 2026', time: '14:55' });
    expect(mailDateTime(instant, 'ru')).toEqual({ date: '5 декабря 2026 г.', time: '14:55' });
    expect(mailDateTime(instant, 'zh-CN')).toEqual({ date: '2026年12月5日', time: '14:55' });
  });

  it('moves to the next day when UTC is still on the day before', () => {
    // 20:30 UTC on 31 December is 04:30 on 1 January in Beijing.
    expect(mailDateTime(new Date('2026-12-31T20:30:00Z'), 'en-GB')).toEqual({ date: '1 January 2027', time: '04:30' });
    expect(mailDateTime(new Date('2026-12-31T15:59:00Z'), 'en-GB')).toEqual({ date: '31 December 2026', time: '23:59' });
    expect(mailDateTime(new Date('2026-12-31T16:00:00Z'), 'en-GB').time).toBe('00:00');
  });
});

describe('pluralKey', () => {
  it('picks the CLDR form of the language: Russian has one, few and many', () => {
    expect([1, 2, 5, 21, 22, 11].map((n) => pluralKey('years', n, 'ru'))).toEqual(['years_one', 'years_few', 'years_many', 'years_one', 'years_few', 'years_many']);
    expect([1, 2].map((n) => pluralKey('years', n, 'en'))).toEqual(['years_one', 'years_other']);
    expect([1, 2].map((n) => pluralKey('years', n, 'zh-CN'))).toEqual(['years_other', 'years_other']);
  });
});
