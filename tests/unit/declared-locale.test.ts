import { describe, expect, it } from 'vitest';
import { declaredLocale } from '../../engine/config/locale-id';

const locales = [{ id: 'zh-cn', htmlLang: 'zh-CN' }, { id: 'en', htmlLang: 'en' }];

describe('declaredLocale', () => {
  it('answers the declared locale with that id', () => {
    expect(declaredLocale(locales, 'en')).toBe(locales[1]);
  });

  it('fails naming the id and the declared ones, instead of handing on undefined', () => {
    expect(() => declaredLocale(locales, 'ru')).toThrow('locale "ru" is not one of the declared locales (zh-cn, en)');
  });
});
