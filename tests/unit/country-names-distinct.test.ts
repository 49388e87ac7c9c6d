import { describe, expect, it } from 'vitest';
import { countryOptions, countryTable } from '../../engine/config/iso-countries';

describe('country names tell every country apart', () => {
  it.each(['en', 'zh-cn', 'ru'] as const)('no two options of the %s list share a name', (locale) => {
    const names = countryOptions(locale).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names the two Congos differently in every language, in the options and the table', () => {
    for (const locale of ['en', 'zh-cn', 'ru'] as const) {
      const byCode = new Map(countryOptions(locale).map((c) => [c.code, c.name]));
      expect(byCode.get('CD')).not.toBe(byCode.get('CG'));
    }
    const [cd, cg] = countryTable(['CD', 'CG']);
    for (const locale of ['en', 'zh-cn', 'ru'] as const) expect(cd!.name[locale]).not.toBe(cg!.name[locale]);
  });

  it('keeps the common name where it is unique', () => {
    expect(countryOptions('en').find((c) => c.code === 'US')?.name).toBe('United States');
  });
});
