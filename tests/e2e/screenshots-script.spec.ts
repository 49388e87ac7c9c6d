import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from './console-guard';

// `npm run screenshots` against the running test site, on three routes: it writes each route at
// both widths as a full-page PNG, and an index whose links and pictures point at those files.
const outDir = '.tmp/screenshots-test';
const routes = ['/cn', '/en/products', '/ru/contact'];

/** A PNG's width and height, from its header (IHDR). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('npm run screenshots writes every chosen route at 390 and 1440 px and an index linking each picture', async ({ baseURL }) => {
  test.setTimeout(90_000);
  rmSync(outDir, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/screenshots.ts', '--base-url', baseURL!, '--out', outDir, '--routes', routes.join(',')]);
  const index = readFileSync(`${outDir}/index.html`, 'utf8');
  const links = [...index.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(links.sort()).toEqual(['1440/cn.png', '1440/en-products.png', '1440/ru-contact.png', '390/cn.png', '390/en-products.png', '390/ru-contact.png']);
  for (const link of links) {
    const { width, height } = pngSize(`${outDir}/${link}`);
    expect(width, link).toBe(link.startsWith('390/') ? 390 : 1440);
    // Full page: taller than the window.
    expect(height, link).toBeGreaterThan(1000);
  }
  // The home pages share a row (home-cn is the Chinese home): a row per page, a column per language and width.
  expect(index.match(/<tr><th scope="row">/g)).toHaveLength(3);
  expect(index).toContain('<th scope="col">zh-cn · 390px</th>');
});
