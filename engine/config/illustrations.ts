import type { PageIllustration } from './generated/config-files.js';
import type { PageConfig, RouteEntry } from './site-model.js';

/**
 * The product illustrations: stylised screens of the product (engine/ui/illustrations/), drawn by
 * the build once per language into build/client/illustrations/<locale>/<id>.svg (decision 032).
 * Pages name them in YAML (a hero's `visual:`, a showcase item's `illustration:`); every word
 * inside a picture is a text of locales/<locale>/illustrations.yaml under the picture's id, and
 * the config check holds each locale to the keys listed here.
 */
export type IllustrationId = PageIllustration;

/** The same list as page.schema.json's illustration enum (a test compares them). */
export const illustrationIds = ['shipments', 'company', 'buyers', 'crm', 'marketing', 'email'] as const satisfies readonly IllustrationId[];

/** Every illustration is drawn on one canvas, so a page reserves its place before it loads. */
export const illustrationSize = { width: 640, height: 420 } as const;

/** The texts each illustration shows, under `<id>.` in locales/<locale>/illustrations.yaml. */
export const illustrationTextKeys: { readonly [K in IllustrationId]: readonly string[] } = {
  shipments: ['window', 'hsCode', 'product', 'productValue', 'period', 'search', 'shipments', 'importers', 'date', 'importer', 'exporter', 'quantity', 'unit', 'export'],
  company: ['window', 'role', 'track', 'shipments', 'suppliers', 'lastShipment', 'chart', 'topSuppliers'],
  buyers: ['window', 'filters', 'product', 'productValue', 'hsCode', 'markets', 'fromChina', 'found', 'shipmentsPerYear', 'match', 'addToCrm'],
  crm: ['window', 'pipeline', 'newCustomer', 'stages.new', 'stages.contacted', 'stages.quoted', 'stages.won', 'followUp'],
  marketing: [
    'window', 'keywordValue', 'find', 'byChannel', 'total',
    'channels.database', 'channels.maps', 'channels.b2b', 'channels.social', 'channels.fairs', 'channels.engines',
    'prospects', 'verified', 'aiFound', 'roles.purchasing', 'roles.owner', 'roles.sourcing',
  ],
  email: [
    'window', 'compose', 'folders.inbox', 'folders.sent', 'folders.templates', 'folders.reports',
    'sent', 'delivered', 'opened', 'replied', 'opensByDay', 'aiDraft', 'subject', 'greeting', 'line', 'translate',
  ],
};

/** Where the built site serves an illustration in one language (a file of build/client). */
export function illustrationPath(locale: string, id: IllustrationId): string {
  return `/illustrations/${locale}/${id}.svg`;
}

/** The illustrations a page shows: its heroes' visuals and its showcase items', in page order. */
export function illustrationsOfPage(page: PageConfig): IllustrationId[] {
  const ids = page.sections.flatMap((s): IllustrationId[] => {
    if (s.type === 'hero') return s.visual ? [s.visual.illustration] : [];
    if (s.type === 'showcase') return s.items.map((item) => item.illustration);
    return [];
  });
  return [...new Set(ids)];
}

/** The illustrations the pages of one locale show (the ones the build draws in that language). */
export function illustrationsOfLocale(routes: ReadonlyArray<Pick<RouteEntry, 'locale' | 'page'>>, pages: Record<string, PageConfig>, locale: string): IllustrationId[] {
  const ids = routes.filter((r) => r.locale === locale).flatMap((r) => {
    const page = pages[r.page];
    return page ? illustrationsOfPage(page) : [];
  });
  return illustrationIds.filter((id) => ids.includes(id));
}
