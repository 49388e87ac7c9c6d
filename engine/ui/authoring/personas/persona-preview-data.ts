import type { LocaleId, Messages, SiteModel } from '../../../config/site-model.js';
import type { AppHeader } from '../../../config/console-model.js';

/**
 * What the persona preview page needs (docs/persona-preview.md), computed from the model without
 * React: the application header's config, its texts in every locale and the header's settings.
 * The dev server and the build's static report embed it in the page as JSON.
 */
export interface PersonaPreviewData {
  appHeader: AppHeader;
  console: { host: string; home: string };
  locales: Array<{ id: LocaleId; label: string; htmlLang: string }>;
  texts: Record<string, { console: Messages; common: Messages }>;
  largeBreakpoint: number;
  dropdownColumnsMax: number;
}

/**
 * `imageSource` turns a card image's public path into the address the page loads it from: as it
 * is on the dev server, a data: URL in the report read from disk (which has no server behind it).
 */
export function buildPersonaPreviewData(model: SiteModel, imageSource: (publicPath: string) => string = (path) => path): PersonaPreviewData {
  const appHeader: AppHeader = {
    ...model.appHeader,
    items: model.appHeader.items.map((item) => ({
      ...item,
      children: item.children.map((child) => (child.card.image ? { ...child, card: { ...child.card, image: imageSource(child.card.image) } } : child)),
    })),
  };
  return {
    appHeader,
    console: { host: model.console.host, home: model.console.home },
    locales: model.site.locales.map((l) => ({ id: l.id, label: l.label, htmlLang: l.htmlLang })),
    texts: Object.fromEntries(model.site.locales.map((l) => [l.id, { console: model.messages[l.id].console, common: model.messages[l.id].common }])),
    largeBreakpoint: model.site.constants.breakpoints.large,
    dropdownColumnsMax: model.site.constants.dropdownColumnsMax,
  };
}
