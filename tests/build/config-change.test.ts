import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { listFiles } from '../../engine/config/list-files';
import { formatConfigError } from '../../engine/config/config-error';
import { startApi } from '../api/api-harness';
import { editedSite, type EditedSite } from './edited-site';

// A product manager's edits in YAML only (tests/build/edited-site.ts lists them), built once, and
// what each changes in the built site. The build is shared with the other build tests that edit
// YAML (a build of the whole site is the slowest step of the unit suite); the edits do not
// interfere, and the price edit is the same in both tests below.
let copy: EditedSite;
let buildDir = '';
let buildStatus: { status: number | null; stderr: string } = { status: null, stderr: 'the build did not run' };

beforeAll(async () => {
  copy = await editedSite();
  buildDir = copy.buildDir;
  buildStatus = await copy.built();
}, 600_000);

// A menu label and item, a page title and section, a price, a dataset, a news article, the footer's
// registration number and the API host, in YAML only, show up in the built site.
it('menu items, page titles and sections, a price, a new dataset, a news article, a registration number and the API host changed in YAML change the built site, with no code edited', () => {
  expect(buildStatus.status, buildStatus.stderr).toBe(0);

  const products = readFileSync(join(buildDir, 'client/en/products/index.html'), 'utf8');
  expect(products).toContain('<title>Every trade data tool we offer | Meridian Trade Data</title>');
  expect(products).toContain('>Countries we cover</a>');
  expect(products).not.toContain('>Data coverage</a>');
  const pricing = readFileSync(join(buildDir, 'client/en/package/index.html'), 'utf8');
  expect(pricing).toContain('USD\u00a0949');
  expect(pricing).not.toMatch(/USD\u00a0899\b/);
  const russian = readFileSync(join(buildDir, 'client/ru/products/index.html'), 'utf8');
  expect(russian).not.toContain('Countries we cover'); // only the English menu changed

  // The new section and menu item are rendered.
  const coverage = readFileSync(join(buildDir, 'client/ru/datacountries/index.html'), 'utf8');
  expect(coverage).toMatch(/<section[^>]*id="coverage-questions"[\s\S]*<summary>Можно добавить страну\?<\/summary>/);
  expect(products).toMatch(/<a[^>]*href="\/en\/packageLearn"[^>]*>Dataset guide<\/a>/);

  // The new dataset is on the catalogue pages of every locale.
  expect(readFileSync(join(buildDir, 'client/en/datacountries/index.html'), 'utf8')).toContain('href="/en/countrydetail#no"');
  expect(readFileSync(join(buildDir, 'client/en/countrydetail/index.html'), 'utf8')).toMatch(/id="no"[\s\S]*Norway imports: customs declarations/);
  expect(readFileSync(join(buildDir, 'client/ru/packageLearn/index.html'), 'utf8')).toContain('Норвегия: импорт, таможенные декларации');
  expect(readFileSync(join(buildDir, 'client/cn/countrydetail/index.html'), 'utf8')).toContain('挪威进口海关数据');

  // The registration number links to its registry; the new article leads the news.
  expect(readFileSync(join(buildDir, 'client/cn/index.html'), 'utf8')).toMatch(/<a href="https:\/\/beian\.miit\.gov\.cn\/"[^>]*>ICP备案(<!-- -->| )+沪ICP备20260001号-1<\/a>/);
  const news = readFileSync(join(buildDir, 'client/cn/news/index.html'), 'utf8');
  expect(news.match(/class="news-card__title">([^<]+)</)?.[1]).toBe('铁路货运指数上线');
  expect(news).toContain('href="/cn/news/detail?id=rail-freight-index"');
  const article = readFileSync(join(buildDir, 'client/cn/news/detail/index.html'), 'utf8');
  expect(article).toContain('<title>铁路货运指数上线 | 子午贸易数据</title>');
  expect(article).toMatch(/<h1[^>]*>铁路货运指数上线<\/h1>/);

  // Another API host: the browser's model carries it and the server's pages allow calling it.
  const manifest = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8')) as { connectOrigins: string[] };
  expect(manifest.connectOrigins).toEqual(['https://api.other-host.example']);
  const assets = readdirSync(join(buildDir, 'client/assets')).filter((f) => f.endsWith('.js'));
  expect(assets.some((f) => readFileSync(join(buildDir, 'client/assets', f), 'utf8').match(/rest:\s*[`"']https:\/\/api\.other-host\.example/))).toBe(true);
});

// The country added in YAML (Norway, import declarations) is on the coverage maps: shaded as a
// country with one kind of data, with a link to its datasets, on the full map and the home's.
it('a country added to the catalogue is shaded on the coverage map, with a link to its detail, in every language', () => {
  expect(buildStatus.status, buildStatus.stderr).toBe(0);
  const countryOnMap = (html: string, href: string) => {
    const svg = /<svg class="coverage-map__svg"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    // tabindex: the map's countries are one tab stop (coverage-map-section.tsx).
    return new RegExp(`<a href="${href}" class="([^"]*)" tabindex="-?\\d+" data-country="NO"><title>([^<]*)</title><path d="M[^"]+"`).exec(svg);
  };
  for (const [path, detail, name] of [['en/datacountries', '/en/countrydetail#no', 'Norway'], ['ru', '/ru/countrydetail#no', 'Норвегия'], ['cn', '/cn/countrydetail#no', '挪威']] as const) {
    const found = countryOnMap(readFileSync(join(buildDir, `client/${path}/index.html`), 'utf8'), detail);
    expect(found, `${path}: Norway on the map`).not.toBeNull();
    expect(found![1]).toBe('coverage-map__country coverage-map__country--level1 has-import');
    expect(found![2]).toMatch(new RegExp(`^${name}: `));
  }
  // Norway came from the edit: the project's own catalogue has no data for it.
  const own = loadSiteModelFromDisk();
  expect(own.ok && own.value.catalogue.datasets.some((d) => d.country === 'NO')).toBe(false);
});

// 899 next to the currency however a locale writes it (USD 899, 899 USD, 899美元), not 1,899 or 8990.
const oldPrice = /(USD|US\$|\$)(\s|\u00a0|\\xA0)?899(?![\d,.])|(?<![\d,.\u00a0 ])899(\s|\u00a0|\\xA0)?(USD|美元|долл)/u;

// A product manager reprices PRO from 899 to 949 by editing config/pricing.yaml (the other edits above leave prices alone):
// every page and call that shows the price follows, in all three languages.
it('one edit of a price in config/pricing.yaml changes every page, form and call that shows it, in every language', async () => {
  const model = loadSiteModelFromDisk(copy.root);
  expect(model.ok, model.ok ? '' : model.error.map(formatConfigError).join('\n')).toBe(true);

  expect(buildStatus.status, buildStatus.stderr).toBe(0);
  const client = join(buildDir, 'client');

  // No page or script says the old price any more.
  const built = listFiles(client).filter((f) => /\.(html|js)$/.test(f));
  const stale = built.filter((f) => oldPrice.test(readFileSync(f, 'utf8'))).map((f) => relative(client, f));
  expect(stale).toEqual([]);

  // The pages that state PRO's price state the new one, each as its locale writes it.
  const page = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');
  for (const path of ['en/package', 'en/content/faq', 'en', 'en/packageterms', 'en/aboutus']) expect(page(path), path).toMatch(/USD\u00a0949/);
  for (const path of ['ru/package', 'ru/content/faq', 'ru', 'ru/packageterms']) expect(page(path), path).toMatch(/949\u00a0USD|949–/);
  for (const path of ['cn/package', 'cn', 'cn/packageterms', 'cn/product/trade']) expect(page(path), path).toContain('949美元');
  // The comparison table's price row and the meta description.
  expect(page('en/package')).toMatch(/<th scope="row">Price per year<\/th><td[^>]*>USD\u00a0949<\/td>/);
  expect(page('en/package')).toMatch(/<meta name="description" content="Yearly data packages from USD\u00a0949/);
  // The purchase form's package options, a chunk of their own per locale.
  const purchaseChunks = listFiles(join(client, 'assets')).filter((f) => /form-bundle_form_package-purchase_locale_[a-z-]+-[^/]+\.js$/.test(f));
  expect(purchaseChunks).toHaveLength(3);
  // (The bundler writes a no-break space as \xA0 inside the chunk's string.)
  for (const chunk of purchaseChunks) expect(readFileSync(chunk, 'utf8')).toMatch(/Shipment PRO · (USD(\\xA0|\u00a0)949|949(\\xA0|\u00a0)USD|949美元)/);

  // The packages call and a new order take the new price.
  if (!model.ok) return;
  const api = await startApi({ model: model.value });
  try {
    const packages = await api.get('/public/overseas/packages');
    expect(packages.data.packages.find((p: { id: string }) => p.id === 'pro')).toMatchObject({ price: 949 });
  } finally {
    await api.close();
  }
});
