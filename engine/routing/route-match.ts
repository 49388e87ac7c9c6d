import type { LocaleInfo, RouteEntry } from '../config/site-model.js';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
  /** False when a :param value does not match its declared pattern (the page shows 404). */
  valid: boolean;
}

/** The route a pathname shows, if any. Paths are case-sensitive, as the spec's paths are. */
export function matchRoute(pathname: string, routes: readonly RouteEntry[]): RouteMatch | undefined {
  const exact = routes.find((r) => r.prerender && r.path === pathname);
  if (exact) return { route: exact, params: {}, valid: true };
  const parts = pathname.split('/');
  for (const route of routes) {
    if (route.prerender) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const same = pattern.every((seg, i) => {
      const part = parts[i]!; // pattern and parts have the same length
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = safeDecode(part);
        return part !== '';
      }
      return seg === part;
    });
    if (!same) continue;
    const valid = Object.entries(params).every(([name, value]) => new RegExp(route.params?.[name] ?? '^$').test(value));
    return { route, params, valid };
  }
  return undefined;
}

export function localeForPath(pathname: string, locales: readonly LocaleInfo[]): LocaleInfo | undefined {
  const prefix = pathname.split('/')[1];
  return locales.find((l) => l.prefix === prefix);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
