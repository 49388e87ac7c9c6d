import { describe, expect, it } from 'vitest';
import { loadWith } from './config-fixture';
import { itemAt } from './present';
import { buildSitemap } from '../../engine/build/sitemap';
import { describeBrokenLink, findBrokenLinks } from '../../engine/build/built-links';
import { contentSecurityPolicy } from '../../server/content-security-policy';
import { apiOrigins, apiUrl } from '../../engine/api/api-hosts';
import { createHash } from 'node:crypto';

describe('sitemap.xml', () => {
  it('lists every prerendered route with its alternates', () => {
    const result = loadWith();
    if (!result.ok) throw new Error('config must be valid');
    const xml = buildSitemap(result.value);
    const prerendered = result.value.routes.filter((r) => r.prerender);
    for (const route of prerendered) expect(xml).toContain(`<loc>https://www.meridiantrade.example${route.path}</loc>`);
    expect(xml).toContain('<loc>https://www.meridiantrade.example/ru/contact</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.meridiantrade.example/en/contact"/>');
    expect(xml).not.toContain(':id');
  });

  it('lists each value of a page that stands for several at its own canonical address, with alternates carrying the value', () => {
    const result = loadWith();
    if (!result.ok) throw new Error('config must be valid');
    const xml = buildSitemap(result.value);
    const heads = Object.keys(result.value.pages.solutionsdetail?.queryAnchor?.heads ?? {});
    expect(heads.length).toBeGreaterThan(1);
    const solutionRoutes = result.value.routes.filter((r) => r.prerender && r.page === 'solutionsdetail');
    expect(xml.match(/<loc>[^<]*\?contId=/g)).toHaveLength(heads.length * solutionRoutes.length);
    expect(xml).toMatch(/<loc>https:\/\/www\.meridiantrade\.example\/en\/solutionsdetail\?contId=998<\/loc>\n {4}<xhtml:link rel="alternate" hreflang="zh-CN" href="https:\/\/www\.meridiantrade\.example\/cn\/solutionsdetail\?contId=998"\/>/);
    expect(xml.match(/<url>/g)).toHaveLength(result.value.routes.filter((r) => r.prerender).length + heads.length * solutionRoutes.length);
  });
});

describe('broken link check', () => {
  const page = (path: string, body: string) => ({ path, html: `<html><body>${body}</body></html>` });

  it('finds links to missing pages and anchors, and blames a menu when many pages share one', () => {
    const pages = [
      page('/en', '<a href="/en/about#team">x</a><a href="/en/gone">y</a><section id="top"></section>'),
      page('/en/about', '<section id="history"></section><a href="/en/gone">y</a><a href="/en#top">t</a>'),
      page('/en/x', '<a href="/en/gone">y</a><a href="/en/payment/4">p</a><a href="https://other.example/">o</a>'),
      page('/en/y', '<a href="/en/gone">y</a><a href="/assets/a.css">c</a>'),
    ];
    const broken = findBrokenLinks(pages, (p) => p.startsWith('/en/payment/'));
    expect(broken.map((b) => [b.href, b.reason])).toEqual([
      ['/en/about#team', 'the page has no element with id "team"'],
      ['/en/gone', 'no page is built at this path'],
    ]);
    expect(describeBrokenLink(itemAt(broken, 1, 'second broken link'), pages.length)).toMatch(/on 4 pages .* probably a header or footer link in config\/nav\//);
  });
});

describe('content security policy', () => {
  it('allows exactly the inline scripts of the page, by hash', () => {
    const html = '<script>window.a=1</script><script src="/assets/x.js"></script><script type="module">import("/assets/y.js")</script>';
    const policy = contentSecurityPolicy(html);
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' ${hash('window.a=1')} ${hash('import("/assets/y.js")')};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('needs no hash for the islands runtime\'s JSON data, which is never run: a public page allows no inline script', () => {
    const html = '<script type="application/json" id="island-page">{"a":1}</script><script type="module" src="/assets/islands-entry.js"></script>';
    expect(contentSecurityPolicy(html)).toContain("script-src 'self';");
  });

  it('lets the pages call the API origins of site.yaml and no others', () => {
    expect(contentSecurityPolicy('', apiOrigins({ rest: 'https://api.x.example', root: '', tools: 'https://tools.x.example' }))).toContain(
      "connect-src 'self' https://api.x.example https://tools.x.example;",
    );
    expect(contentSecurityPolicy('', apiOrigins({ rest: '', root: '', tools: '' }))).toContain("connect-src 'self';");
  });
});

describe('API hosts (spec 7)', () => {
  it('joins a call\'s path to its host, the site\'s own server when the host is empty', () => {
    const hosts = { rest: '', root: 'https://root.x.example', tools: 'https://tools.x.example' };
    expect(apiUrl(hosts, 'rest', '/api/public/sendVerifyCode')).toBe('/api/public/sendVerifyCode');
    expect(apiUrl(hosts, 'root', '/public/contact/us')).toBe('https://root.x.example/public/contact/us');
    expect(apiUrl(hosts, 'tools', '/api/list?id=154')).toBe('https://tools.x.example/api/list?id=154');
    expect(() => apiUrl(hosts, 'rest', 'api/list')).toThrow(/must start with/);
  });
});
