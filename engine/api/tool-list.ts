/** A row of the tools host's list (spec 7: GET /api/list). */
export interface ToolRow {
  name: string;
  info: { url: string };
}

/**
 * Spec 7: the first row is the list's own heading and is skipped; each other row gives a name and
 * info.url. A row whose address is not https is left out rather than linked.
 */
export function toolsFromRows(rows: ToolRow[]): Array<{ name: string; url: string }> {
  return rows.slice(1).filter((row) => /^https:\/\//.test(row.info.url)).map((row) => ({ name: row.name, url: row.info.url }));
}

/** The query of spec 9: page 1, 10 rows, oldest first. */
export function toolListQuery(listId: number, locale: string): string {
  return new URLSearchParams({ id: String(listId), page: '1', limit: '10', desc: 'false', lang: locale }).toString();
}
