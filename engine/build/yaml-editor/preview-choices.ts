import { demoPersonas } from '../../access/demo-personas.js';
import type { LocaleInfo, RouteEntry } from '../../config/site-model.js';
import type { PreviewChoice, PreviewOption } from '../../ui/authoring/editor/editor-protocol.js';

/** What of the checked site the preview needs: its locales and routes. */
export interface SiteShape {
  locales: LocaleInfo[];
  routes: RouteEntry[];
}

/**
 * What to show beside a file: the application header and the console are shown for a demo
 * persona in a locale; a page (its config or its texts) on its routes; a menu or a locale's
 * common texts on that locale's home page; anything else on every locale's home page.
 */
export function previewChoice(path: string, { locales, routes: allRoutes }: SiteShape): PreviewChoice {
  const homes = (ids: string[]): PreviewChoice => ({
    kind: 'pages',
    pages: locales.filter((l) => ids.includes(l.id)).map((l) => ({ value: `/${l.prefix}`, label: `/${l.prefix} (${l.label})` })),
  });
  const allIds: string[] = locales.map((l) => l.id);

  const consoleTexts = /^locales\/([^/]+)\/console\.yaml$/.exec(path);
  if (path === 'config/nav/app-header.yaml' || path === 'config/console.yaml' || consoleTexts) {
    const first = consoleTexts?.[1];
    const localeOptions: PreviewOption[] = locales.map((l) => ({ value: l.id, label: `${l.label} (${l.id})` }));
    return {
      kind: 'personas',
      personas: demoPersonas.map((p) => ({ value: p.id, label: p.nickname })),
      // The locale of the texts being edited first.
      locales: [...localeOptions.filter((o) => o.value === first), ...localeOptions.filter((o) => o.value !== first)],
    };
  }

  const page = /^config\/pages\/([a-z0-9-]+)\.yaml$/.exec(path)?.[1];
  const pageTexts = /^locales\/([^/]+)\/pages\/([a-z0-9-]+)\.yaml$/.exec(path);
  const pageId = page ?? pageTexts?.[2];
  if (pageId) {
    // Routes with parameters need a value to be shown; their page is previewed on its other routes.
    const routes = allRoutes.filter((r) => r.page === pageId && !r.params && (!pageTexts || r.locale === pageTexts[1]));
    if (routes.length) return { kind: 'pages', pages: routes.map((r) => ({ value: r.path, label: r.path })) };
    return homes(pageTexts?.[1] ? [pageTexts[1]] : allIds);
  }

  const menu = /^config\/nav\/((?:header|footer)-[a-z0-9-]+)\.yaml$/.exec(path)?.[1];
  if (menu) {
    const users = locales.filter((l) => l.header === menu || l.footer === menu).map((l) => l.id);
    return homes(users.length ? users : allIds);
  }

  const localeTexts = /^locales\/([^/]+)\//.exec(path)?.[1];
  return homes(localeTexts && allIds.includes(localeTexts) ? [localeTexts] : allIds);
}
