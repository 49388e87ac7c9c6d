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

import type { PageFile, PageIcon, PageImage, PageLink } from './generated/config-files.js';

/** Where a section item leads: a page of this site in the same locale, a declared host, or a URL. */
export type SectionLink = PageLink;

/** A file under public/ with its intrinsic size, so the page does not jump as it loads. */
export type ImageRef = PageImage;

/** The icons a section item may show; the same list as page.schema.json's icon enum (a test compares them). */
export const iconNames = [
  'database', 'search', 'people', 'chart', 'mail', 'globe', 'shield', 'ship', 'card', 'document',
  'target', 'spark', 'phone', 'building', 'handshake', 'graduation', 'scale', 'coins', 'news', 'clock',
  'check', 'map', 'link', 'translate',
] as const satisfies readonly PageIcon[];
export type IconName = PageIcon;

/** Sections whose own words are the page's texts under `text:` (the rest name theirs one by one). */
export type ContentSection = Extract<PageFile['sections'][number], { text: string }>;

/**
 * A row of the package comparison: `price`, `imports` and `exports` come from config/pricing.yaml;
 * `text` is a text per package (rows.<row>.<package>) or one for all (rows.<row>.all); `mark`
 * is a tick for the packages listed (all: every package; the schema requires them on mark rows).
 */
export type PackageComparisonRow = Extract<ContentSection, { type: 'package-comparison' }>['rows'][number];

export type ContentSectionType = ContentSection['type'];
