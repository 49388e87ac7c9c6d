import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../../engine/config/site-model.js';
import { localeCopyName } from '../../engine/build/locale-copies.js';
import { contentSecurityPolicy } from '../content-security-policy.js';
import type { SiteManifest } from '../site-manifest.js';
import type { ApiPaths } from '../api-paths.js';
import { escapeRegExp } from '../../engine/config/regex-escape.js';
import { htmlFilePatterns } from '../../engine/routing/html-file-address.js';
import { documentFile, notFoundDocumentLocales, notFoundDocumentPath, paramRouteDocumentPath } from '../../engine/routing/built-documents.js';

/**
 * The nginx form of what server/site-server.ts does for the static site, generated from the build
 * (its manifest and HTML files): the same redirects with the same statuses in the same order, each
 * page's own Content-Security-Policy, the console pages' copy per language by the `lang` cookie,
 * caching (hashed assets for a year, HTML revalidated), precompressed files, 404s, and every API
 * path proxied to the upstream of API instances (the operator API's internal paths answered 404,
 * never proxied). The output is the inside of a `server { }` block: the deployer adds `listen`,
 * `server_name`, TLS, `set $site_root <build/client>;`, `set $site_host <public host>;` and the
 * `upstream` (docs/deployment.md; scripts/prod-local.ts does it for the reference setup).
 *
 * A rule nginx cannot be given exactly (a redirect target with a query of its own, a route
 * parameter pattern that is not anchored) stops the build with a message rather than being dropped.
 */
export interface NginxSiteInput {
  manifest: SiteManifest;
  /** build/client: each page's HTML is read for its script hashes. */
  clientDir: string;
  apiPaths: ApiPaths;
  /** Headers every answer carries (helmet's, security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** The name of the deployer's `upstream` block of API instances. */
  upstream: string;
  /** brotli_static needs nginx's brotli module (Debian: libnginx-mod-http-brotli-static). */
  brotli: boolean;
}

export class NginxRuleError extends Error {}

/**
 * What the instances are told about a request, every value nginx's own or the deployer's, none a
 * client's (decision 045): Host is the public host the deployer sets (`set $site_host`), never the
 * request's; X-Forwarded-For is the address nginx sees (replacing whatever the client sent, not
 * appended to it); X-Forwarded-Proto nginx's scheme; the forwarding headers it does not set are
 * cleared (an empty value sends none), so a client's X-Forwarded-Host or Forwarded never reaches
 * an instance that trusts nginx (TRUST_PROXY).
 */
export const proxyHeaders: ReadonlyArray<readonly [string, string]> = [
  ['Host', '$site_host'],
  ['X-Forwarded-For', '$remote_addr'],
  ['X-Forwarded-Proto', '$scheme'],
  ['X-Forwarded-Host', '""'],
  ['X-Forwarded-Port', '""'],
  ['X-Forwarded-Prefix', '""'],
  ['X-Real-IP', '""'],
  ['Forwarded', '""'],
  ['Connection', '""'],
];

const pageCache = 'public, max-age=0, must-revalidate';
const assetCache = 'public, max-age=31536000, immutable';
const strictPolicy = "default-src 'none'; frame-ancestors 'none'";

