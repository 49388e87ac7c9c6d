import type { RouteEntry } from '../../engine/config/site-model.js';

/** One picture: a route at a width, as `file` (relative to the index) shows it. */
export interface Shot {
  route: Pick<RouteEntry, 'path' | 'locale' | 'page' | 'alternateOf'>;
  /** The address visited (a route's :params filled in). */
  visit: string;
  width: number;
  file: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A relative file path as an href: each segment percent-encoded, the slashes kept. */
const fileHref = (file: string) => file.split('/').map(encodeURIComponent).join('/');

/**
 * The reviewers' page: a row per page of the site (a page and its other-language versions share
 * a row, by alternateOf), a column per language and width, each cell the route's picture shrunk,
 * linked to the full-size file. Every text is escaped; every link is relative, so the folder can
 * be moved or zipped.
 */
export function screenshotIndexHtml(shots: Shot[], locales: string[]): string {
  const widths = [...new Set(shots.map((s) => s.width))].sort((a, b) => a - b);
  const rows = new Map<string, Shot[]>();
  for (const shot of shots) {
    const key = shot.route.alternateOf ?? shot.route.page;
    rows.set(key, [...(rows.get(key) ?? []), shot]);
  }
  const columns = locales.flatMap((locale) => widths.map((width) => ({ locale, width })));
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c.locale)} · ${c.width}px</th>`).join('');
  const body = [...rows].map(([page, pageShots]) => {
    const cells = columns.map(({ locale, width }) => {
      const inCell = pageShots.filter((s) => s.route.locale === locale && s.width === width);
      return `<td>${inCell.map((s) => `<a href="${escapeHtml(fileHref(s.file))}"><img src="${escapeHtml(fileHref(s.file))}" alt="${escapeHtml(`${s.visit} at ${s.width}px`)}" loading="lazy" width="${s.width > 800 ? 180 : 90}"><span>${escapeHtml(s.visit)}</span></a>`).join('')}</td>`;
    });
    return `<tr><th scope="row">${escapeHtml(page)}</th>${cells.join('')}</tr>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Screenshots of every route</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ccc; padding: 6px; vertical-align: top; text-align: left; }
  thead th { position: sticky; top: 0; background: #fff; }
  td a { display: block; margin-bottom: 6px; text-decoration: none; }
  /* The top of each page: a full-page picture shrunk whole would make every row metres tall. */
  td img { display: block; border: 1px solid #ddd; max-height: 320px; object-fit: cover; object-position: top; }
  td span { font-size: 12px; }
</style>
</head>
<body>
<h1>Screenshots of every route</h1>
<p>${shots.length} full-page pictures, written by <code>npm run screenshots</code>. Select a picture to see it at full size.</p>
<table>
<thead><tr><th scope="col">Page</th>${head}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
