import type { ConfigError } from './config-error.js';
import { compiled, notChecked, type Compiled } from './compiled.js';
import { isChecked, type CheckedSources } from './checked-sources.js';
import type { RouteEntry, SiteSettings } from './site-model.js';
import { seenTwice } from './compile-site.js';

/**
 * config/routes.yaml -> the routes, each with its locale (from the path's prefix) and layout.
 * Refuses a path declared twice, a prefix of no locale, a page without its file, an alternate
 * no other locale shows, an unknown layout, and :params without a pattern (or the reverse).
 */
export function compileRoutes(checked: CheckedSources, site: SiteSettings, invalid: Set<string>): Compiled<RouteEntry[]> {
  const errors: ConfigError[] = [];
  const source = checked.routes.get('config/routes.yaml');
  if (!source) return notChecked();
  const raw = source.data.routes;
  const byPrefix = new Map(site.locales.map((l) => [l.prefix, l]));
  seenTwice(raw.map((r) => r.path), (i) => errors.push(source.errorAt(['routes', i, 'path'], 'is declared twice')));
  const routes: RouteEntry[] = [];
  raw.forEach((route, i) => {
    const prefix = route.path.split('/')[1] ?? '';
    const locale = byPrefix.get(prefix);
    if (!locale) {
      errors.push(source.errorAt(['routes', i, 'path'], `starts with /${prefix}, which is not a locale prefix in site.yaml (${[...byPrefix.keys()].map((p) => `/${p}`).join(', ')})`));
      return;
    }
    const pageFile = `config/pages/${route.page}.yaml`;
    if (!isChecked(checked, pageFile) && !invalid.has(pageFile)) errors.push(source.errorAt(['routes', i, 'page'], `names page "${route.page}" but ${pageFile} does not exist`));
    if (route.alternateOf !== undefined && !raw.some((r) => r.page === route.alternateOf && r.path.split('/')[1] !== prefix)) {
      errors.push(source.errorAt(['routes', i, 'alternateOf'], `names page "${route.alternateOf}", which no route of another locale shows`));
    }
    const layout = route.layout ?? locale.layout;
    if (!site.layouts[layout]) errors.push(source.errorAt(['routes', i, route.layout ? 'layout' : 'path'], `uses layout "${layout}", which is not under layouts: in site.yaml`));
    const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
    const declared = Object.keys(route.params ?? {});
    for (const name of names) if (!declared.includes(name)) errors.push(source.errorAt(['routes', i, 'path'], `has :${name} but no params.${name} pattern to check its value`));
    for (const name of declared) if (!names.includes(name)) errors.push(source.errorAt(['routes', i, 'params', name], `is not a :${name} segment of the path`, 'key'));
    routes.push({
      path: route.path, locale: locale.id, page: route.page, layout,
      ...(route.alternateOf ? { alternateOf: route.alternateOf } : {}),
      ...(names.length ? { params: route.params } : {}),
      prerender: names.length === 0,
    });
  });
  // The routes that compiled are still the targets links and menus are checked against.
  return compiled(routes, errors);
}
