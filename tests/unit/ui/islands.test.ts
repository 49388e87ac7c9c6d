import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../engine/ui/islands/island-payload';
import { scriptSafeJson } from '../../../engine/ui/islands/json-script';
import { islandsManifestOf, type BuiltChunk } from '../../../engine/build/islands-manifest';
import { islandCode } from '../../../engine/build/page-weight';
import { islandsBootScript } from '../../../engine/ui/islands/islands-boot-script';
import { islandModules } from '../../../engine/ui/islands/island-modules';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../engine/config/read-source-files';

// The pure parts of public pages as HTML with islands (decision 017).

describe('an island\'s texts', () => {
  const page = { hero: { heading: 'H', body: 'B' }, faq: { a: 'x' }, tabs: { one: { label: 'L', points: { a: 'p' } }, two: { label: 'M' } } };

  it('are only the subtrees its keys name, nested as in the locale file', () => {
    expect(pickMessages(page, ['tabs.one', 'hero.heading'])).toEqual({ tabs: { one: { label: 'L', points: { a: 'p' } } }, hero: { heading: 'H' } });
    expect(pickMessages(page, ['tabs'])).toEqual({ tabs: page.tabs });
  });

  it('leave out keys that name nothing, and nothing is taken from an absent namespace', () => {
    expect(pickMessages(page, ['nope', undefined, 'hero.nope'])).toEqual({});
    expect(pickMessages(undefined, ['hero'])).toEqual({});
  });
});

describe('an island\'s payload as JSON in the page', () => {
  it('cannot end its <script> element or start markup, and reads back unchanged', () => {
    const value = { text: '</script><script>alert(1)</script> & <!-- \u2028 \u2029 終 ё' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the boot script written into a public page', () => {
  it('is valid JavaScript that names the runtime as data, whatever its address holds', () => {
    const script = islandsBootScript('/assets/islands-entry-A1.js');
    expect(script).toContain('import("/assets/islands-entry-A1.js")');
    // Syntax only: a module's dynamic import parses the same inside a function body.
    expect(() => new Function(script)).not.toThrow();
    expect(islandsBootScript('/x"</script><script>alert(1)//.js')).not.toContain('</script>');
  });
});

describe('the islands manifest of a build', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []): BuiltChunk => ({ fileName, moduleIds, imports, css, isEntry: false });
  const chunks = [
    chunk('assets/entry.js', ['/p/entry.ts'], ['assets/cookie.js']),
    chunk('assets/cookie.js', ['/p/cookie.ts']),
    chunk('assets/hydrate.js', ['/p/hydrate.tsx'], ['assets/react.js']),
    chunk('assets/react.js', ['/n/react.js', '/n/react-dom.js']),
    chunk('assets/header.js', ['/p/header.tsx', '/p/nav.tsx'], ['assets/react.js', 'assets/i18n.js']),
    chunk('assets/i18n.js', ['/n/i18next.js'], ['assets/react.js'], ['assets/style.css']),
  ];
  const manifest = islandsManifestOf(chunks, { entry: '/p/entry.ts', hydrate: '/p/hydrate.tsx', islands: { 'site-header': '/p/nav.tsx' } });

  it('names each island\'s chunk, found by any module it holds, with every chunk it imports, once', () => {
    expect(manifest.entry).toEqual({ file: '/assets/entry.js', imports: ['/assets/cookie.js'] });
    expect(manifest.hydrate).toEqual(['/assets/hydrate.js', '/assets/react.js']);
    expect(manifest.islands['site-header']).toEqual({ files: ['/assets/header.js', '/assets/react.js', '/assets/i18n.js'], css: ['/assets/style.css'] });
  });

  it('fails the build for an island no chunk holds, rather than measure it as free', () => {
    expect(() => islandsManifestOf(chunks, { entry: '/p/entry.ts', hydrate: '/p/hydrate.tsx', islands: { gone: '/p/gone.tsx' } })).toThrow(/no chunk of the client build holds \/p\/gone\.tsx/);
  });

  it('counts for a page the runtime, React and the islands it hydrates without waiting, not those that wait to be near the window', () => {
    const island = (name: string, when: string) => `<script type="application/json" data-island-payload="${name}">{}</script><div class="island" data-island="${name}" data-island-when="${when}"></div>`;
    const html = (body: string) => `<html><body>${body}<script type="module">${islandsBootScript('/assets/entry.js')}</script></body></html>`;
    expect(islandCode(html(island('site-header', 'load')), manifest)).toEqual(['/assets/entry.js', '/assets/cookie.js', '/assets/hydrate.js', '/assets/react.js', '/assets/header.js', '/assets/react.js', '/assets/i18n.js']);
    expect(islandCode(html(island('site-header', 'visible')), manifest)).toEqual(['/assets/entry.js', '/assets/cookie.js']);
    // A page of the single-page app names no islands runtime.
    expect(islandCode('<html><body><script type="module" src="/assets/app.js"></script></body></html>', manifest)).toEqual([]);
    expect(() => islandCode(html(island('gone', 'load')), manifest)).toThrow(/island "gone"/);
  });
});

describe('the islands of the engine', () => {
  it('each island module exists and exports its component as default, which the runtime loads', () => {
    for (const [name, path] of Object.entries(islandModules)) {
      const file = join(projectRoot, path);
      expect(existsSync(file), `${name}: ${path}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name}: ${path}`).toMatch(/^export default (function )?\w+/m);
    }
  });
});
