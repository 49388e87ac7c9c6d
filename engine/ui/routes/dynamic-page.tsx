import { data, redirect } from 'react-router';
import type { Route } from './+types/dynamic-page';
import { decidePath } from '../../routing/redirect-rules';
import { redirectLocation } from '../../routing/redirect-location';
import { fillRouteParams } from '../../routing/language';
import { PageView } from '../page/page-view';
import { pageMeta } from '../page/page-meta';

// Paths with parameters (/en/payment/:id) cannot be prerendered: the server sends the app shell,
// and their config and texts arrive as a small chunk of their own.
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
  // Build time switched the route's pattern (/en/payment/:id -> /ru/payment/:id); this path's values go in.
  return { ...entry.data, languages: entry.data.languages.map((l) => ({ ...l, href: fillRouteParams(l.href, decision.params) })) };
}

function localePrefix(model: { site: { locales: ReadonlyArray<{ id: string; prefix: string }> } }, id: string): string {
  return model.site.locales.find((l) => l.id === id)?.prefix ?? '';
}

export const meta = pageMeta;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function DynamicPage({ loaderData }: Route.ComponentProps) {
  return <PageView data={loaderData} />;
}
