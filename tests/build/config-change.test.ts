import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { copyContent } from './content-copy';

// A product manager's edit: a menu label, a page title, a price and the API host, in YAML only, show up in the built site.
it('a nav label, a page title, a price and the API host changed in YAML change the built site, with no code edited', { timeout: 240_000 }, () => {
  const copy = copyContent('config-change');
  const buildDir = join(projectRoot, '.tmp', 'config-change-build');
  afterAll(() => copy.remove());

  copy.edit('locales/en/common.yaml', '  datacountries: Data coverage\n', '  datacountries: Countries we cover\n');
  const pageFile = 'locales/en/pages/products.yaml';
  const oldTitle = /title: "?([^"\n]+)"?/.exec(readFileSync(join(copy.root, pageFile), 'utf8'))![1];
  copy.edit(pageFile, oldTitle, 'Every trade data tool we offer | Meridian Trade Data');

  copy.edit('config/pricing.yaml', 'price: 899', 'price: 949');
  copy.edit('config/site.yaml', '  rest: ""', '  rest: "https://api.other-host.example"');

  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, SITE_CONTENT_ROOT: copy.root, SITE_BUILD_DIR: buildDir },
  });
  expect(build.status, build.stderr).toBe(0);

  const products = readFileSync(join(buildDir, 'client/en/products/index.html'), 'utf8');
  expect(products).toContain('<title>Every trade data tool we offer | Meridian Trade Data</title>');
  expect(products).toContain('>Countries we cover</a>');
  expect(products).not.toContain('>Data coverage</a>');
  const pricing = readFileSync(join(buildDir, 'client/en/package/index.html'), 'utf8');
  expect(pricing).toContain('$949');
  expect(pricing).not.toContain('$899');
  const russian = readFileSync(join(buildDir, 'client/ru/products/index.html'), 'utf8');
  expect(russian).not.toContain('Countries we cover'); // only the English menu changed

  // Another API host: the browser's model carries it and the server's pages allow calling it.
  const manifest = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8')) as { connectOrigins: string[] };
  expect(manifest.connectOrigins).toEqual(['https://api.other-host.example']);
  const assets = readdirSync(join(buildDir, 'client/assets')).filter((f) => f.endsWith('.js'));
  expect(assets.some((f) => readFileSync(join(buildDir, 'client/assets', f), 'utf8').match(/rest:\s*[`"']https:\/\/api\.other-host\.example/))).toBe(true);
});
