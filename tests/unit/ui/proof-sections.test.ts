import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { parse } from 'yaml';
import { edit, errorLines, loadWith, realFile } from '../config-fixture';
import { buildPageData } from '../../../engine/ui/content/page-data';
import { createPageI18n } from '../../../engine/ui/page/page-i18n';
import { PageDataContext } from '../../../engine/ui/page/page-data-context';
import { TeamSection, TestimonialsSection, TimelineSection } from '../../../engine/ui/sections/content/proof-sections';
import { QueryIndexSection } from '../../../engine/ui/sections/content/query-index-section';
import { fillColumns, gridFillClass, initialsOf, milestoneParts } from '../../../engine/ui/sections/shared/proof-helpers';
import type { SiteModel } from '../../../engine/config/site-model';

const project = loadWith();
if (!project.ok) throw new Error('project config must be valid for these tests');

/** The first section of `type` on the page at `path`, rendered as the build renders it. */
function renderSection(model: SiteModel, path: string, type: string, component: ComponentType<never>): string {
  const route = model.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const data = buildPageData(model, route);
  const index = data.page.sections.findIndex((s) => s.type === type);
  if (index < 0) throw new Error(`${path} has no ${type} section`);
  const section = createElement(component, { section: data.page.sections[index], index } as never);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createPageI18n(data) }, createElement(PageDataContext.Provider, { value: data }, section)));
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
const aboutPaths = ['/cn/aboutus', '/en/aboutus', '/ru/aboutus'];

describe('card grids that fill their rows', () => {
  it.each([
    // [items, most, columns at the widest]
    [2, 4, 2], [3, 4, 3], [4, 4, 4], [5, 4, 3], [6, 4, 3], [7, 4, 4], [8, 4, 4], [9, 4, 3], [10, 4, 4],
    [4, 3, 2], [5, 3, 3], [6, 3, 3], [7, 3, 3], [8, 3, 3], [3, 2, 2], [1, 3, 1],
  ])('%i items in at most %i columns make %i', (count, most, columns) => {
    expect(fillColumns(count, most)).toBe(columns);
    expect(fillColumns(count, most)).toBeLessThanOrEqual(most);
  });

  it('four items of four columns go two by two at middle widths', () => {
    expect(gridFillClass(4, 4)).toBe('grid-fill grid-fill--4 grid-fill--pairs');
    expect(gridFillClass(10, 4)).toBe('grid-fill grid-fill--4');
  });
});

describe('avatars and dates in each language', () => {
  it.each([
    ['陈宇航', '宇航'], ['王磊', '王磊'], ['安娜·索科洛娃', '安娜'], ['Chen Yuhang', 'CY'], ['Anna Sokolova', 'AS'],
    ['Чэнь Юйхан', 'ЧЮ'], ['Jean-Luc Picard', 'JP'], ['Madonna', 'M'],
  ])('%s -> %s', (name, initials) => expect(initialsOf(name)).toBe(initials));

  it('writes a month as each language names it, and a year alone as the year', () => {
    expect(milestoneParts('2015-09', 'en')).toEqual({ year: '2015', month: 'September' });
    expect(milestoneParts('2015-09', 'ru')).toEqual({ year: '2015', month: 'Сентябрь' });
    expect(milestoneParts('2015-09', 'zh-CN')).toEqual({ year: '2015', month: '9月' });
    expect(milestoneParts('2014', 'ru')).toEqual({ year: '2014' });
  });
});

describe('the about-us page of the project', () => {
  const config = parse(realFile('config/pages/aboutus.yaml')) as { sections: Array<{ type: string; items?: Array<{ id: string; date?: string }> }> };
  const timeline = config.sections.find((s) => s.type === 'timeline')!.items!;
  const team = config.sections.find((s) => s.type === 'team')!.items!.map((p) => p.id);

  it('lists the history as dated milestones, oldest first, each a <time datetime> in every language', () => {
    expect(timeline.length).toBeGreaterThanOrEqual(8);
    expect(timeline[0]!.date).toBe('2014-05');
    expect(timeline.at(-1)!.date!.startsWith('2026')).toBe(true);
    for (const path of aboutPaths) {
      const html = renderSection(project.value, path, 'timeline', TimelineSection as ComponentType<never>);
      expect(html.startsWith('<section'), path).toBe(true);
      expect(html, path).toContain('<ol class="timeline">');
      const dates = all(html, /<time class="timeline__date" dateTime="([^"]+)"/g);
      expect(dates, path).toEqual(timeline.map((t) => t.date));
      expect([...dates].sort(), path).toEqual(dates);
    }
    expect(renderSection(project.value, '/en/aboutus', 'timeline', TimelineSection as ComponentType<never>)).toContain('<span class="timeline__month">May</span>');
    expect(renderSection(project.value, '/ru/aboutus', 'timeline', TimelineSection as ComponentType<never>)).toContain('<span class="timeline__month">Май</span>');
    expect(renderSection(project.value, '/cn/aboutus', 'timeline', TimelineSection as ComponentType<never>)).toContain('<span class="timeline__month">5月</span>');
  });

  it('shows the same people in every language, each name in its script with an avatar of its initials in the same colour', () => {
    const people = aboutPaths.map((path) => {
      const html = renderSection(project.value, path, 'team', TeamSection as ComponentType<never>);
      return {
        ids: all(html, /data-person="([^"]+)"/g),
        tones: all(html, /avatar--tone-(\d)/g),
        initials: all(html, /aria-hidden="true">([^<]+)<\/span>/g),
        names: all(html, /<h3 class="person__name">([^<]+)<\/h3>/g),
      };
    });
    for (const p of people) expect(p.ids).toEqual(team);
    expect(people[1]!.tones).toEqual(people[0]!.tones);
    expect(people[2]!.tones).toEqual(people[0]!.tones);
    const [zh, en, ru] = people;
    expect(zh!.names.every((n) => /\p{Script=Han}/u.test(n))).toBe(true);
    expect(en!.names.every((n) => /^[A-Za-z][A-Za-z ]+$/.test(n))).toBe(true);
    expect(ru!.names.every((n) => /^[А-ЯЁа-яё][А-ЯЁа-яё ]+$/.test(n))).toBe(true);
    expect(zh!.initials[0]).toBe('宇航');
    expect(en!.initials[0]).toBe('CY');
    expect(ru!.initials[0]).toBe('ЧЮ');
  });
});

