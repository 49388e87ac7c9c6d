import { isRecord } from './json-shapes.js';

/** The text a translation key stands for, if it is one that resolves. */
export type TextOf = (key: string) => string | undefined;

/**
 * How a person would name the place a JSON pointer leads to in a config file, for instance
 * `/items/4/visible/all/0/perm` -> `5th menu item "E-mail centre" → visible → 1st condition → perm`.
 * A pointer counts list items from zero and names nothing anyone sees in the file; here a list
 * item is counted from one, called what it is, and named by its own name where it has one.
 * Undefined when this says nothing the pointer does not (a path of map keys only).
 */
export function describeLocation(data: unknown, segments: ReadonlyArray<string | number>, options: { kind?: string; textOf?: TextOf } = {}): string | undefined {
  const parts: string[] = [];
  let node: unknown = data;
  let listed = false;
  for (let i = 0; i < segments.length; i++) {
    const key = String(segments[i]);
    const value = isRecord(node) ? node[key] : undefined;
    const index = segments[i + 1];
    if (Array.isArray(value) && index !== undefined && isIndex(index)) {
      const position = Number(index);
      const item: unknown = value[position];
      parts.push(nameItem(`${ordinal(position + 1)} ${itemNoun(key, options.kind)}`, item, options.textOf));
      node = item;
      listed = true;
      i++;
    } else if (Array.isArray(node) && isIndex(key)) {
      // A list at the top of a file, or one inside a list.
      const item: unknown = node[Number(key)];
      parts.push(nameItem(`${ordinal(Number(key) + 1)} item`, item, options.textOf));
      node = item;
      listed = true;
    } else {
      parts.push(key);
      node = value;
    }
  }
  return listed ? parts.join(' → ') : undefined;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function isIndex(segment: string | number): boolean {
  return typeof segment === 'number' || /^(0|[1-9]\d*)$/.test(segment);
}

/** What one item of the list under `key` is called. */
function itemNoun(key: string, kind: string | undefined): string {
  if (key === 'items') return kind === 'header' || kind === 'app-header' ? 'menu item' : kind === 'news' ? 'news item' : 'item';
  return nouns[key] ?? `item of ${key}`;
}

const nouns: Record<string, string> = {
  account: 'account entry', actions: 'action', all: 'condition', any: 'condition', chapters: 'chapter', children: 'entry',
  codes: 'code', columns: 'column', datasets: 'dataset', entries: 'entry', formerPrices: 'former price', json: 'field',
  keepSubPathOn: 'path', kinds: 'kind', legal: 'legal link', links: 'link', lists: 'list', locales: 'locale',
  loggedIn: 'rule', moved: 'redirect', notices: 'notice', packages: 'package', pageSizeOptions: 'option', pages: 'page',
  paragraphs: 'paragraph', pathContains: 'text', registrations: 'registration', required: 'field', routes: 'route',
  rows: 'row', secret: 'field', sections: 'section', startsWith: 'prefix', tabs: 'tab', topics: 'topic',
  'ui:order': 'field', unmatched: 'rule',
};

/** Keys that name an item, most telling first; the first three are usually translation keys. */
const namingKeys = ['label', 'title', 'name', 'heading', 'id', 'path'] as const;
const translatedKeys = new Set<string>(['label', 'title', 'name', 'heading']);

function nameItem(counted: string, item: unknown, textOf: TextOf | undefined): string {
  const name = nameOf(item, textOf);
  if (name !== undefined) return `${counted} "${name.replace(/\s+/g, ' ').trim()}"`;
  // A section or entry without a name is told by its type.
  if (isRecord(item) && typeof item.type === 'string') return `${counted} (${item.type})`;
  return counted;
}

function nameOf(item: unknown, textOf: TextOf | undefined): string | undefined {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (!isRecord(item)) return undefined;
  for (const key of namingKeys) {
    const value = item[key];
    if (typeof value !== 'string' || value === '') continue;
    return (translatedKeys.has(key) ? textOf?.(value) : undefined) ?? value;
  }
  return undefined;
}