export function nginxSite(input: NginxSiteInput): string {
  const { manifest, clientDir } = input;
  const policies = new Map<string, string>();
  const policyOf = (file: string) => {
    if (!policies.has(file)) policies.set(file, contentSecurityPolicy(readFileSync(join(clientDir, file), 'utf8'), manifest.connectOrigins));
    return policies.get(file)!;
  };
  // A location with add_header of its own inherits none: such a location says them all.
  const headers = (extra: Record<string, string>) =>
    Object.entries({ ...input.securityHeaders, ...extra }).map(([name, value]) => `    add_header ${name} ${value.startsWith('$') ? value : quote(value)} always;`).join('\n');
  // The site's own locations sit inside `location /`, whose headers they inherit; each says only
  // what differs from the defaults set once for the server (below): its page's policy, a Vary
  // (decision 040).
  const set = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => `      set $${name} ${quote(value)};`).join('\n');
  // Every file answer says it depends on Accept-Encoding (a precompressed copy may be chosen), as
  // the server's does; redirects and API answers do not.
  const page = (file: string, vary?: string) =>
    `${set({ site_page_policy: policyOf(file), ...(vary ? { site_vary: vary } : {}) })}\n      try_files /${file} =404;`;
  // Redirects and refusals carry the security headers and the strict policy, as the server's do,
  // and no Cache-Control or Vary (an empty value sends no header).
  const answer = (body: string) => `${set({ site_page_policy: strictPolicy, site_cache: '', site_vary: '' })}\n${body}`;
  const languages = manifest.languages;
  const inLocale = (file: string, locale: string) => {
    const copy = localeCopyName(file, locale as never);
    return languages?.locales.includes(locale as never) && existsSync(join(clientDir, copy)) ? copy : file;
  };
  const out: string[] = [];
  const location = (match: string, body: string) => out.push(`  location ${match} {\n${body}\n  }`);
  const site: string[] = [];
  const siteLocation = (match: string, body: string) => site.push(`    location ${match} {\n${body}\n    }`);

  out.push([
    `  root $site_root;\n  charset utf-8;\n  absolute_redirect off;\n  gzip_static on;${input.brotli ? '\n  brotli_static on;' : ''}\n  merge_slashes on;`,
    // The defaults of the site's answers; a location sets what differs. An internal redirect (to
    // a page's copy, to the not-found page) sets them afresh before the location that answers.
    '  set $site_page_policy "";',
    `  set $site_cache ${quote(pageCache)};`,
    '  set $site_vary "Accept-Encoding";',
  ].join('\n'));

  // The API: every public path of server/api-paths.ts to the instances, outside `location /`, so
  // nginx adds no header to the API's own. The proxy settings are the server's, which each API
  // location inherits; nginx sends a request that failed on one instance to the next only if it is
  // idempotent (a POST never twice).
  out.push([
    '  proxy_http_version 1.1;',
    ...proxyHeaders.map(([name, value]) => `  proxy_set_header ${name} ${value};`),
    '  proxy_next_upstream error timeout http_502 http_503 http_504;',
  ].join('\n'));
  const proxy = `    proxy_pass http://${input.upstream};`;
  for (const prefix of input.apiPaths.prefixes) location(`^~ ${prefix}`, proxy);
  for (const path of input.apiPaths.exact) location(`= ${path}`, proxy);
  // The operator API (personal data, orders, mark-paid) is reached on an instance directly, never
  // through the public site: answered here, before any other location could pass it on (decision 045).
  for (const prefix of input.apiPaths.internal) location(`^~ ${prefix}`, `${headers({ 'Content-Security-Policy': strictPolicy })}\n    return 404;`);

  // Hashed files: a year. Not a document, so the strict policy.
  location('^~ /assets/', `${headers({ 'Cache-Control': assetCache, 'Content-Security-Policy': strictPolicy, Vary: 'Accept-Encoding' })}\n    try_files $uri @missing;`);
  // A missing file is a 404, never a page: redirecting a script to HTML only hides the fault.
  location('@missing', `${headers({ 'Content-Security-Policy': strictPolicy })}\n    return 404;`);

  // A page asked for by its file's name goes to its own address, where it has its policy; any
  // other HTML file of the build is a 404 (engine/routing/html-file-address.ts). First of the
  // regular expressions, which nginx tries in order.
  siteLocation(`~ ${quote(htmlFilePatterns.rootPage, { regex: true })}`, answer('      return 301 /$is_args$args;'));
  siteLocation(`~ ${quote(htmlFilePatterns.page, { regex: true })}`, answer('      return 301 $1$is_args$args;'));
  siteLocation(`~ ${quote(htmlFilePatterns.other, { regex: true })}`, answer('      return 404;'));

  // Prerendered pages, then the addresses that differ from them by a trailing slash (301).
  const loggedInContent = new Map<string, Array<{ lang: string; from: string }>>();
  for (const rule of manifest.redirects.loggedIn ?? []) {
    const [path = '', query = ''] = rule.to.split('?');
    const lang = new URLSearchParams(query).get('lang');
    if (lang) loggedInContent.set(path, [...(loggedInContent.get(path) ?? []), { lang, from: rule.from }]);
  }
  for (const route of manifest.routes.filter((r) => r.prerender)) {
    const file = `${route.path.slice(1)}/index.html`;
    // A logged-in redirect's target (?lang=en) shows the page the member came from (logged-in-routing.ts).
    const variants = (loggedInContent.get(route.path) ?? []).map(({ lang, from }) => `      if ($arg_lang = ${quote(lang)}) { rewrite ^ /__as${from} last; }`);
    siteLocation(`= ${route.path}`, [...variants, page(file)].join('\n'));
    for (const { from } of loggedInContent.get(route.path) ?? []) siteLocation(`= /__as${from}`, `      internal;\n${page(`${from.slice(1)}/index.html`)}`);
    if (route.path !== '/') siteLocation(`= ${route.path}/`, answer(`      return 301 ${route.path}$is_args$args;`));
  }

  // Console pages: one copy per language, chosen by the lang cookie (map in the http block, below).
  for (const path of manifest.consolePaths) {
    const file = `${path.slice(1)}/index.html`;
    if (!languages) {
      siteLocation(`= ${path}`, page(file));
      continue;
    }
    siteLocation(`= ${path}`, `      rewrite ^ /__console/$site_console_locale${path} last;`);
    for (const locale of languages.locales) siteLocation(`= /__console/${locale}${path}`, `      internal;\n${page(inLocale(file, locale), 'Cookie, Accept-Encoding')}`);
  }

  // Routes with parameters: the route's document, built once for all of its values; a value its
  // pattern refuses, the locale's 404 page (engine/routing/built-documents.ts).
  for (const route of manifest.routes.filter((r) => !r.prerender)) {
    siteLocation(`~ ${quote(`^${routePattern(route, 'valid')}$`, { regex: true })}`, page(documentFile(paramRouteDocumentPath(route))));
    siteLocation(`~ ${quote(`^${routePattern(route, 'any')}$`, { regex: true })}`, `      error_page 404 ${notFoundDocumentPath(route.locale)};\n      return 404;`);
    siteLocation(`~ ${quote(`^${routePattern(route, 'any')}/+$`, { regex: true })}`, answer('      rewrite ^(.*?)/+$ $1 permanent;'));
  }
  for (const locale of notFoundDocumentLocales(manifest.routes)) siteLocation(`= ${notFoundDocumentPath(locale)}`, `      internal;\n${page(documentFile(notFoundDocumentPath(locale)))}`);

  // Old addresses: 301 to their new page, with or without a trailing slash.
  for (const moved of manifest.redirects.moved) {
    const target = plainTarget(moved.to, `moved: ${moved.from}`);
    siteLocation(`= ${moved.from}`, answer(`      return 301 ${target}$is_args$args;`));
    siteLocation(`= ${moved.from}/`, answer(`      return 301 ${target}$is_args$args;`));
  }

  // The sitemap as the server types it (nginx's own table says text/xml).
  siteLocation('= /sitemap.xml', `      types { }\n      default_type application/xml;\n${set({ site_page_policy: strictPolicy })}\n      try_files $uri =404;`);

  // Any file of the build (the policy of what it is: $site_policy in the http block); else a
  // missing file is 404 and any other path goes (302) to the home page of the first unmatched rule
  // that fits (spec 2.5), or the fallback.
  location('/', [
    headers({ 'Content-Security-Policy': '$site_policy', 'Cache-Control': '$site_cache', Vary: '$site_vary' }),
    '    try_files $uri @unmatched;',
    '',
    site.join('\n\n'),
  ].join('\n'));
  const unmatched = manifest.redirects.unmatched.map((rule) => {
    const patterns = [
      ...(rule.contains !== undefined ? [escapeRegExp(rule.contains)] : []),
      ...(rule.startsWith ?? []).map((start) => `^${escapeRegExp(start)}(/|$)`),
    ];
    return `    if ($uri ~ ${quote(patterns.join('|'), { regex: true })}) { return 302 ${plainTarget(rule.to, 'unmatched:')}$is_args$args; }`;
  });
  location('@unmatched', [
    headers({ 'Content-Security-Policy': strictPolicy }),
    '    if ($uri ~ "^/assets/|\\.[A-Za-z0-9]+$") { return 404; }',
    ...unmatched,
    `    return 302 ${plainTarget(manifest.redirects.fallback, 'fallback:')}$is_args$args;`,
  ].join('\n'));
  return `${out.join('\n\n')}\n`;
}

