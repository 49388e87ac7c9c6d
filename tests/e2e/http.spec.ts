import { expect, test } from '@playwright/test';
import { present } from '../unit/present';
import { production } from './production-tag';

// What a visitor without JavaScript (or a crawler) gets: real HTTP redirects and full HTML.
test.describe('without JavaScript', production, () => {
  for (const [path, target, status] of [
    ['/', '/cn', 302], ['/foo', '/cn', 302], ['/cn/nope', '/cn', 302], ['/en/nope', '/en', 302],
    ['/ru/nope', '/ru', 302], ['/products/old', '/en', 302], ['/home', '/en', 301], ['/products', '/en/products', 301],
  ] as const) {
    test(`${path} redirects to ${target}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(present(response.headers()['location'], `the Location header of ${path}`), 'http://x').pathname).toBe(target);
    });
  }

  for (const [path, lang, title] of [
    ['/en/products', 'en', /\| Meridian Trade Data<\/title>/],
    ['/ru/contact', 'ru', /\| Meridian Trade Data<\/title>/],
    ['/cn/aboutus', 'zh-CN', /\| 子午贸易数据<\/title>/],
  ] as const) {
    test(`${path} is served prerendered with its title and alternates`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(title);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://www.meridiantrade.example${path}"/>`);
      for (const hreflang of ['zh-CN', 'en', 'ru', 'x-default']) expect(html).toContain(`hrefLang="${hreflang}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]{4,}<\/h1>/);
    });
  }

  test('pages carry strict security headers and revalidate; assets are immutable and compressed', async ({ request }) => {
    const page = await request.get('/en/products', { headers: { 'accept-encoding': 'br' } });
    const headers = page.headers();
    // A public page runs two inline scripts, allowed by their hashes: the first, which holds early
    // clicks and submits (decision 048), and the islands boot (decision 017).
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+';/);
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    // A page of the single-page app allows exactly its inline hydration data, by hash.
    const consolePage = await request.get('/dashboard');
    expect(consolePage.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toContain('max-age=0');
    expect(headers['content-encoding']).toBe('br');
    const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)![0];
    const assetResponse = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assetResponse.headers()['content-encoding']).toBe('gzip');
  });

  test('sitemap.xml lists the pages with alternates, and /healthz answers', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.meridiantrade.example/en/products</loc>');
    expect(sitemap).toContain('hreflang="x-default"');
    expect((await request.get('/healthz')).ok()).toBe(true);
  });

  test('robots.txt gives the sitemap as an absolute address on the configured origin', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.meridiantrade.example/sitemap.xml');
  });

  test('every page of the sitemap: <html lang> of its locale, the same hreflang alternates, and links that say where they go', async ({ request }) => {
    const origin = 'https://www.meridiantrade.example';
    const langOf = { cn: 'zh-CN', en: 'en', ru: 'ru' } as Record<string, string>;
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // An entry's body: the group takes part in every match.
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
      path: present(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1], `the <loc> of sitemap entry ${entry}`).slice(origin.length),
      alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => `${a[1]} ${a[2]}`).sort(),
    }));
    expect(entries.length).toBeGreaterThan(80);
    for (const { path, alternates } of entries) {
      const html = await (await request.get(path)).text();
      const [, prefix = ''] = path.split('/');
      expect(html, path).toContain(`<html lang="${langOf[prefix]}"`);
      const inPage = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => `${a[1]} ${a[2]}`).sort();
      // An entry per value of a page that stands for several (?contId=998): the built HTML has the
      // page's own alternates, which its head script gives the value as the page is parsed
      // (solutions.spec.ts sees that in the browser).
      const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
      expect(inPage, path).toEqual(alternates.map((a) => (query && a.endsWith(query) ? a.slice(0, -query.length) : a)));
      // A link whose whole text is a bare "Learn more" tells a crawler nothing about its target.
      // (A link's text: the group takes part in every match.)
      const bare = [...html.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map(([, text = '']) => text.replace(/<[^>]+>/g, '').trim()).filter((text) => ['Learn more', 'Подробнее', '了解更多'].includes(text));
      expect(bare, path).toEqual([]);
    }
    const ruDetail = entries.find((e) => e.path === '/ru/solutionsDetail')!;
    expect(ruDetail.alternates).toContain(`en ${origin}/en/solutionsdetail`);
    const ruBuyers = entries.find((e) => e.path === '/ru/solutionsDetail?contId=998')!;
    expect(ruBuyers.alternates).toContain(`en ${origin}/en/solutionsdetail?contId=998`);
  });

  test('a page with parameters and its 404s carry the locale of their path, console pages the cookie\'s', async ({ request }) => {
    const lang = async (path: string, headers: Record<string, string> = {}) => /<html lang="([^"]+)"/.exec(await (await request.get(path, { headers, maxRedirects: 0 })).text())?.[1];
    expect(await lang('/en/payment/4711')).toBe('en');
    expect(await lang('/ru/payment/4711')).toBe('ru');
    expect(await lang('/ru/payment/%3Cscript%3E')).toBe('ru');
    expect(await lang('/cn/payment/4711')).toBe('zh-CN');
    expect(await lang('/login', { cookie: 'lang=en' })).toBe('en');
    expect(await lang('/login')).toBe('zh-CN');
  });

  test('a page asked for by its file\'s name is sent to its own address, where it has its policy; no HTML file is served bare', async ({ request }) => {
    const byFile = await request.get('/en/products/index.html?ref=mail', { maxRedirects: 0 });
    expect(byFile.status()).toBe(301);
    expect(byFile.headers()['location']).toBe('/en/products?ref=mail');
    expect((await request.get('/dashboard/index.en.html', { maxRedirects: 0 })).headers()['location']).toBe('/dashboard');
    expect((await request.get('/__spa-fallback.html', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('a missing asset is a 404, and a rejected route parameter answers 404', async ({ request }) => {
    expect((await request.get('/assets/missing.js', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/en/payment/%3Cscript%3E', { maxRedirects: 0 })).status()).toBe(404);
  });
});
