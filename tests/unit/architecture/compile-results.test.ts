import { describe, expect, it } from 'vitest';
import { edit, errorLines, realFile } from '../config-fixture';

// Each compile module answers a Compiled value; a failed one still hands on what it could compile
// (compiled.ts), so the checks of the other files run over it and one mistake hides no other.

const siteMistake = edit('config/site.yaml', 'xDefaultLocale: zh-cn', 'xDefaultLocale: zh-tw');
const routesMistake = edit('config/routes.yaml', '  - { path: /en/aboutus, page: aboutus }', '  - { path: /en/aboutus, page: aboutus }\n  - { path: /en/aboutus, page: aboutus }');
const menuMistake = edit('config/nav/header-en.yaml', 'path: /en/datacountries', 'path: /en/datacountry');

describe('a compile module that fails still gives what it compiled', () => {
  it('a site.yaml with a wrong x-default still checks the menus against its locales', () => {
    const lines = errorLines({ ...siteMistake, ...menuMistake });
    expect(lines.some((l) => l.startsWith('config/site.yaml:') && l.includes('/xDefaultLocale must be one of the declared locales'))).toBe(true);
    expect(lines.some((l) => l.startsWith('config/nav/header-en.yaml:') && l.includes('points to /en/datacountry, which is not a route'))).toBe(true);
  });

  it('routes.yaml with a path declared twice still lets every menu link to the other routes pass', () => {
    const lines = errorLines({ ...routesMistake });
    const twice = realFile('config/routes.yaml').split('\n').findIndex((l) => l.includes('/en/aboutus')) + 2;
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^config/routes\\.yaml:${twice}:\\d+ /routes/\\d+/path \\(\\d+(?:st|nd|rd|th) route "/en/aboutus" → path\\) is declared twice$`))]);
  });

  it('reports a menu mistake and a routes mistake in one run', () => {
    const lines = errorLines({ ...routesMistake, ...menuMistake });
    expect(lines.filter((l) => l.startsWith('config/routes.yaml:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('config/nav/header-en.yaml:'))).toHaveLength(1);
  });
});
