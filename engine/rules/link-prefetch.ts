/**
 * When links to this site's pages may be fetched ahead of a click (spec 9): never on a connection
 * that asks to save data or is as slow as 2g, where the bytes would cost the visitor more than
 * the wait they save. Pure: the caller passes what navigator.connection says (Network
 * Information API; absent in Firefox and Safari, which then prefetch as usual).
 */

export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const slowConnections: readonly string[] = ['slow-2g', '2g'];

export function mayPrefetchOn(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !slowConnections.includes(connection.effectiveType ?? '');
}

/**
 * The pages to prefetch once the page has been idle: the links in view (hrefs as written, in
 * page order), reduced to this site's page paths without query or fragment (a ?id= page is one
 * page), without the page itself or files such as /videos/a.mp4, each once, at most `max`.
 */
export function idlePrefetchPaths(hrefs: readonly string[], currentPath: string, max: number): string[] {
  const current = pagePath(currentPath);
  const paths: string[] = [];
  for (const href of hrefs) {
    if (paths.length >= max) break;
    if (!href.startsWith('/') || href.startsWith('//')) continue; // another host, or a #fragment, mailto:, tel:
    const path = pagePath(href);
    if (path === current || paths.includes(path) || /\.[^/]*$/.test(path)) continue;
    paths.push(path);
  }
  return paths;
}

function pagePath(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
