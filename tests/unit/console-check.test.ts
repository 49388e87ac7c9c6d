import { describe, expect, it } from 'vitest';
import { edit, errorLines, positionOf, realFile } from './config-fixture';

// config/nav/app-header.yaml and config/console.yaml: mistakes a product manager can make, each
// reported at the file, line and column where it was made.
const header = 'config/nav/app-header.yaml';
const consoleFile = 'config/console.yaml';
const at = (file: string, needle: string, occurrence = 0) => {
  const { line, column } = positionOf(realFile(file), needle, occurrence);
  return `${file}:${line}:${column}`;
};

describe('console config check', () => {
  it('accepts the project config', () => {
    expect(errorLines()).toEqual([]);
  });

  it('refuses an unknown permission, with the known ones', () => {
    const lines = errorLines(edit(header, 'visible: { perm: MARKET_ANALYSIS }', 'visible: { perm: MARKET_ANALYSYS }'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${at(header, 'MARKET_ANALYSIS }').replace(/:\d+$/, '')}:\\d+ /items/2/visible/perm \\(3rd menu item "Market analysis" → visible → perm\\) must be one of "CDS", "SO", "MARKET_ANALYSIS"`));
  });

  it('refuses a rule with two tests and points to any:/all:', () => {
    const lines = errorLines(edit(header, 'visible: { perm: EMAIL }', 'visible: { perm: EMAIL, role: admin }'));
    expect(lines.join('\n')).toMatch(/app-header\.yaml:\d+:\d+ \/items\/5\/visible \(6th menu item "E-mail centre" → visible\) must hold exactly one test: put several under any: \[\.\.\.\] or all: \[\.\.\.\]/);
  });

  it('refuses a misspelt test with a suggestion', () => {
    const lines = errorLines(edit(header, 'visible: { locale: zh-cn }\n        learnMore: { zh-cn: /cn/product/buyer }', 'visible: { locales: zh-cn }\n        learnMore: { zh-cn: /cn/product/buyer }'));
    expect(lines.join('\n')).toMatch(/has an unknown key "locales" \(did you mean "locale"\?\)/);
  });

  it('refuses a locale test naming a locale the site does not have', () => {
    const lines = errorLines(edit(header, 'visible: { locale: zh-cn }', 'visible: { locale: zh }'));
    const rule = positionOf(realFile(header), 'visible: { locale: zh-cn }');
    const column = rule.column + 'visible: { locale: '.length;
    expect(lines).toEqual([`${header}:${rule.line}:${column} /items/1/children/4/visible/locale (2nd menu item "Data centre" → 5th entry "Buyer search" → visible → locale) is not a locale of site.yaml (zh-cn, en, ru)`]);
  });

  it('refuses an entry leading to a console page that does not exist', () => {
    const lines = errorLines(edit(header, 'path: /shipments/collect', 'path: /shipments/collection'));
    expect(lines).toEqual([`${at(header, '/shipments/collect')} /items/1/children/3/path (2nd menu item "Data centre" → 4th entry "My collection" → path) points to /shipments/collection, which is not a page in config/console.yaml`]);
  });

  it('refuses a public page that is not a route of that locale', () => {
    const lines = errorLines(edit(header, 'site: { en: /en/package, ru: /ru/package }', 'site: { en: /en/package, ru: /ru/packages }'));
    expect(lines).toEqual([`${at(header, '/ru/package }')} /items/9/site/ru (10th menu item "Packages" → site → ru) points to /ru/packages, which is not a ru page in config/routes.yaml`]);
  });

  it('refuses a text missing in one locale', () => {
    const lines = errorLines(edit('locales/ru/console.yaml', '  crmPublic:', '  crmPublicPool:'));
    expect(lines.some((l) => l.startsWith(`${header}:`) && l.endsWith('translation key "nav.crmPublic" is missing in locales/ru/console.yaml'))).toBe(true);
  });

  it('refuses a console page that collides with a public route or a redirect', () => {
    expect(errorLines(edit(consoleFile, 'path: /buyer,', 'path: /en/buyer,')).join('\n'))
      .toMatch(/console\.yaml:\d+:\d+ \/pages\/5\/path \(6th page "Buyer search" → path\) starts with \/en, a locale prefix of the public site/);
    expect(errorLines(edit(consoleFile, 'path: /so,', 'path: /package,')).join('\n'))
      .toMatch(/console\.yaml:\d+:\d+ \/pages\/7\/path \(8th page "UniFind search" → path\) is redirected by config\/redirects\.yaml/);
  });

  it('refuses a home that is not one of the pages', () => {
    const lines = errorLines(edit(consoleFile, 'home: /dashboard', 'home: /start'));
    expect(lines).toEqual([`${at(consoleFile, '/dashboard')} /home is /start, which is not one of the pages below`]);
  });

  it('refuses a workspace on a second page, and a collection without a search page, where it was written', () => {
    const twice = errorLines(edit(consoleFile, 'summary: module.historyTracking.summary }', 'summary: module.historyTracking.summary, workspace: shipment-search }'));
    const line = positionOf(realFile(consoleFile), 'module.historyTracking.summary }').line;
    expect(twice).toEqual([`${consoleFile}:${line}:122 /pages/3/workspace (4th page "History tracking" → workspace) shipment-search is already the workspace of /shipments/search: a workspace has one page`]);
    const alone = errorLines(edit(consoleFile, 'module.shipmentsSearch.summary, workspace: shipment-search }', 'module.shipmentsSearch.summary }'));
    expect(alone).toHaveLength(1);
    expect(alone[0]).toMatch(/^config\/console\.yaml:\d+:\d+ \/pages\/4\/workspace \(5th page "My collection" → workspace\) saved-companies opens each saved company on the shipment-search page/);
  });

  it('refuses a workspace the engine does not build, naming the ones it does', () => {
    const lines = errorLines(edit(consoleFile, 'workspace: saved-companies', 'workspace: favourites'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^config\/console\.yaml:\d+:\d+ \/pages\/4\/workspace .*must be one of the engine's workspaces: shipment-search .* or saved-companies/);
  });
});
