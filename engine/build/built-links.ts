/**
 * Finds broken internal links and anchors in the prerendered HTML. A link broken on many pages
 * most likely comes from a header or footer, so the report says so.
 */
export interface BuiltPage {
  path: string;
  html: string;
}

export interface BrokenLink {
  href: string;
  reason: string;
  pages: string[];
}

export function findBrokenLinks(pages: BuiltPage[], isDynamicPath: (pathname: string) => boolean): BrokenLink[] {
  const idsByPath = new Map(pages.map((p) => [p.path, new Set(attributeValues(p.html, 'id'))]));
  const broken = new Map<string, BrokenLink>();
  for (const page of pages) {
    for (const href of new Set(attributeValues(linkTags(page.html), 'href'))) {
      if (!href.startsWith('/') || href.startsWith('//')) continue; // other hosts are checked as config
      const url = new URL(href, 'http://site.local');
      const target = url.pathname;
      let reason: string | undefined;
      if (target.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(target)) continue;
      if (!idsByPath.has(target) && !isDynamicPath(target)) reason = 'no page is built at this path';
      else if (url.hash && idsByPath.has(target) && !idsByPath.get(target)!.has(decodeURIComponent(url.hash.slice(1)))) {
        reason = `the page has no element with id "${url.hash.slice(1)}"`;
      }
      if (!reason) continue;
      const entry = broken.get(href) ?? { href, reason, pages: [] };
      entry.pages.push(page.path);
      broken.set(href, entry);
    }
  }
  return [...broken.values()];
}

/** Images of the site that the build did not produce: a typo in a config `src`, or a file not added to public/. */
export function findMissingImages(pages: BuiltPage[], exists: (path: string) => boolean): Array<{ src: string; pages: string[] }> {
  const missing = new Map<string, string[]>();
  for (const page of pages) {
    const tags = (page.html.match(/<img\s[^>]*>/g) ?? []).join('\n');
    for (const src of new Set(attributeValues(tags, 'src'))) {
      if (!src.startsWith('/') || src.startsWith('//') || exists(src)) continue;
      missing.set(src, [...(missing.get(src) ?? []), page.path]);
    }
  }
  return [...missing].map(([src, on]) => ({ src, pages: on }));
}

export function describeBrokenLink(link: BrokenLink, totalPages: number): string {
  const where = link.pages.length > 3
    ? `on ${link.pages.length} pages (e.g. ${link.pages.slice(0, 3).join(', ')})${link.pages.length > totalPages / 4 ? ' - probably a header or footer link in config/nav/' : ''}`
    : `on ${link.pages.join(', ')}`;
  return `broken link ${link.href}: ${link.reason}, ${where}`;
}

/** Only <a> and <link rel=canonical|alternate> tags' hrefs are links a visitor or crawler follows. */
function linkTags(html: string): string {
  return (html.match(/<a\s[^>]*>|<link\s[^>]*rel="(?:canonical|alternate)"[^>]*>/g) ?? []).join('\n');
}

function attributeValues(html: string, name: string): string[] {
  const re = new RegExp(`\\s${name}="([^"]*)"`, 'g');
  // The group is not optional: every match has a value, empty or not.
  return [...html.matchAll(re)].map(([, value = '']) => value.replace(/&amp;/g, '&'));
}
