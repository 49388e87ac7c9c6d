import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from '../config/list-files.js';
import { islandsManifestFile, type IslandsManifest } from './islands-manifest.js';
import { escapeRegExp } from '../config/regex-escape.js';

/**
 * What each page of a built site (build/client) costs a first-time visitor in bytes: its HTML,
 * the JavaScript it loads before it is interactive, and its stylesheets. Reads files only, so
 * `npm run budgets` and its fixture test measure the same way (issue 16, point 6).
 *
 * First-load JS is what the HTML asks for (modulepreload links, module scripts, and what the
 * inline bootstrap imports, including its import() of the client entry, which runs at once), on a
 * public page the islands the runtime hydrates without waiting for the visitor (islandCode), plus
 * every static import of those chunks, followed recursively, each file counted once. A page
 * that shows a form also renders it at once, so its form code counts too: the lazily imported
 * form component with its static imports, and that form's texts and validator for the page's
 * locale. Compressed sizes use the settings of scripts/build/precompress.ts, i.e. what the
 * server sends.
 */

export interface Bytes { raw: number; gzip: number; brotli: number }

export interface FileWeight extends Bytes { url: string }

export interface PageWeight {
  path: string;
  html: { raw: number; gzip: number };
  /** Every file of the first load, largest (gzip) first. */
  js: { total: Bytes; files: FileWeight[] };
  css: { total: Bytes; files: FileWeight[] };
  /** First-load files that are RJSF's or ajv's code (by name or by content). */
  formLibraries: Array<{ url: string; library: 'rjsf' | 'ajv' }>;
  /** The forms the page shows (counted in js). */
  forms: string[];
}

/** Which forms a page shows, in which locale (the caller knows from the site model). */
export type FormsOfPage = (path: string) => { forms: string[]; locale: string } | undefined;

/**
 * Strings of the libraries' own code that minification keeps (as tests/build/form-chunks.test.ts
 * looks for them): a chunk bundler-named after an unrelated module is still found.
 */
export const formLibraryMarkers = {
  rjsf: ['__rjsf_', 'validateFormData', 'getDefaultFormState', 'rjsf-array-item'],
  ajv: ['must have required property', 'instancePath'],
} as const;

/**
 * The chunk names the form code gets (engine/ui/forms/page-form.tsx, lazily imported; the
 * form-bundle and form-validator virtual modules of engine/build/vite-plugin-site-config.ts).
 */
const formChunk = {
  component: /^page-form-[\w-]+\.js$/,
  bundle: (form: string, locale: string) => new RegExp(`^form-bundle_form_${escapeRegExp(form)}_locale_${escapeRegExp(locale)}-[\\w-]+\\.js$`),
  validator: (form: string) => new RegExp(`^form-validator_form_${escapeRegExp(form)}-[\\w-]+\\.js$`),
};

// Static: `import{a as b}from"./x.js"`, `import * as r from "/assets/x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const staticImport = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]((?:\.{1,2}\/|\/)[^"'`\s]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]((?:\.{1,2}\/|\/)[^"'`\s]+\.js)["'`]\s*\)/g;

export function measureBuild(clientDir: string, formsOf: FormsOfPage = () => undefined): PageWeight[] {
  const files = new BuiltFiles(clientDir);
  // Beside build/client in a real build (engine/build/vite-plugin-islands.ts).
  const manifestFile = join(clientDir, '..', islandsManifestFile);
  const islands = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as IslandsManifest) : undefined;
  return listFiles(clientDir)
    .filter((f) => f.endsWith(`${sep}index.html`))
    .map((f) => measurePage(files, `/${relative(clientDir, f).split(sep).slice(0, -1).join('/')}`, formsOf, islands))
    .sort((a, b) => a.path.localeCompare(b.path));
}

function measurePage(files: BuiltFiles, path: string, formsOf: FormsOfPage, islands: IslandsManifest | undefined): PageWeight {
  const html = files.text(join(path, 'index.html'));
  const referenced = htmlReferences(html, path);
  const firstLoad = files.staticClosure([...referenced.scripts, ...(islands ? islandCode(html, islands) : [])]);
  const js = new Set(firstLoad);
  const shown = formsOf(path);
  for (const form of shown?.forms ?? []) {
    for (const url of files.formCode(form, shown!.locale, path)) js.add(url);
  }
  const jsFiles = [...js].map((url) => files.weight(url)).sort(byGzip);
  const cssFiles = [...referenced.stylesheets].map((url) => files.weight(url)).sort(byGzip);
  // Only what loads before the form: on a form page, RJSF comes with the form, as it should.
  const formLibraries = [...firstLoad].flatMap((url) => {
    const library = files.formLibrary(url);
    return library ? [{ url, library }] : [];
  });
  const htmlBytes = Buffer.from(html);
  return {
    path,
    html: { raw: htmlBytes.length, gzip: gzipSync(htmlBytes, { level: 9 }).length },
    js: { total: sum(jsFiles), files: jsFiles },
    css: { total: sum(cssFiles), files: cssFiles },
    formLibraries,
    forms: shown?.forms ?? [],
  };
}

