import type { MetaDescriptor } from 'react-router';
import type { Route } from './+types/console-page';
import { consolePageDataForPath } from '../console/console-page-data.server';
import type { ConsolePageData } from '../console/console-page-data';
import { consoleDocumentTitle } from '../console/console-title';
import { ConsoleView } from '../console/console-view';

// Runs at build time for every console path of config/console.yaml.
export function loader({ request }: Route.LoaderArgs) {
  return consolePageDataForPath(new URL(request.url).pathname);
}

/** The prerendered title is the default language's; the page retitles itself in the member's. */
export function meta({ loaderData }: { loaderData?: ConsolePageData }): MetaDescriptor[] {
  if (!loaderData) return [];
  return [{ title: consoleDocumentTitle(loaderData, loaderData.defaultLocale) }, { name: 'robots', content: 'noindex' }];
}

export default function ConsolePage({ loaderData }: Route.ComponentProps) {
  return <ConsoleView data={loaderData} />;
}
