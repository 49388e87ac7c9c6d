import type { Route } from './+types/static-page';
import { pageDataForPath } from '../content/page-data.server';
import { PageView } from '../page/page-view';
import { pageMeta } from '../page/page-meta';

// Runs at build time for every prerendered path; its result is written into the HTML and a .data file.
export function loader({ request }: Route.LoaderArgs) {
  return pageDataForPath(new URL(request.url).pathname);
}

export const meta = pageMeta;

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <PageView data={loaderData} />;
}
