import { describe, expect, it } from 'vitest';
import { textKeyHelp } from '../../../engine/build/yaml-editor/text-key-choices';

const files = {
  'config/nav/app-header.yaml': 'items: []\n',
  'config/nav/header-en.yaml': 'locale: en\nitems: []\n',
  'config/pages/products.yaml': 'title: meta.title\n',
  'config/routes.yaml': 'routes: []\n',
  'locales/en/console.yaml': 'nav:\n  dashboard: Dashboard\n  uniFind: UniFind search\n',
  'locales/ru/console.yaml': 'nav:\n  dashboard: Рабочий стол\n',
  'locales/en/common.yaml': 'nav:\n  products: Products\ncount_one: one\n',
  'locales/ru/common.yaml': 'nav:\n  products: Продукты\n',
  'locales/en/pages/products.yaml': 'meta:\n  title: All products\n',
  'locales/ru/pages/products.yaml': 'meta: [not closed\n',
};

describe('the translation keys the editor offers', () => {
  it('offers the console texts of every locale for the application header, groups included', () => {
    const help = textKeyHelp('config/nav/app-header.yaml', files);
    expect(help?.fields).toEqual(['label', 'heading', 'text']);
    expect(help?.from).toEqual(['locales/en/console.yaml', 'locales/ru/console.yaml']);
    expect(help?.keys).toEqual([
      { key: 'nav', texts: {} },
      { key: 'nav.dashboard', texts: { en: 'Dashboard', ru: 'Рабочий стол' } },
      { key: 'nav.uniFind', texts: { en: 'UniFind search' } },
    ]);
  });

  it('offers a menu the common texts of its own locale only', () => {
    const help = textKeyHelp('config/nav/header-en.yaml', files);
    expect(help?.from).toEqual(['locales/en/common.yaml']);
    expect(help?.listFields).toEqual(['notices']);
    expect(help?.keys.map((k) => k.key)).toEqual(['count_one', 'nav', 'nav.products']);
  });

  it('offers a page its own texts and the common ones written common:key, and skips a texts file that does not parse', () => {
    const help = textKeyHelp('config/pages/products.yaml', files);
    expect(help?.keys.map((k) => k.key)).toEqual(['common:count_one', 'common:nav', 'common:nav.products', 'meta', 'meta.title']);
    expect(help?.keys.find((k) => k.key === 'meta.title')?.texts).toEqual({ en: 'All products' });
  });

  it('offers nothing for a file whose fields name no keys', () => {
    expect(textKeyHelp('config/routes.yaml', files)).toBeUndefined();
    expect(textKeyHelp('locales/en/common.yaml', files)).toBeUndefined();
  });
});
