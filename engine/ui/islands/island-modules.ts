/**
 * Every island a public page can hold (decision 017): its name, as written into the page, and the
 * module whose default export is its component. The one list: the browser's loaders
 * (virtual:site/island-loaders) and the build's record of each island's code files
 * (build/islands-manifest.json, which `npm run budgets` reads) are both made from it.
 * Paths are from the project root.
 */
export const islandModules = {
  'site-header': 'engine/ui/shell/site-header-island.tsx',
  'page-overlays': 'engine/ui/islands/page-overlays.tsx',
  'contact-widget': 'engine/ui/shell/contact-widget.tsx',
  'section:product-tabs': 'engine/ui/sections/content/product-tabs-section.tsx',
  'section:catalogue-figures': 'engine/ui/sections/catalogue/catalogue-figures-section.tsx',
  'section:utility-tools': 'engine/ui/sections/content/utility-tools-section.tsx',
  'section:news-list': 'engine/ui/sections/news/news-list-section.tsx',
  'section:news-item': 'engine/ui/sections/news/news-item-section.tsx',
  'section:form': 'engine/ui/forms/form-section.tsx',
  'console-sign-in': 'engine/ui/console/console-sign-in-view.tsx',
} as const;

export type IslandName = keyof typeof islandModules;

/** The runtime that finds and hydrates the islands of a page. */
export const islandsEntryModule = 'engine/ui/islands/islands-entry.ts';

/** What the runtime imports before it hydrates the first island (React among it). */
export const hydrateIslandModule = 'engine/ui/islands/hydrate-island.tsx';
