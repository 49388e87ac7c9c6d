import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { loadWith } from '../config-fixture';
import { buildPageData } from '../../../engine/ui/content/page-data';
import { createPageI18n } from '../../../engine/ui/page/page-i18n';
import { LearnMoreLabel } from '../../../engine/ui/sections/content/learn-more-label';

const result = loadWith();
if (!result.ok) throw new Error('project config must be valid for these tests');
const model = result.value;

const render = (path: string, props: { label?: string; name: string }) => {
  const data = buildPageData(model, model.routes.find((r) => r.path === path)!);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createPageI18n(data) }, createElement(LearnMoreLabel, props)));
};
const visible = (html: string) => html.replace(/<span class="visually-hidden">.*?<\/span>/g, '');
const spoken = (html: string) => html.replace(/<[^>]+>/g, '');

describe('"Learn more" links say where they go', () => {
  it.each([
    ['/en', 'Track competitors and customers', 'Learn more', 'Learn more: Track competitors and customers'],
    ['/ru', 'Отгрузки', 'Подробнее', 'Подробнее: Отгрузки'],
    ['/cn', '海关数据', '了解更多', '了解更多：海关数据'],
  ])('on %s the link shows the short label and is named after its item', (path, name, shown, read) => {
    const html = render(path, { name });
    expect(visible(html)).toBe(shown);
    expect(spoken(html)).toBe(read);
  });

  it('keeps the words an editor wrote for the link', () => {
    expect(render('/en', { label: 'See country coverage', name: 'Shipment records' })).toBe('See country coverage');
  });

  it('names the item in every locale\'s sentence, so no translation can drop it', () => {
    for (const locale of model.site.locales) {
      const home = model.routes.find((r) => r.locale === locale.id && r.prerender)!;
      expect(spoken(render(home.path, { name: 'ITEM-NAME' })), locale.id).toContain('ITEM-NAME');
    }
  });
});