describe('testimonials come from the YAML', () => {
  it('shows a testimonial added to the page config and its texts, as a figure with a quote and its source', () => {
    const home = 'config/pages/home.yaml';
    const addedTexts = (quote: string, person: string) => `    tokai:\n      quote: ${quote}\n      person: ${person}\n      role: Buyer\n      company: Tokai Kitchenware K.K.\n      figure: "3"\n      figureLabel: suppliers checked a week\n`;
    const changes = {
      ...edit(home, '      - { id: elbkai, country: DE }\n', '      - { id: elbkai, country: DE }\n      - { id: tokai, country: JP }\n'),
      ...edit('locales/en/pages/home.yaml', '\n    elbkai:\n', `\n${addedTexts('We check every new kitchenware supplier against its shipments.', 'Sato Haruka')}    elbkai:\n`),
      ...edit('locales/ru/pages/home.yaml', '\n    elbkai:\n', `\n${addedTexts('Каждого нового поставщика мы сверяем с его отгрузками.', 'Сато Харука')}    elbkai:\n`),
    };
    const changed = loadWith(changes);
    if (!changed.ok) throw new Error(changed.error.map((e) => e.message).join('\n'));
    const en = renderSection(changed.value, '/en', 'testimonials', TestimonialsSection as ComponentType<never>);
    expect(all(en, /data-testimonial="([^"]+)"/g)).toEqual(['haituo', 'volga', 'elbkai', 'tokai']);
    expect(en).toMatch(/<figure class="testimonial"><p class="testimonial__figure"><strong>3<\/strong> <span>suppliers checked a week<\/span><\/p><blockquote class="testimonial__quote"><p>We check every new kitchenware supplier against its shipments.<\/p><\/blockquote><figcaption/);
    expect(en).toContain('Tokai Kitchenware K.K.<span class="testimonial__country">Japan</span>');
    expect(renderSection(changed.value, '/ru', 'testimonials', TestimonialsSection as ComponentType<never>)).toContain('<span class="testimonial__country">Япония</span>');
    // The Chinese home is a page of its own: it still shows its three.
    expect(all(renderSection(changed.value, '/cn', 'testimonials', TestimonialsSection as ComponentType<never>), /data-testimonial="([^"]+)"/g)).toHaveLength(3);
  });

  it('refuses a testimonial without its words in a language, an unknown country and a figure without its label', () => {
    const home = 'config/pages/home.yaml';
    const added = edit(home, '      - { id: elbkai, country: DE }\n', '      - { id: elbkai, country: DE }\n      - { id: tokai, country: JP }\n');
    expect(errorLines(added).join('\n')).toMatch(/translation key "testimonials\.items\.tokai\.quote" is missing in locales\/en\/pages\/home\.yaml/);
    expect(errorLines(edit(home, 'country: DE', 'country: XZ')).join('\n')).toMatch(/home\.yaml:\d+:\d+ .*"XZ" is not an ISO 3166 country code/);
    const noLabel = edit('locales/en/pages/home.yaml', '      figureLabel: new distributors in Latin America in 18 months\n', '');
    expect(errorLines(noLabel).join('\n')).toMatch(/translation key "testimonials\.items\.haituo\.figureLabel" is missing in locales\/en\/pages\/home\.yaml/);
  });
});

describe('the config check of the proof sections and the query index', () => {
  it('refuses a timeline entry older than the one before it, and a month that is no month', () => {
    const file = 'config/pages/aboutus.yaml';
    expect(errorLines(edit(file, '{ id: ningbo, date: "2015-09" }', '{ id: ningbo, date: "2013-09" }')).join('\n'))
      .toMatch(/aboutus\.yaml:\d+:\d+ .*is earlier than the entry before it \("founding", 2014-05\): a timeline lists its entries oldest first/);
    expect(errorLines(edit(file, '{ id: ningbo, date: "2015-09" }', '{ id: ningbo, date: "2015-13" }')).join('\n')).toMatch(/must be a year or a month, like 2014 or 2014-05/);
  });

  it('refuses an index entry that is no value of the page\'s heads', () => {
    const changed = edit('config/pages/solutionsdetail.yaml', '{ id: media, value: "1001" }', '{ id: media, value: "1002" }');
    expect(errorLines(changed).join('\n')).toMatch(/solutionsdetail\.yaml:\d+:\d+ .*"1002" is not a value of this page's queryAnchor heads/);
  });

  it('links each sector to its own address, and first to the page that lists them all', () => {
    const html = renderSection(project.value, '/ru/solutionsDetail', 'query-index', QueryIndexSection as ComponentType<never>);
    expect(html).toMatch(/^<nav class="query-index" id="sectors" aria-labelledby="sectors-heading">/);
    expect(all(html, /href="([^"]+)"/g)).toEqual(['/ru/solutions', ...['998', '2002', '3003', '4001', '5001', '6001', '7001', '8001', '9001', '1001'].map((v) => `/ru/solutionsDetail?contId=${v}`)]);
    expect(html).toContain('<script>');
  });
});
