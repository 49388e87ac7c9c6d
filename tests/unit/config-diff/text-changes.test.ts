import { describe, expect, it } from 'vitest';
import { textLinesPerLocale, textsSection } from '../../../scripts/config-diff/text-changes';

const en = (common: string, extra: Record<string, string> = {}) => ({ 'locales/en/common.yaml': common, 'config/site.yaml': 'x: 1', ...extra });

describe('config-diff: texts per locale', () => {
  it('says nothing when no text changed, even when a comment or the layout of a file did', () => {
    expect(textsSection(en('nav:\n  home: Home\n'), en('# the menu\nnav: { home: Home }\n'))).toBeUndefined();
  });

  it('lists texts changed (old → new), added and removed, per locale, with the tally', () => {
    const before = { ...en('nav:\n  home: Home\n  about: About\n'), 'locales/ru/common.yaml': 'nav:\n  home: Главная\n' };
    const after = { ...en('nav:\n  home: Start\n  contact: Contact\n'), 'locales/ru/common.yaml': 'nav:\n  home: Главная\n' };
    expect(textsSection(before, after)).toEqual({
      title: 'Texts',
      lines: [
        '**en** (1 changed, 1 added, 1 removed):',
        '',
        '- `common.yaml` `nav.home`: “Home” → “Start”',
        '- removed `common.yaml` `nav.about`: “About”',
        '- added `common.yaml` `nav.contact`: “Contact”',
      ],
    });
  });

  it('a new texts file is one line with its number of texts', () => {
    const after = en('a: b\n', { 'locales/en/pages/careers.yaml': 'title: Careers\nhero:\n  heading: Work with us\n  text: We hire\n' });
    expect(textsSection(en('a: b\n'), after)?.lines).toContain('- new file `pages/careers.yaml` with 3 texts');
  });

  it('leaves the error texts to the error messages section', () => {
    expect(textsSection(en('apiErrors:\n  wrongCode: Wrong code\n'), en('apiErrors:\n  wrongCode: The code is wrong\n'))).toBeUndefined();
  });

  it('shortens a long text around the words that changed instead of cutting them off', () => {
    const long = (word: string) => `${'Customs data of sixty countries, updated every month, '.repeat(3)}with ${word} on every shipment and ${'the names of buyers and suppliers. '.repeat(2)}`;
    const lines = textsSection(en(`intro: "${long('values')}"\n`), en(`intro: "${long('weights')}"\n`))?.lines ?? [];
    const line = lines.find((l) => l.includes('`intro`')) ?? '';
    expect(line).toMatch(/“….*with values on every.*…” → “….*with weights on every.*…”/);
    expect(line.length).toBeLessThan(long('values').length);
  });

  it('lists at most a screenful per locale and says how many more changed, by kind', () => {
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `  k${i}: ${prefix} ${i}`).join('\n');
    const lines = textsSection(en(`g:\n${many('old', 30)}\n`), en(`g:\n${many('new', 30)}\n${many('added', 40).replace(/k(\d+)/g, 'n$1')}\n`))?.lines ?? [];
    expect(lines[0]).toBe('**en** (30 changed, 40 added):');
    expect(lines.filter((l) => l.startsWith('- `common.yaml`') || l.startsWith('- added'))).toHaveLength(textLinesPerLocale);
    expect(lines.at(-1)).toBe(`- … and ${70 - textLinesPerLocale} more texts not listed here (${30 - textLinesPerLocale} changed, 40 added)`);
  });
});
