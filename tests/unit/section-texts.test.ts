import { describe, expect, it } from 'vitest';
import { edit, errorLines, positionOf, realFile } from './config-fixture';

// The FAQ page is shown in English and Russian, so a section added to it needs texts in both.
const page = 'config/pages/faq.yaml';
const grid = `  - type: feature-grid
    text: topics
    items:
      - { id: data, icon: database, link: { page: datacountries } }
      - { id: billing, icon: card }
`;
const addToPage = (yaml: string) => edit(page, '    body: hero.body\n', `    body: hero.body\n${yaml}`);
const texts = (locale: string, yaml: string) => ({ [`locales/${locale}/pages/faq.yaml`]: `${realFile(`locales/${locale}/pages/faq.yaml`)}\n${yaml}` });
const topics = (title: string) => `topics:
  heading: ${title}
  items:
    data: { title: Data, body: Which countries }
    billing: { title: Billing, body: How to pay }
`;

describe('content sections in the config check', () => {
  it('names each text a section needs, in each locale that shows the page, at the item that needs it', () => {
    const changed = addToPage(grid);
    const lines = errorLines({ ...changed, ...texts('en', topics('Topics')) });
    const text = positionOf(changed[page], 'topics'); // the value of `text:`
    const item = positionOf(changed[page], '{ id: billing');
    expect(lines).toContain(`${page}:${text.line}:${text.column} /sections/1/text (2nd section (feature-grid) → text) translation key "topics.heading" is missing in locales/ru/pages/faq.yaml (needed by /ru/content/faq)`);
    expect(lines).toContain(`${page}:${item.line}:${item.column} /sections/1/items/1 (2nd section (feature-grid) → 2nd item "billing") translation key "topics.items.billing.title" is missing in locales/ru/pages/faq.yaml (needed by /ru/content/faq)`);
  });

  it('passes once every locale has the texts', () => {
    expect(errorLines({ ...addToPage(grid), ...texts('en', topics('Topics')), ...texts('ru', topics('Темы')) })).toEqual([]);
  });

  it('checks lists written in the locale file: every entry needs its fields', () => {
    const faq = addToPage('  - type: faq\n    text: questions\n');
    const good = 'questions:\n  heading: Q\n  items:\n    a: { question: Why?, answer: Because. }\n';
    const bad = 'questions:\n  heading: Q\n  items:\n    a: { question: Why? }\n';
    expect(errorLines({ ...faq, ...texts('en', good), ...texts('ru', good) })).toEqual([]);
    const lines = errorLines({ ...faq, ...texts('en', good), ...texts('ru', bad) });
    expect(lines.join('\n')).toMatch(/\/sections\/1\/text \(2nd section \(faq\) → text\) translation key "questions\.items\.a\.answer" is missing in locales\/ru\/pages\/faq\.yaml/);
  });

  it('refuses a link to a page that one of the page\'s locales does not have', () => {
    // product-trade exists only on the Chinese site; the FAQ is English and Russian.
    const lines = errorLines({ ...addToPage(grid.replace('page: datacountries', 'page: product-trade')), ...texts('en', topics('T')), ...texts('ru', topics('T')) });
    expect(lines.join('\n')).toMatch(/\/sections\/1\/items\/0\/link\/page \(2nd section \(feature-grid\) → 1st item "data" → link → page\) names page "product-trade", which has no route in en, ru/);
  });

  it('refuses an anchor that the linked page does not have', () => {
    const lines = errorLines({ ...addToPage(grid.replace('page: datacountries', 'page: aboutus, anchor: section9')), ...texts('en', topics('T')), ...texts('ru', topics('T')) });
    expect(lines.join('\n')).toMatch(/\/sections\/1\/items\/0\/link\/anchor \(2nd section \(feature-grid\) → 1st item "data" → link → anchor\) page "aboutus" has no section with id "section9"/);
  });

  it('rejects an unknown icon and a section without a required field, naming what is allowed', () => {
    expect(errorLines(addToPage(grid.replace('icon: card', 'icon: rocket'))).join('\n')).toMatch(/\/sections\/1\/items\/1\/icon \(2nd section \(feature-grid\) → 2nd item "billing" → icon\) must be one of "database", "search"/);
    expect(errorLines(addToPage('  - type: feature-grid\n    text: topics\n'))).toEqual([`${page}:8:5 /sections/1 (2nd section (feature-grid)) is missing the required key "items"`]);
  });
});

describe('anchors a page makes itself', () => {
  it('accepts a link to a country block of the country detail page, and refuses a country it does not list', () => {
    const withLink = (anchor: string) => ({
      ...addToPage(grid.replace('page: datacountries', `page: countrydetail, anchor: ${anchor}`)),
      ...texts('en', topics('T')),
      ...texts('ru', topics('T')),
    });
    expect(errorLines(withLink('vn'))).toEqual([]);
    expect(errorLines(withLink('zz')).join('\n')).toMatch(/page "countrydetail" has no section with id "zz"/);
  });
});
