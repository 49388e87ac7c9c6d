import type { Route } from './+types/console-page';
import { consolePageDataForPath } from '../console/console-page-data.server';
import { ConsoleView } from '../console/console-view';
import { consoleMeta } from './console-meta';

// Runs at build time for every console module path of config/console.yaml.
export function loader({ request }: Route.LoaderArgs) {
  return consolePageDataForPath(new URL(request.url).pathname);
}

export const meta = consoleMeta;

export default function ConsolePage({ loaderData }: Route.ComponentProps) {
  return <ConsoleView data={loaderData} />;
}
