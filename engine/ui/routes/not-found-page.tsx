import type { Route } from './+types/not-found-page';
import { notFoundPageData } from '../errors/not-found-page-data.server';
import { ErrorInSiteShell } from '../errors/error-screen';
import { statusMessageKey } from '../errors/error-details';
import { IslandPageContext } from '../islands/island-context';
import { islandPageElementId, islandPageOf } from '../islands/island-page';
import { JsonScript } from '../islands/json-script';

// Runs at build time, once per locale (engine/routing/built-documents.ts): /__not-found/en.
export function loader({ params }: Route.LoaderArgs) {
  return notFoundPageData(params.locale);
}

// Its <title> is the 404's own (error-screen.tsx); it is no page to be found by search engines.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/**
 * A locale's 404 page as HTML with islands, like the public pages (decision 017): the server
 * sends it, status 404, for a value a route's pattern refuses (/en/payment/<script>), so the
 * visitor reads "This page could not be found" in the locale's header and footer before, and
 * without, any script. Its address is no visitor's: a request for it is an unmatched path.
 */
export const handle = { islands: true };

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const page = islandPageOf(loaderData);
  return (
    <IslandPageContext.Provider value={page}>
      <ErrorInSiteShell page={loaderData} status={404} messageKey={statusMessageKey(404)} />
      <JsonScript id={islandPageElementId} value={page} />
    </IslandPageContext.Provider>
  );
}
