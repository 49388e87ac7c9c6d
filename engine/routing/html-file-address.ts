export type HtmlFileAnswer = { kind: 'page'; path: string } | { kind: 'not-found' };

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
  if (!pathname.endsWith('.html')) return undefined;
  const page = /^(.*)\/index(?:\.[A-Za-z-]+)?\.html$/.exec(pathname);
  if (!page) return { kind: 'not-found' };
  return { kind: 'page', path: page[1] || '/' };
}

/** The same answers as nginx location patterns (server/deploy/nginx-site.ts). */
export const htmlFilePatterns = {
  rootPage: '^/index(\\.[A-Za-z-]+)?\\.html$',
  page: '^(.+)/index(\\.[A-Za-z-]+)?\\.html$',
  other: '\\.html$',
} as const;
