import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files';
import { formatConfigError } from '../../engine/config/config-error';
import { startApi } from '../api/api-harness';
import { copyContent } from './content-copy';

// A product manager reprices PRO from 899 to 949 by editing config/pricing.yaml and nothing else:
// every page and call that shows the price follows, in all three languages.
const copy = copyContent('reprice');
const buildDir = join(projectRoot, '.tmp', 'reprice-build');
afterAll(() => copy.remove());

function filesUnder(dir: string, pick: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, pick) : pick(path) ? [path] : [];
  });
}

// 899 next to the currency however a locale writes it (USD 899, 899 USD, 899美元), not 1,899 or 8990.
const oldPrice = /(USD|US\$|\$)(\s|\u00a0|\\xA0)?899(?![\d,.])|(?<![\d,.\u00a0 ])899(\s|\u00a0|\\xA0)?(USD|美元|долл)/u;

it('one edit of a price in config/pricing.yaml changes every page, form and call that shows it, in every language', { timeout: 240_000 }, async () => {
  copy.edit('config/pricing.yaml', 'price: 899', 'price: 949');
  const model = loadSiteModelFromDisk(copy.root);
  expect(model.ok, model.ok ? '' : model.errors.map(formatConfigError).join('\n')).toBe(true);

  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
    cwd: projectRoot, encoding: 'utf8', env: { ...process.env, SITE_CONTENT_ROOT: copy.root, SITE_BUILD_DIR: buildDir },
  });
  expect(build.status, build.stderr).toBe(0);
  const client = join(buildDir, 'client');

  // No page or script says the old price any more.
  const built = filesUnder(client, (f) => /\.(html|js)$/.test(f));
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
  const purchaseChunks = filesUnder(join(client, 'assets'), (f) => /form-bundle_form_package-purchase_locale_[a-z-]+-[^/]+\.js$/.test(f));
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
