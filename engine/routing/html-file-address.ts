export type HtmlFileAnswer = { kind: 'page'; path: string } | { kind: 'not-found' };

/**
 * The answers below as patterns, tried in this order: the Node server uses them through
 * htmlFileAnswer, the nginx configuration as locations (server/deploy/nginx-site.ts).
 */
export const htmlFilePatterns = {
  rootPage: '^/index(\\.[A-Za-z-]+)?\\.html$',
  page: '^(.+)/index(\\.[A-Za-z-]+)?\\.html$',
  other: '\\.html$',
} as const;

const rootPage = new RegExp(htmlFilePatterns.rootPage);
const page = new RegExp(htmlFilePatterns.page);
const other = new RegExp(htmlFilePatterns.other);

/**
 * What a request that names a built HTML file itself gets. Every page is a file of the build
 * (/en/products/index.html; a console page also has a copy per language, /admin/index.en.html),
 * but it is answered only at its own address, where it carries its Content-Security-Policy with
 * the hashes of its inline scripts. The file's name is a second address of the same page: it is
 * sent to the page's own (301, the query kept by the caller) rather than served bare, without
 * that policy. Any other HTML file of the build (the app shell) is no page of its own: 404.
 * Undefined for a path that names no HTML file.
 */
export function htmlFileAnswer(pathname: string): HtmlFileAnswer | undefined {
  if (rootPage.test(pathname)) return { kind: 'page', path: '/' };
  const pageFile = page.exec(pathname);
  if (pageFile?.[1]) return { kind: 'page', path: pageFile[1] };
  return other.test(pathname) ? { kind: 'not-found' } : undefined;
}
