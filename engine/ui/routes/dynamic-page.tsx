import { useMemo } from 'react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/dynamic-page';
import { decidePath } from '../../routing/redirect-rules';
import { redirectLocation } from '../../routing/redirect-location';
import { fillRouteParams } from '../../routing/language';
import { languageLinkHome } from '../../routing/built-documents';
import { pageDataForPath } from '../content/page-data.server';
import { PageView } from '../page/page-view';
import { pageMeta } from '../page/page-meta';
import { useHydrated } from '../page/use-hydrated';

/**
 * Paths with parameters (/en/payment/:id). The build writes one document per route, for all of its
 * values (/en/payment/_id, engine/routing/built-documents.ts), which the server sends for each
 * value the pattern accepts: the page's HTML before any script, hydrated with the data it was
 * built with. A link inside the single-page app loads the route's own small chunk instead.
 */
export function loader({ request }: Route.LoaderArgs) {
  return pageDataForPath(new URL(request.url).pathname);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [{ default: model }, { default: pages }] = await Promise.all([
    import('virtual:site/client-model'),
    import('virtual:site/dynamic-pages'),
  ]);
  const decision = decidePath(new URL(request.url).pathname, model);
  // With the visitor's query, as the server's redirects keep it (campaign parameters).
  if (decision.kind === 'redirect') throw redirect(redirectLocation(decision.location, request.url), decision.status);
  // virtual:site/dynamic-pages has a chunk for every route with parameters, the routes that come here.
  const load = pages[decision.route.path];
  if (!load) throw new Error(`${decision.route.path} has no page chunk: it is not a route with parameters`);
  const { default: entry } = await load();
  if (decision.kind === 'not-found') {
    // The 404 of a path with a locale is that locale's page: its lang, texts, header and footer.
    // Its language switch leads to each locale's home page: the same wrong address would be a 404 there too.
    const page = { ...entry.data, languages: entry.data.languages.map((l) => ({ ...l, href: `/${localePrefix(model, l.id)}` })) };
    throw data({ messages: entry.data.messages.common, htmlLang: entry.data.locale.htmlLang, page }, { status: 404 });
  }
  return entry.data;
}

// Only the client loader's: a module the page shares with it would join the two chunks (v8_splitRouteModules).
function localePrefix(model: { site: { locales: ReadonlyArray<{ id: string; prefix: string }> } }, id: string): string {
  return model.site.locales.find((l) => l.id === id)?.prefix ?? '';
}

export const meta = pageMeta;

export default function DynamicPage({ loaderData, params }: Route.ComponentProps) {
  const hydrated = useHydrated();
  // The document is one for every value: until it runs in the browser, which knows the address,
  // its language links lead to each locale's home; then to the same page there, with this path's values.
  const page = useMemo(
    () => ({ ...loaderData, languages: loaderData.languages.map((l) => ({ ...l, href: hydrated ? fillRouteParams(l.href, params) : languageLinkHome(l.href) })) }),
    [loaderData, params, hydrated],
  );
  return <PageView data={page} />;
}
