/**
 * Sections whose words live in the page's locale file under one key prefix (`text:`), so a
 * product manager writes `text: features` once and the texts of every locale sit together:
 *
 *   config/pages/home.yaml              locales/en/pages/home.yaml
 *   - type: feature-grid                features:
 *     text: features                      heading: What you can do
 *     items:                              items:
 *       - { id: search, icon: search }      search: { title: ..., body: ... }
 *
 * Lists made only of words (FAQ entries, steps, legal clauses, figures) are written in the locale
 * file alone, in the order they are shown; lists whose items carry more than words (an icon, a
 * link, a phone number) are declared here by id. engine/config/section-texts.ts says which texts
 * each type needs; the config check enforces it for every locale.
 */

/** Where a section item leads: a page of this site in the same locale, a declared host, or a URL. */
export type SectionLink =
  | { page: string; anchor?: string }
  | { host: string; path: string }
  | { href: string };

/** A file under public/ with its intrinsic size, so the page does not jump as it loads. */
export interface ImageRef {
  src: string;
  width: number;
  height: number;
}

export const iconNames = [
  'database', 'search', 'people', 'chart', 'mail', 'globe', 'shield', 'ship', 'card', 'document',
  'target', 'spark', 'phone', 'building', 'handshake', 'graduation', 'scale', 'coins', 'news', 'clock',
  'check', 'map', 'link', 'translate',
] as const;
export type IconName = (typeof iconNames)[number];

interface Base<T extends string> {
  type: T;
  id?: string;
  /** Key prefix of the section's texts in locales/<locale>/pages/<page>.yaml. */
  text: string;
}

export type ContentSection =
  | Base<'figures'>
  | (Base<'feature-grid'> & { columns?: 2 | 3 | 4; items: Array<{ id: string; icon?: IconName; link?: SectionLink }> })
  | Base<'steps'>
  | (Base<'cards'> & { items: Array<{ id: string; link?: SectionLink; image?: ImageRef }> })
  | Base<'faq'>
  | (Base<'offices'> & { items: Array<{ id: string; phone?: string; email?: string }> })
  | Base<'legal-text'>
  | (Base<'call-to-action'> & { actions: Array<{ id: string; link: SectionLink; primary?: boolean }> })
  | (Base<'product-tabs'> & { tabs: Array<{ id: string; icon?: IconName; link?: SectionLink }> })
  | (Base<'media'> & { image: ImageRef })
  | (Base<'comparison'> & { columns: string[]; rows: Array<{ id: string; cells: Record<string, 'yes' | 'no' | 'text'> }> })
  // The packages of config/pricing.yaml side by side: one column per package on sale, so a
  // package added, repriced or taken offline there changes the table with no edit here.
  | (Base<'package-comparison'> & { rows: PackageComparisonRow[] })
  // The order of the page's :id (spec 5, 7): its summary, and paying it by PayPal or bank transfer.
  | Base<'payment'>
  // The utility tools of config/tools.yaml, then as the tools host lists them (spec 7: GET /api/list).
  | (Base<'utility-tools'> & { list: number })
  // config/news.yaml: the list, newest first, with a topic filter; articles and videos open on
  // their own pages with ?id=<item id>.
  | (Base<'news-list'> & { articlePage: string; videoPage: string; topics?: string[] })
  // One item of config/news.yaml of the given kind, chosen by ?id= (the newest when none is given).
  | (Base<'news-item'> & { kind: 'article' | 'video'; listPage: string });

/**
 * A row of the package comparison: `price`, `imports` and `exports` come from config/pricing.yaml;
 * `text` is a text per package (rows.<row>.<package>) or one for all (rows.<row>.all); `mark`
 * is a tick for the packages listed (all: every package).
 */
export type PackageComparisonRow =
  | { id: string; show: 'price' | 'imports' | 'exports' | 'text' }
  | { id: string; show: 'mark'; packages: string[] | 'all' };

export type ContentSectionType = ContentSection['type'];
