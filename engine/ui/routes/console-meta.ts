import type { MetaDescriptor } from 'react-router';
import type { ConsolePageData } from '../console/console-page-data';
import { consoleDocumentTitle } from '../console/console-title';

/** The prerendered title is the default language's; the page retitles itself in the member's. */
export function consoleMeta({ loaderData }: { loaderData?: ConsolePageData }): MetaDescriptor[] {
  if (!loaderData) return [];
  return [{ title: consoleDocumentTitle(loaderData, loaderData.defaultLocale) }, { name: 'robots', content: 'noindex' }];
}
