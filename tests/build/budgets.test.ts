import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets, describeViolation, failing, KB, type Budgets } from '../../engine/build/budget-check';
import { measureBuild, type FormsOfPage } from '../../engine/build/page-weight';
import { projectRoot } from '../../engine/config/read-source-files';
import { itemAt } from '../unit/present';

/**
 * The byte budgets of issue 16 (point 6) on fake build folders: an oversized one, where every
 * budget is broken once, and a small one that passes. The same fixtures go through
 * `npm run budgets` (with the project's real config/budgets.yaml) to see its exit code.
 */

const budgets: Budgets = { homeJsGzipKB: 110, pageJsGzipKB: 200, pageCssGzipKB: 30, noFormCodeWithoutForm: true };
const homes = ['/cn', '/en', '/ru'];
const contactForm: FormsOfPage = (path) => (path === '/en/contact' ? { forms: ['contact'], locale: 'en' } : undefined);

/** Code that gzip cannot shrink much: random bytes as base64, about `gzipKB` after gzip. */
const incompressible = (gzipKB: number) => `export const blob="${randomBytes(Math.round(gzipKB * KB)).toString('base64')}";`;
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><main>page</main></body></html>`;
const preload = (url: string) => `<link rel="modulepreload" href="${url}"/>`;
// What React Router writes: the route modules imported by an inline module script, then import() of the entry.
const bootstrap = (route: string) => `<script type="module" async="">import * as route0 from "${route}";\nimport("/assets/entry.client-a1.js");</script>`;

const folders: string[] = [];
function fakeBuild(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'budgets-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'client', path)), { recursive: true });
    writeFileSync(join(root, 'client', path), text);
  }
  return root;
}
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

/** Small shared code every page loads: the entry imports the runtime, which the HTML preloads too. */
const shared = {
  'assets/entry.client-a1.js': 'import{r}from"./runtime-a1.js";r();',
  'assets/runtime-a1.js': 'export const r=()=>document.title;',
  'assets/root-a1.js': 'import"./runtime-a1.js";export default 1;',
  'assets/root-a1.css': 'body{margin:0}',
  // The form code of /en/contact: the lazily loaded component, which imports RJSF, and the form's texts and validator.
  'assets/page-form-a1.js': 'import"./rjsf-core-a1.js";export default 2;',
  'assets/form-bundle_form_contact_locale_en-a1.js': 'export default{title:"Contact us"};',
  'assets/form-validator_form_contact-a1.js': 'export const v=()=>"must have required property";',
  'assets/rjsf-core-a1.js': 'export const __rjsf_id=1;',
};
const sharedHead = `${preload('/assets/entry.client-a1.js')}${preload('/assets/runtime-a1.js')}<link rel="stylesheet" href="/assets/root-a1.css"/>${bootstrap('/assets/root-a1.js')}`;

const oversized = {
  ...shared,
  'index.html': page(sharedHead),
  // The home page's route chunk imports 180 KB (gzip) of code.
  'en/index.html': page(`${sharedHead}${preload('/assets/home-a1.js')}`),
  'assets/home-a1.js': 'import"./big-a1.js";export default 3;',
  'assets/big-a1.js': incompressible(180),
  // No form, but an ajv chunk preloaded, and a 40 KB (gzip) stylesheet.
  'en/products/index.html': page(`${sharedHead}${preload('/assets/ajv-formats-a1.js')}<link rel="stylesheet" href="/assets/big-a1.css#"/>`),
  'assets/ajv-formats-a1.js': 'export const f=1;',
  'assets/big-a1.css': `.x{background:url("data:image/png;base64,${randomBytes(40 * KB).toString('base64')}")}`,
  // A form page whose form code is 280 KB (gzip): RJSF counts, since the form renders at once.
  'en/contact/index.html': page(sharedHead),
};
oversized['assets/rjsf-core-a1.js'] = `export const __rjsf_id=1;${incompressible(280)}`;

let measuredOversized: ReturnType<typeof measureBuild> | undefined;
/** Measured once: compressing its big files at the server's settings takes a second or two. */
const oversizedPages = () => (measuredOversized ??= measureBuild(join(fakeBuild(oversized), 'client'), contactForm));

const small = { ...shared, 'index.html': page(sharedHead), 'en/index.html': page(sharedHead), 'en/contact/index.html': page(sharedHead) };

describe('page weights and budgets', () => {
  it('counts each page\'s first-load JS once per file: preloads, module scripts, the entry and their static imports', () => {
    const pages = measureBuild(join(fakeBuild(small), 'client'), contactForm);
    expect(pages.map((p) => p.path)).toEqual(['/', '/en', '/en/contact']);
    const home = pages.find((p) => p.path === '/en')!;
    expect(home.js.files.map((f) => f.url).sort()).toEqual(['/assets/entry.client-a1.js', '/assets/root-a1.js', '/assets/runtime-a1.js']);
    const bytes = (...names: Array<keyof typeof shared>) => names.reduce((n, name) => n + Buffer.byteLength(shared[name]), 0);
    expect(home.js.total.raw).toBe(bytes('assets/entry.client-a1.js', 'assets/root-a1.js', 'assets/runtime-a1.js'));
    expect(home.js.total.gzip).toBe(home.js.files.reduce((n, f) => n + gzipSync(shared[f.url.slice(1) as keyof typeof shared], { level: 9 }).length, 0));
    expect(home.js.total.brotli).toBeGreaterThan(0);
    expect(home.css.files.map((f) => f.url)).toEqual(['/assets/root-a1.css']);
    expect(home.html.raw).toBe(Buffer.byteLength(small['en/index.html']));
    expect(home.formLibraries).toEqual([]);
    // The form page also loads its form: component, RJSF, texts and validator of its locale.
    const contact = pages.find((p) => p.path === '/en/contact')!;
    expect(contact.forms).toEqual(['contact']);
    expect(contact.js.files.map((f) => f.url)).toEqual(expect.arrayContaining([
      '/assets/page-form-a1.js', '/assets/rjsf-core-a1.js', '/assets/form-bundle_form_contact_locale_en-a1.js', '/assets/form-validator_form_contact-a1.js',
    ]));
    expect(contact.js.files).toHaveLength(7);
  });

  it('a build within budget passes', () => {
    const pages = measureBuild(join(fakeBuild(small), 'client'), contactForm);
    expect(checkBudgets(pages, budgets, homes)).toEqual([]);
  });

  it('reports every breach of the oversized build, with the figure, the budget and the heaviest files', () => {
    const pages = oversizedPages();
    const violations = checkBudgets(pages, budgets, homes);
    const found = violations.map((v) => `${v.page} ${v.budget}`).sort();
    expect(found).toEqual(['/en home-js', '/en/contact page-js', '/en/products form-code', '/en/products page-css']);
    const of = (name: string) => violations.find((v) => `${v.page} ${v.budget}` === name)!;
    const heaviest = (name: string) => itemAt(of(name).biggest, 0, `the heaviest file of ${name}`);

    expect(of('/en home-js').limit).toBe(110 * KB);
    expect(of('/en home-js').figure).toBeGreaterThan(140 * KB);
    expect(heaviest('/en home-js').url).toBe('/assets/big-a1.js');
    expect(of('/en/contact page-js').figure).toBeGreaterThan(200 * KB);
    expect(heaviest('/en/contact page-js').url).toBe('/assets/rjsf-core-a1.js');
    expect(of('/en/products form-code').biggest.map((f) => f.url)).toEqual(['/assets/ajv-formats-a1.js']);
    expect(heaviest('/en/products page-css').url).toBe('/assets/big-a1.css');
    expect(of('/en/products page-css').figure).toBeGreaterThan(30 * KB);
    expect(failing(violations)).toHaveLength(4);
    expect(describeViolation(of('/en home-js'))).toMatch(/^\/en home-js: 1\d\d\.\d KB gzip, budget 110\.0 KB \(\d+\.\d KB over\); biggest: \/assets\/big-a1\.js 1\d\d\.\d KB/);
  });

  it('an allowance reports the breach without failing, up to its cap; above the cap it fails', () => {
    const pages = oversizedPages();
    const home = (upToKB: number) => checkBudgets(pages, { ...budgets, allowOverBudget: { 'home-js': { because: 'issue 16 point 3 not done yet', upToKB } } }, homes)
      .find((v) => v.budget === 'home-js')!;
    expect(home(400)).toMatchObject({ page: '/en', allowedBecause: 'issue 16 point 3 not done yet' });
    expect(failing([home(400)])).toEqual([]);
    expect(describeViolation(home(400))).toContain('[allowed for now by allowOverBudget.home-js]');
    expect(home(120)).toMatchObject({ page: '/en', overAllowanceCapKB: 120 });
    expect(home(120).allowedBecause).toBeUndefined();
    expect(describeViolation(home(120))).toContain("above the allowance's cap of 120 KB");
  });

  it('a form page whose form code is missing from the build is an error, not a light page', () => {
    const { 'assets/form-validator_form_contact-a1.js': _gone, ...rest } = small;
    expect(() => measureBuild(join(fakeBuild(rest), 'client'), contactForm)).toThrow(/\/en\/contact shows form "contact", but the build has no validator chunk/);
  });

  it('npm run budgets prints every page and exits 1 listing the breaches; a small build exits 0', () => {
    const run = (files: Record<string, string>) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/budgets.ts'], {
      cwd: projectRoot, encoding: 'utf8', env: { ...process.env, SITE_BUILD_DIR: fakeBuild(files), SITE_CONTENT_ROOT: projectRoot },
    });
    const over = run(oversized);
    expect(over.status, over.stderr).toBe(1);
    expect(over.stdout).toMatch(/^page +html +html gz +js +js gz +js br/m);
    for (const path of ['/en/products', '/en/contact']) expect(over.stdout).toMatch(new RegExp(`^${path.replace(/\//g, '\\/')} `, 'm'));
    // The fixture is heavier than the caps of the project's allowances (if any), so every breach fails here.
    for (const breach of ['/en/products form-code', '/en/products page-css', '/en/contact page-js', '/en home-js']) expect(over.stderr).toContain(breach);

    const fine = run(small);
    expect(fine.status, fine.stderr).toBe(0);
    expect(fine.stdout).toContain('budgets ok: 3 pages checked');
  }, 60_000);
});