/**
 * What goes in the http block once, beside the server: the console's language from the cookie
 * (languageFromCookie: any value with zh is Chinese, a known id is itself, else the default), and
 * the strict policy for files that are not HTML.
 */
export function nginxHttpMaps(manifest: SiteManifest): string {
  const languages = manifest.languages;
  const consoleMap = languages
    ? `map $cookie_${languages.cookie} $site_console_locale {\n  default ${languages.defaultLocale};\n${languages.locales.map((l) => `  ${quote(l)} ${l};`).join('\n')}\n  ~*zh zh-cn;\n}\n`
    : '';
  // A page's location sets its own policy; a file served as it is gets the strict one, unless it
  // is HTML, which gets none, as from the server (server/app.ts).
  return `${consoleMap}map $sent_http_content_type $site_file_policy {\n  ~^text/html "";\n  default ${quote(strictPolicy)};\n}\n`
    + 'map $site_page_policy $site_policy {\n  "" $site_file_policy;\n  default $site_page_policy;\n}\n';
}

/** A route's path as a regular expression: each :param by its pattern ('valid') or as any segment. */
function routePattern(route: RouteEntry, which: 'valid' | 'any'): string {
  return route.path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return escapeRegExp(segment);
    if (which === 'any') return '[^/]+';
    const pattern = route.params?.[segment.slice(1)];
    if (!pattern || !pattern.startsWith('^') || !pattern.endsWith('$')) {
      throw new NginxRuleError(`route ${route.path}: the pattern of ${segment} must be anchored (^...$) to become an nginx location; it is ${JSON.stringify(pattern)}`);
    }
    return `(?:${pattern.slice(1, -1)})`;
  }).join('/');
}

/** A redirect target nginx can send as it is, with the request's query appended. */
function plainTarget(target: string, rule: string): string {
  if (target.includes('?') || target.includes('#')) {
    throw new NginxRuleError(`redirects ${rule} the target ${target} has a query or fragment of its own, which the nginx form cannot merge with the request's query as the server does`);
  }
  if (!/^\/[A-Za-z0-9/_.-]*$/.test(target)) throw new NginxRuleError(`redirects ${rule} the target ${target} is not a plain site path`);
  return target;
}

/**
 * An nginx string, double-quoted. Header values would expand a $ as a variable; none of ours has
 * one, and one that did is refused. (Location regexes are not expanded: their $ anchors stay.)
 */
function quote(text: string, { regex = false } = {}): string {
  if (!regex && text.includes('$')) throw new NginxRuleError(`the value ${text} holds a $, which nginx would read as a variable`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
