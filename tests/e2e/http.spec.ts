import { expect, test } from '@playwright/test';

// What a visitor without JavaScript (or a crawler) gets: real HTTP redirects and full HTML.
test.describe('without JavaScript', () => {
  for (const [path, target, status] of [
    ['/', '/cn', 302], ['/foo', '/cn', 302], ['/cn/nope', '/cn', 302], ['/en/nope', '/en', 302],
    ['/ru/nope', '/ru', 302], ['/products/old', '/en', 302], ['/home', '/en', 301], ['/products', '/en/products', 301],
  ] as const) {
    test(`${path} redirects to ${target}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers()['location'], 'http://x').pathname).toBe(target);
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
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
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

  test('a missing asset is a 404, and a rejected route parameter answers 404', async ({ request }) => {
    expect((await request.get('/assets/missing.js', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/en/payment/%3Cscript%3E', { maxRedirects: 0 })).status()).toBe(404);
  });
});
