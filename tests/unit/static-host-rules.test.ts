import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StaticHostRuleError, staticHostFiles } from '../../server/deploy/static-host';
import type { SiteManifest } from '../../server/site-manifest';
import { buildSiteManifestOf } from './static-host-manifest';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { consolePaths } from '../../engine/ui/console/console-page-data';

// Issue 22: _redirects and _headers for static hosts, written only when config/site.yaml asks
// (deploy: { staticHost: true }); what those formats cannot express stops the build by name.
const clientDir = mkdtempSync(join(tmpdir(), 'static-host-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
const page = (path: string, script: string) => {
  mkdirSync(join(clientDir, path), { recursive: true });
  writeFileSync(join(clientDir, path, 'index.html'), `<html><body><script>${script}</script></body></html>`);
};
page('en', 'a()');
page('en/products', 'b()');
page('en/service/cedarRose', 'c()');
const headers = { 'X-Frame-Options': 'DENY' };

const simple: SiteManifest = buildSiteManifestOf({
  routes: ['/en', '/en/products', '/en/service/cedarRose'],
  moved: [{ from: '/products', to: '/en/products' }],
  unmatched: [{ startsWith: ['/home', '/products'], to: '/en' }],
  fallback: '/en',
  loggedIn: [{ from: '/en/service/cedarRose', to: '/en/products?lang=en' }],
});

describe('static host rules', () => {
  it('write the redirects in the server\'s order and each page\'s own policy', () => {
    const files = staticHostFiles({ manifest: simple, clientDir, securityHeaders: headers });
    expect(files._redirects.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '/products  /en/products  301!',
      '/products/  /en/products  301!',
      '/en/  /en  301!',
      '/en/products/  /en/products  301!',
      '/en/service/cedarRose/  /en/service/cedarRose  301!',
      '/en/products  lang=en  /en/service/cedarRose/index.html  200',
      '/home/*  /en  302',
      '/products/*  /en  302',
      '/*  /en  302',
    ]);
    const blocks = files._headers.split('\n\n');
    const products = blocks.find((b) => b.startsWith('/en/products\n'));
    const home = blocks.find((b) => b.startsWith('/en\n'));
    // The security headers once, for every path; no header that two matching rules would both give.
    expect(blocks.find((b) => b.startsWith('/*\n'))).toBe('/*\n  X-Frame-Options: DENY');
    for (const block of blocks.filter((b) => !b.startsWith('/*\n'))) expect(block).not.toContain('X-Frame-Options');
    expect(products).toContain('Cache-Control: public, max-age=0, must-revalidate');
    expect(products).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[^']+'/);
    expect(products).not.toBe(home?.replace('/en\n', '/en/products\n'));
    expect(blocks.find((b) => b.startsWith('/assets/*'))).toContain('Cache-Control: public, max-age=31536000, immutable');
  });

  it('refuse, all at once and by name, what those formats cannot say: contains, parameter patterns, the console by cookie, a target with a query', () => {
    const hard = buildSiteManifestOf({
      routes: ['/en', '/en/payment/:id'],
      moved: [{ from: '/old', to: '/en?from=old' }],
      unmatched: [{ contains: '/cn', to: '/cn' }],
      fallback: '/en',
      consolePaths: ['/dashboard'],
    });
    let error: unknown;
    try {
      staticHostFiles({ manifest: hard, clientDir, securityHeaders: headers });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StaticHostRuleError);
    expect((error as StaticHostRuleError).problems).toEqual([
      'config/redirects.yaml unmatched: { contains: /cn } matches the text anywhere in a path; these formats match a path\'s start only (use startsWith:)',
      'config/routes.yaml /en/payment/:id: a value its parameter pattern refuses is a 404 on the server; these formats cannot test a pattern',
      'config/console.yaml: the console pages are sent in the language of the lang cookie; these formats cannot choose a file by a cookie\'s value',
      'config/redirects.yaml: the target /en?from=old has a query of its own, which these formats would not merge with the visitor\'s',
    ]);
    expect((error as Error).message).toContain('deploy: { staticHost: false }');
  });

  it('say why this project\'s own rules cannot go to a static host, so site.yaml leaves it off', () => {
    const model = loadSiteModelFromDisk();
    if (!model.ok) throw new Error('the project config must be valid');
    expect(model.value.site.deploy?.staticHost ?? false).toBe(false);
    const manifest: SiteManifest = {
      builtAt: '', inputHash: '', routes: model.value.routes, redirects: model.value.redirects, consolePaths: consolePaths(model.value), connectOrigins: [],
      languages: { cookie: 'lang', defaultLocale: 'zh-cn', locales: ['zh-cn', 'en', 'ru'] },
    };
    expect(() => staticHostFiles({ manifest, clientDir, securityHeaders: headers })).toThrow(/contains: \/cn[\s\S]*\/cn\/payment\/:id[\s\S]*lang cookie/);
  });
});
