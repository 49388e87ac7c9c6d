import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { illustrationIds, illustrationPath, illustrationsOfLocale, illustrationTextKeys } from '../../../engine/config/illustrations';
import { lookupMessage } from '../../../engine/config/message-lookup';
import type { Messages } from '../../../engine/config/site-model';
import { illustrationFiles, renderIllustration } from '../../../engine/ui/illustrations/render-illustration';
import { designTokens, illustrationPalette } from '../../../engine/ui/styles/design-tokens';
import { edit, errorLines, loadWith, positionOf, schemas } from '../config-fixture';

const locales = { 'zh-cn': 'zh-CN', en: 'en', ru: 'ru' } as const;
const textsOf = (locale: string) => parse(readFileSync(`locales/${locale}/illustrations.yaml`, 'utf8')) as Messages;
/** What a browser shows of an SVG text: XML entities undone. */
const shownText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&quot;/g, '"'));

describe('product illustrations', () => {
  it('use the colours of site.css :root and nothing else', () => {
    const css = readFileSync('engine/ui/styles/site.css', 'utf8');
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const [name, value] of Object.entries(designTokens)) expect(root, `--color-${name}`).toMatch(new RegExp(`--color-${name}:\\s*${value};`, 'i'));
    const allowed = new Set<string>([...Object.values(illustrationPalette), 'none']);
    for (const [locale, lang] of Object.entries(locales)) {
      for (const id of illustrationIds) {
        const svg = renderIllustration(id, lang, textsOf(locale));
        const colours = [...svg.matchAll(/\s(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]!);
        expect(colours.length).toBeGreaterThan(10);
        expect(colours.filter((colour) => !allowed.has(colour)), `${locale} ${id}`).toEqual([]);
        expect(svg).not.toMatch(/url\((?!#window\))|<image|<script|style=/); // self-contained, nothing fetched, no CSS
      }
    }
  });

  it('show every word of theirs in the requested language, whole, and none of another language', () => {
    for (const [locale, lang] of Object.entries(locales)) {
      const texts = textsOf(locale);
      const english = textsOf('en');
      for (const id of illustrationIds) {
        const svg = renderIllustration(id, lang, texts);
        expect(svg.startsWith('<?xml')).toBe(true);
        expect(svg).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 420" width="640" height="420"/);
        const shown = shownText(svg).join('\n');
        expect(shown).not.toContain(`${id}.`); // no raw key
        for (const key of illustrationTextKeys[id]) {
          const word = lookupMessage(texts, `${id}.${key}`)!;
          expect(shown, `${locale} ${id}.${key}`).toContain(word);
          const inEnglish = lookupMessage(english, `${id}.${key}`)!;
          // An English word left in a Russian or Chinese picture (names such as CRM aside).
          if (locale !== 'en' && inEnglish !== word && /[a-z]{3}/.test(inEnglish)) expect(shown, `${locale} ${id}.${key}`).not.toContain(inEnglish);
        }
      }
    }
  });

  it('write the sample data in the page\'s language: dates, numbers and country names', () => {
    const ru = shownText(renderIllustration('shipments', 'ru', textsOf('ru')));
    expect(ru).toContain('02.06.2026');
    expect(ru).toContain('Великобритания');
    expect(ru.some((t) => /^18\s640$/.test(t))).toBe(true); // Russian groups digits with a (narrow) space
    const zh = shownText(renderIllustration('company', 'zh-CN', textsOf('zh-cn')));
    expect(zh.join(' ')).toContain('英国');
    const en = shownText(renderIllustration('crm', 'en', textsOf('en')));
    expect(en).toContain('$57,900');
  });

  it('are drawn for the illustrations each language\'s pages show, at their addresses', () => {
    const model = loadWith();
    if (!model.ok) throw new Error('the config does not load');
    const files = illustrationFiles(model.value);
    for (const locale of model.value.site.locales) {
      const shown = illustrationsOfLocale(model.value.routes, model.value.pages, locale.id);
      expect(shown.length).toBeGreaterThan(0);
      for (const id of shown) expect(files.map((f) => f.path)).toContain(illustrationPath(locale.id, id));
    }
    // Chinese pages show the buyer search; English and Russian ones have no such product.
    expect(files.map((f) => f.path)).toContain('/illustrations/zh-cn/buyers.svg');
    expect(files.map((f) => f.path)).not.toContain('/illustrations/en/buyers.svg');
  });

  it('are the ids page.schema.json allows', () => {
    const page = schemas.find((s) => s.$id === 'page') as unknown as { definitions: { illustration: { enum: string[] } } };
    expect(page.definitions.illustration.enum).toEqual([...illustrationIds]);
  });
});

describe('illustrations in the config check', () => {
  it('names a hero visual\'s missing alt text at the key that asks for it', () => {
    const page = 'config/pages/products.yaml';
    const changed = edit(page, 'alt: hero.visual }', 'alt: hero.picture }');
    const at = positionOf(changed[page], 'hero.picture');
    expect(errorLines(changed)).toContain(`${page}:${at.line}:${at.column} /sections/0/visual/alt (1st section "One platform from shipment data to signed customer" → visual → alt) translation key "hero.picture" is missing in locales/en/pages/products.yaml (needed by /en/products)`);
  });

  it('names a word an illustration lacks, and refuses an unknown illustration or one without its alt text', () => {
    const file = 'locales/ru/illustrations.yaml';
    const missing = errorLines(edit(file, '  track: Следить\n', ''));
    expect(missing.some((l) => l.startsWith(`${file}:`) && l.includes('is missing "company.track", which the illustration "company" shows'))).toBe(true);
    const unknown = errorLines(edit('config/pages/products.yaml', 'illustration: marketing', 'illustration: maps'));
    expect(unknown.some((l) => l.startsWith('config/pages/products.yaml:') && l.includes('/items/2/illustration'))).toBe(true);
    const noAlt = errorLines(edit('locales/en/pages/products.yaml', '      alt: "Lead discovery', '      description: "Lead discovery'));
    expect(noAlt.some((l) => l.includes('translation key "screens.items.marketing.alt" is missing in locales/en/pages/products.yaml'))).toBe(true);
  });
});
