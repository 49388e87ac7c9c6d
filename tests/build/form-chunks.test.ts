import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../engine/config/list-files';
import { formLibraryMarkers } from '../../engine/build/page-weight';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files';
import type { SiteModel } from '../../engine/config/site-model';
import { present } from '../unit/present';

/**
 * Forms cost nothing where they are not shown: in the built site, a page without a form section
 * loads none of RJSF's or ajv's code (the header's and footer's demo dialog loads it on the first
 * click), the form pages can load it, and the validators are plain code compiled at build time
 * (no `new Function`, no `eval`: the CSP needs no 'unsafe-eval').
 *
 * "Loads" is what the HTML asks for (modulepreload links, module scripts and what their inline
 * code imports), the route modules of the React Router manifest for that path, and every static
 * import of those chunks, followed recursively. Dynamic import() is what runs on demand.
 *
 * Builds the project into .tmp/form-chunks-build (about 30 s); FORM_CHUNKS_BUILD_DIR=<dir> checks
 * an existing build instead (e.g. `build`, when it is current).
 */

const given = process.env.FORM_CHUNKS_BUILD_DIR;
const buildDir = given ? resolve(projectRoot, given) : join(projectRoot, '.tmp', 'form-chunks-build');
const clientDir = join(buildDir, 'client');

/** Strings of the libraries' own code that minification keeps (property names, symbols, messages); `npm run budgets` looks for the same. */
const markers = formLibraryMarkers;
const allMarkers = [...markers.rjsf, ...markers.ajv];
const runsCode = /\bnew Function\s*\(|(?<![\w$.])eval\s*\(/;

// Static: `import{a as b}from"./x.js"`, `import * as r from "/assets/x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const staticImport = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]((?:\.{1,2}\/|\/)[^"'`\s]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]((?:\.{1,2}\/|\/)[^"'`\s]+\.js)["'`]\s*\)/g;

const chunkCache = new Map<string, string>();
function chunk(url: string): string {
  let code = chunkCache.get(url);
  if (code === undefined) {
    const file = join(clientDir, ...url.split('/').filter(Boolean));
    if (!existsSync(file)) throw new Error(`${url} is imported but not in the build`);
    code = readFileSync(file, 'utf8');
    chunkCache.set(url, code);
  }
  return code;
}

const resolveFrom = (from: string, specifier: string) => new URL(specifier, `http://site${from}`).pathname;
const importsOf = (code: string, from: string, pattern: RegExp) => [...code.matchAll(pattern)].map((m) => resolveFrom(from, m[1]!)); // the specifier's group takes part in every match

/** The chunks `entries` load before anything runs on demand: their static imports, recursively. */
function staticClosure(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of importsOf(chunk(url), url, staticImport)) visit(next);
  };
  for (const url of entries) visit(url);
  return seen;
}

/** Everything `entries` can ever load: static and dynamic imports, recursively. */
function fullClosure(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of [...importsOf(chunk(url), url, staticImport), ...importsOf(chunk(url), url, dynamicImport)]) visit(next);
  };
  for (const url of entries) visit(url);
  return seen;
}

interface ManifestRoute { path?: string; module: string; imports?: string[] }
let routeManifest: { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/** What a page's HTML makes the browser load, with its route's modules from the manifest. */
function pageEntries(path: string, html: string): string[] {
  const urls = new Set<string>();
  for (const [link] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) urls.add(present(/\bhref="([^"]+)"/.exec(link)?.[1], `${path}: the href of ${link}`));
  // A script's attributes and body: both groups take part in every match.
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\btype="module"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) urls.add(src);
    // The inline bootstrap runs at once: its import() of the client entry is not on demand.
    for (const url of [...importsOf(body, path, staticImport), ...importsOf(body, path, dynamicImport)]) urls.add(url);
  }
  // The app shell (client/index.html) serves the routes that are not prerendered: the catch-all route.
  const own = Object.values(routeManifest.routes).find((r) => r.path === path) ?? Object.values(routeManifest.routes).find((r) => r.path === '*');
  const routes = [routeManifest.routes.root, own];
  expect(routes.every(Boolean), `${path}: its route and the root route in the manifest`).toBe(true);
  for (const route of routes) for (const url of [route!.module, ...(route!.imports ?? [])]) urls.add(url);
  for (const url of urls) expect(url, `${path} loads ${url}`).toMatch(/^\/assets\/[^/]+\.js$/);
  return [...urls];
}

const markersIn = (urls: Iterable<string>) => [...urls].flatMap((url) => allMarkers.filter((m) => chunk(url).includes(m)).map((m) => `${url}: ${m}`));

