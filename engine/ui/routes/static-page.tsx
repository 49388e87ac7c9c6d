import type { Route } from './+types/static-page';
import { pageDataForPath } from '../content/page-data.server';
import { PageView } from '../page/page-view';
import { pageMeta } from '../page/page-meta';
import { IslandPageContext } from '../islands/island-context';
import { islandPageOf } from '../islands/island-page';

// Runs at build time for every prerendered path; its result is written into the HTML and a .data file.
export function loader({ request }: Route.LoaderArgs) {
  return pageDataForPath(new URL(request.url).pathname);
}

export const meta = pageMeta;

/** The root's Layout reads this: the page is HTML with islands, not part of the single-page app. */
export const handle = { islands: true };

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return (
    <IslandPageContext.Provider value={islandPageOf(loaderData)}>
      <PageView data={loaderData} />
    </IslandPageContext.Provider>
  );
}