/**
 * The code of a public page's islands that the runtime hydrates without waiting for the visitor
 * (decision 017): those due at once or when the page is idle, with React and the rest of what
 * hydrating needs. Islands that wait until they come near the window are left out: a visitor who
 * never scrolls there never loads them.
 */
export function islandCode(html: string, manifest: IslandsManifest): string[] {
  if (!html.includes(JSON.stringify(manifest.entry.file))) return []; // a page of the single-page app
  const runtime = [manifest.entry.file, ...manifest.entry.imports];
  const due = [...html.matchAll(/<div\b[^>]*\bdata-island="([^"]+)"[^>]*\bdata-island-when="(load|idle)"/g)].map(([, name = '']) => name);
  if (due.length === 0) return runtime;
  return [...runtime, ...manifest.hydrate, ...due.flatMap((name) => {
    const island = manifest.islands[name];
    if (!island) throw new Error(`the page has an island "${name}" that ${islandsManifestFile} does not list`);
    return island.files;
  })];
}

/** Module scripts and stylesheets the HTML makes the browser load before anything is clicked. */
export function htmlReferences(html: string, path: string): { scripts: string[]; stylesheets: string[] } {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) scripts.add(urlPath(href, path));
    else if (/\brel="stylesheet"/.test(tag)) stylesheets.add(urlPath(href, path));
  }
  // Neither group is optional (both may be empty), so the defaults never apply.
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\btype="module"/.test(attributes)) continue;
    const src = attribute(attributes, 'src');
    if (src) scripts.add(urlPath(src, path));
    for (const url of [...importsOf(code, path, staticImport), ...importsOf(code, path, dynamicImport)]) scripts.add(url);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** The built files, read and compressed once each however many pages share them. */
class BuiltFiles {
  private readonly texts = new Map<string, string>();
  private readonly weights = new Map<string, FileWeight>();
  private assetNames?: string[];

  constructor(private readonly clientDir: string) {}

  text(url: string): string {
    let text = this.texts.get(url);
    if (text === undefined) {
      const file = join(this.clientDir, ...url.split('/').filter(Boolean));
      if (!existsSync(file)) throw new Error(`${url} is referenced but not in the build (${this.clientDir})`);
      text = readFileSync(file, 'utf8');
      this.texts.set(url, text);
    }
    return text;
  }

  weight(url: string): FileWeight {
    let weight = this.weights.get(url);
    if (!weight) {
      const body = Buffer.from(this.text(url));
      weight = {
        url,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      this.weights.set(url, weight);
    }
    return weight;
  }

  /** The chunks `entries` load before anything runs on demand: their static imports, recursively. */
  staticClosure(entries: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      for (const next of importsOf(this.text(url), url, staticImport)) visit(next);
    };
    for (const url of entries) visit(url);
    return seen;
  }

  formLibrary(url: string): 'rjsf' | 'ajv' | undefined {
    const name = url.split('/').pop()!.toLowerCase();
    if (name.includes('rjsf')) return 'rjsf';
    if (name.includes('ajv')) return 'ajv';
    const code = this.text(url);
    if (formLibraryMarkers.rjsf.some((m) => code.includes(m))) return 'rjsf';
    if (formLibraryMarkers.ajv.some((m) => code.includes(m))) return 'ajv';
    return undefined;
  }

  /**
   * The code that shows one form: missing chunks are an error, since a page measured without its
   * form would pass its budget by mistake.
   */
  formCode(form: string, locale: string, page: string): Set<string> {
    const find = (pattern: RegExp, what: string) => {
      const name = this.assets().find((n) => pattern.test(n));
      if (!name) throw new Error(`${page} shows form "${form}", but the build has no ${what} chunk (${pattern})`);
      return `/assets/${name}`;
    };
    return this.staticClosure([
      find(formChunk.component, 'form component'),
      find(formChunk.bundle(form, locale), `texts (${locale})`),
      find(formChunk.validator(form), 'validator'),
    ]);
  }

  private assets(): string[] {
    this.assetNames ??= listFiles(join(this.clientDir, 'assets')).map((f) => f.split(sep).pop()!);
    return this.assetNames;
  }
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
}

/** A same-site URL as a path: `/assets/x.css#` and `./x.js` become `/assets/x.css` and `/dir/x.js`. */
function urlPath(url: string, from: string): string {
  return new URL(url, `http://site${from.endsWith('/') ? from : `${from}/`}`).pathname;
}

function importsOf(code: string, from: string, pattern: RegExp): string[] {
  // Both patterns capture the imported path in group 1, which is not optional.
  return [...code.matchAll(pattern)].map(([, specifier = '']) => new URL(specifier, `http://site${from}`).pathname);
}


function byGzip(a: FileWeight, b: FileWeight): number {
  return b.gzip - a.gzip || a.url.localeCompare(b.url);
}

function sum(files: Bytes[]): Bytes {
  return files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}
