import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf, realFile } from './config-fixture';

describe('config check', () => {
  it('accepts the project config and compiles every route', () => {
    const result = loadWith();
    if (!result.ok) throw new Error(result.error.map((e) => `${e.file}:${e.line} ${e.message}`).join('\n'));
    expect(result.value.routes.find((r) => r.path === '/en/products')).toMatchObject({ locale: 'en', page: 'products', prerender: true });
    expect(result.value.routes.find((r) => r.path === '/en/payment/:id')).toMatchObject({ prerender: false });
  });

  it('reports bad indentation once, at the misaligned line and its first character', () => {
    const file = 'config/nav/header-en.yaml';
    const lines = errorLines(edit(file, '  - label: nav.datacountries\n    path: /en/datacountries', '  - label: nav.datacountries\n     path: /en/datacountries'));
    // yaml notices the mistake on the line above (the label's text runs on into the misaligned
    // key); the report is moved to the line the person has to change.
    const misaligned = positionOf(realFile(file), '    path: /en/datacountries').line;
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^config/nav/header-en\\.yaml:${misaligned}:6 /items/1\\S* \\(2nd menu item.*\\) YAML syntax: this line is indented further than line ${misaligned - 1}.*indentation`))]);
  });

  it('reports an unknown key at the key, with the JSON path and a suggestion', () => {
    const file = 'config/nav/header-en.yaml';
    const changed = edit(file, '  - label: nav.package\n', '  - lable: nav.package\n');
    const { line, column } = positionOf(changed[file], 'lable');
    // The item has lost its label, so it is named by its path.
    expect(errorLines(changed)).toContain(`${file}:${line}:${column} /items/4 (5th menu item "/en/package") has an unknown key "lable" (did you mean "label"?)`);
  });

  it('reports a path that does not start with "/" like the spec example', () => {
    const file = 'config/nav/header-en.yaml';
    const changed = edit(file, 'path: /en/package', 'path: en/package');
    const { line, column } = positionOf(changed[file], 'en/package');
    expect(errorLines(changed)).toContain(`${file}:${line}:${column} /items/4/path (5th menu item "Pricing" → path) must start with "/"`);
  });

  it('reports a nav item that points to an undeclared route', () => {
    const file = 'config/nav/header-en.yaml';
    const changed = edit(file, 'path: /en/package', 'path: /en/pricing');
    const { line, column } = positionOf(changed[file], '/en/pricing');
    expect(errorLines(changed)).toContain(
      `${file}:${line}:${column} /items/4/path (5th menu item "Pricing" → path) points to /en/pricing, which is not a route in config/routes.yaml`,
    );
  });

  it('reports a link to an anchor the page does not have', () => {
    const file = 'config/nav/header-cn.yaml';
    const changed = edit(file, '/cn/aboutus#section4', '/cn/aboutus#section9');
    // Labels are named in English where English has them, else in the menu's own language.
    expect(errorLines(changed).join('\n')).toMatch(/header-cn\.yaml:\d+:\d+ \/items\/7\/children\/3\/path \(8th menu item "About us" → 4th entry "荣誉与承诺" → path\) points to #section9, but page "aboutus" has no section with that id/);
  });

  it('reports a translation key missing in one locale at the place config uses it', () => {
    const file = 'locales/ru/common.yaml';
    const changed = edit(file, '  contact:', '  kontakt:');
    const lines = errorLines(changed);
    const nav = 'config/nav/header-ru.yaml';
    const { line, column } = positionOf(realFile(nav), 'nav.contact');
    expect(lines).toContain(`${nav}:${line}:${column} /items/5/label (6th menu item "Contact" → label) translation key "nav.contact" is missing in locales/ru/common.yaml`);
  });

  it('reports a page text present in one locale and missing in another', () => {
    const file = 'locales/ru/pages/aboutus.yaml';
    const text = realFile(file);
    const trimmed = text.replace(/\n {2}p2:[^\n]*(\n {4}[^\n]*)*/, '');
    expect(trimmed).not.toBe(text);
    const lines = errorLines({ [file]: trimmed });
    // Two locales of three have it, so the third is the one blamed, at the group that lacks it.
    const { line } = positionOf(trimmed, 'profile:');
    expect(lines).toContain(`${file}:${line}:1 /profile lacks "p2", which locales/en/pages/aboutus.yaml and locales/zh-cn/pages/aboutus.yaml have: every language has the same keys`);
    expect(lines.some((l) => /^config\/pages\/aboutus\.yaml:\d+:\d+ \/sections\/1\/paragraphs\/1 \(2nd section .* → 2nd paragraph "profile\.p2"\) translation key "profile\.p2" is missing in locales\/ru\/pages\/aboutus\.yaml \(needed by \/ru\/aboutus\)$/.test(l))).toBe(true);
  });

  it('reports a route whose page file does not exist, and a redirect to a non-route', () => {
    const lines = errorLines({
      ...edit('config/routes.yaml', '{ path: /en/terms, page: terms }', '{ path: /en/terms, page: terms-of-use }'),
      ...edit('config/redirects.yaml', '{ from: /home, to: /en }', '{ from: /home, to: /en/home }'),
    });
    expect(lines.join('\n')).toMatch(/config\/routes\.yaml:\d+:\d+ \/routes\/\d+\/page \(\d+th route "\/en\/terms" → page\) names page "terms-of-use" but config\/pages\/terms-of-use\.yaml does not exist/);
    expect(lines.join('\n')).toMatch(/config\/redirects\.yaml:\d+:\d+ \/moved\/0\/to \(1st redirect → to\) points to \/en\/home, which is not a route/);
  });

  it('reports every error of every file in one run', () => {
    const lines = errorLines({
      ...edit('config/nav/header-en.yaml', '  - label: nav.package\n', '  - lable: nav.package\n'),
      ...edit('config/nav/footer-ru.yaml', 'path: /ru/contact', 'path: /ru/kontakt'),
      ...edit('config/site.yaml', 'xDefaultLocale: zh-cn', 'xDefaultLocale: de'),
    });
    expect(lines.some((l) => l.startsWith('config/nav/header-en.yaml'))).toBe(true);
    expect(lines.some((l) => l.startsWith('config/nav/footer-ru.yaml'))).toBe(true);
    expect(lines.some((l) => l.startsWith('config/site.yaml'))).toBe(true);
  });

  it('rejects a YAML file that no schema describes', () => {
    expect(errorLines({ 'config/prices.yaml': 'pro: 899\n' })).toEqual([
      expect.stringMatching(/^config\/prices\.yaml:1:1 has no schema, so the engine would ignore it/),
    ]);
  });

  it('names the allowed section kinds when a page uses an unknown one', () => {
    const file = 'config/pages/home.yaml';
    const lines = errorLines(edit(file, 'type: hero', 'type: banner'));
    const line = lines.find((l) => l.includes('/sections/0/type'));
    expect(line).toMatch(/^config\/pages\/home\.yaml:\d+:\d+ \/sections\/0\/type \(1st section "Find buyers and suppliers in the world's shipment records" → type\) must be one of "hero", /);
    // Every registered kind is named, so the person sees what they could have written.
    for (const kind of ['hero', 'text', 'pricing', 'catalogue-figures', 'country-coverage', 'country-datasets', 'dataset-list']) expect(line).toContain(`"${kind}"`);
  });
});

describe('API hosts in site.yaml', () => {
  it('rejects an API host with a path or without https, with file and line', () => {
    const lines = errorLines(edit('config/site.yaml', '  rest: ""', '  rest: "http://api.example.com/v1"'));
    expect(lines.join('\n')).toMatch(/^config\/site\.yaml:\d+:\d+ \/api\/rest must be empty \(the server that serves the site\) or an https origin without a path/m);
  });
});
