/**
 * One prerendered page that stands for several (/en/solutionsdetail?contId=998 is the buyers'
 * page, ?contId=2002 the suppliers'): each value the page declares has its own title, description,
 * h1 and canonical address, and the address carries the value so search engines keep the pages
 * apart. The build cannot see the query, so the browser picks the head as the page is parsed.
 */
export interface QueryHead {
  title: string;
  description: string;
  heading: string;
  /** The page's canonical address with ?<param>=<value>. */
  canonical: string;
}

/** The attribute of <html> that names the chosen value once the page's head script has applied it. */
export const queryValueAttribute = 'data-query-value';

export interface QueryHeads {
  param: string;
  /** The section of value v has the id <prefix><v>: the one shown when v is chosen, the others hidden. */
  prefix: string;
  /** Parameter value -> its head, texts already in the page's language. */
  heads: Record<string, QueryHead>;
  /** Shown over the page when the parameter names none of the heads. */
  unknownNote?: string;
}

export type QueryHeadChoice =
  | { kind: 'value'; value: string; head: QueryHead }
  /** The parameter is there but names nothing (an old or mistyped link): the page as built, with the note. */
  | { kind: 'unknown'; value: string }
  /** No parameter: the page as built. */
  | { kind: 'none' };

/**
 * Which head a query gives. Only the parameter decides: other parameters (a readable name) are
 * ignored. Without it, an address whose #fragment is a head's section (#c998, as the solutions
 * page's cards link) chooses that head; any other fragment chooses none.
 */
export function chooseQueryHead(heads: Pick<QueryHeads, 'param' | 'heads' | 'prefix'>, search: string, hash = ''): QueryHeadChoice {
  const value = new URLSearchParams(search).get(heads.param) ?? valueOfFragment(heads, hash);
  if (value === null) return { kind: 'none' };
  const trimmed = value.trim();
  const head = Object.hasOwn(heads.heads, trimmed) ? heads.heads[trimmed] : undefined;
  return head ? { kind: 'value', value: trimmed, head } : { kind: 'unknown', value };
}

/** The canonical address of one value: the page's own, with only the deciding parameter. */
export function canonicalWithQuery(canonical: string, param: string, value: string): string {
  return `${canonical}?${new URLSearchParams({ [param]: value }).toString()}`;
}

/** The head value a #fragment names (#c998 -> 998), or null. */
function valueOfFragment(heads: Pick<QueryHeads, 'heads' | 'prefix'>, hash: string): string | null {
  const id = hash.replace(/^#/, '');
  const value = id.startsWith(heads.prefix) ? id.slice(heads.prefix.length) : '';
  return value && Object.hasOwn(heads.heads, value) ? value : null;
}