describe('form code in the built site', () => {
  let model: SiteModel;
  let pages: Array<{ path: string; forms: string[]; locale?: string; html: string }>;

  beforeAll(async () => {
    if (!given) {
      const status = await new Promise<{ code: number | null; stderr: string }>((done, fail) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
          cwd: projectRoot,
          env: { ...process.env, SITE_BUILD_DIR: buildDir, SITE_CONTENT_ROOT: projectRoot },
        });
        let stderr = '';
        child.stdout.resume();
        child.stderr.on('data', (d: Buffer) => (stderr += d));
        child.on('error', fail);
        child.on('close', (code) => done({ code, stderr }));
      });
      expect(status.code, status.stderr).toBe(0);
    }
    const loaded = loadSiteModelFromDisk(projectRoot);
    if (!loaded.ok) throw new Error('the project config does not load');
    model = loaded.value;
    const manifestFile = listFiles(join(clientDir, 'assets')).find((f) => /\/manifest-[^/]+\.js$/.test(f));
    const manifestCode = readFileSync(manifestFile!, 'utf8');
    routeManifest = JSON.parse(manifestCode.slice(manifestCode.indexOf('=') + 1, manifestCode.lastIndexOf(';')));
    pages = listFiles(clientDir)
      .filter((f) => f.endsWith(`${sep}index.html`))
      .map((f) => {
        const path = `/${relative(clientDir, f).split(sep).slice(0, -1).join('/')}`;
        const route = model.routes.find((r) => r.path === path);
        // No route: the app shell, which shows the routes with parameters.
        const shown = route ? [route] : model.routes.filter((r) => !r.prerender);
        const sections = shown.flatMap((r) => present(model.pages[r.page], `page ${r.page} of route ${r.path}`).sections);
        return { path, locale: route?.locale, forms: sections.flatMap((s) => (s.type === 'form' ? [s.form] : [])), html: readFileSync(f, 'utf8') };
      });
  }, 420_000);

  afterAll(() => {
    if (!given) rmSync(buildDir, { recursive: true, force: true });
  });

  it('every prerendered route is a page of the build', () => {
    const built = new Set(pages.map((p) => p.path));
    const missing = model.routes.filter((r) => r.prerender && !built.has(r.path)).map((r) => r.path);
    expect(missing).toEqual([]);
    expect(pages.filter((p) => p.forms.length > 0).length).toBeGreaterThan(0);
    expect(pages.filter((p) => p.forms.length === 0).length).toBeGreaterThan(0);
  });

  it('a page without a form section loads none of RJSF or ajv (e.g. /en, /cn, /en/products, /ru/datacountries)', () => {
    const noForm = pages.filter((p) => p.forms.length === 0);
    expect(noForm.map((p) => p.path)).toEqual(expect.arrayContaining(['/en', '/cn', '/en/products', '/ru/datacountries']));
    for (const page of noForm) {
      const loaded = staticClosure(pageEntries(page.path, page.html));
      expect(loaded.size, page.path).toBeGreaterThan(3);
      expect(markersIn(loaded), `${page.path} loads form code`).toEqual([]);
    }
  });

  it('a form page can load RJSF, its form\'s precompiled validator and its texts, on demand', () => {
    const seen = new Set<string>();
    for (const page of pages.filter((p) => p.forms.length > 0)) {
      const first = staticClosure(pageEntries(page.path, page.html));
      const onDemand = [...fullClosure(first)].filter((url) => !first.has(url));
      const code = onDemand.map(chunk);
      // Every marker is really in the code forms load, so the test above can fail.
      for (const marker of allMarkers) {
        expect(code.some((c) => c.includes(marker)), `${page.path}: "${marker}" in what the page loads on demand`).toBe(true);
        seen.add(marker);
      }
      for (const form of page.forms) {
        const validator = `validate_${form.replace(/[^A-Za-z0-9]/g, '_')}`;
        expect(code.some((c) => c.includes(validator) && c.includes(markers.ajv[0])), `${page.path}: validator of ${form}`).toBe(true);
        const title = (model.messages[page.locale as keyof SiteModel['messages']].forms[form] as { title: string }).title;
        expect(code.some((c) => c.includes(JSON.stringify(title).slice(1, -1)) || c.includes(title)), `${page.path}: texts of ${form} (${title})`).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual([...allMarkers].sort());
  });

  it('the form validators are plain code: no new Function or eval in anything a form loads', () => {
    const everything = fullClosure(pages.flatMap((p) => pageEntries(p.path, p.html)));
    const validators = [...everything].filter((url) => chunk(url).includes(markers.ajv[0]));
    // One chunk per form at least (each exports validate_<form>).
    for (const form of Object.keys(model.forms)) {
      expect(validators.some((url) => chunk(url).includes(`validate_${form.replace(/[^A-Za-z0-9]/g, '_')}`)), form).toBe(true);
    }
    const formCode = [...everything].filter((url) => allMarkers.some((m) => chunk(url).includes(m)));
    expect(formCode.length).toBeGreaterThan(validators.length); // the validators and RJSF
    expect(formCode.filter((url) => runsCode.test(chunk(url)))).toEqual([]);
  });
});
