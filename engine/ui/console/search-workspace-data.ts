import type { Dataset, LocaleId, SiteModel } from '../../config/site-model.js';
import type { BitLayout } from '../../rules/owned-datasets.js';
import type { ExportCaps } from '../../rules/export-limits.js';
import { lookupMessage } from '../../config/message-lookup.js';

/** A dataset as the search form needs it: its code, kind, place and the searches it offers. */
export type SearchDataset = Pick<Dataset, 'value' | 'kind' | 'importer' | 'exporter' | 'hscode' | 'description'> & { type?: Dataset['type'] };

/**
 * The build-time part of the shipment-search and saved-companies workspaces: the catalogue (so the
 * form can offer each dataset's searches and mark the ones the member owns, with the same rules
 * as the server), its names in every language, and where each workspace lives.
 */
export interface SearchWorkspaceData {
  datasets: SearchDataset[];
  /** Dataset code -> its name, per locale (locales/<locale>/catalogue.yaml). */
  datasetNames: Record<string, Record<string, string>>;
  /** ISO code -> the country's common name, per locale: every country a company of the catalogue can be in. */
  countryNames: Record<string, Record<string, string>>;
  layout: BitLayout;
  pageSize: number;
  pageSizeOptions: number[];
  /** site.yaml business: the export row caps, so the workspace says the limit the server will apply. */
  exportCaps: ExportCaps;
  /** The console paths of the two workspaces (config/console.yaml). */
  searchPath?: string;
  collectionPath?: string;
  /** The public package page per locale: where a member goes to buy a dataset. */
  packagePaths: Partial<Record<LocaleId, string>>;
}

export function searchWorkspaceData(model: SiteModel): SearchWorkspaceData {
  const { catalogue } = model;
  const pathOf = (workspace: string) => model.console.pages.find((p) => p.workspace === workspace)?.path;
  const searchPath = pathOf('shipment-search');
  const collectionPath = pathOf('saved-companies');
  return {
    datasets: catalogue.datasets.map((d) => ({
      value: d.value, kind: d.kind, importer: d.importer, exporter: d.exporter, hscode: d.hscode, description: d.description,
      ...('type' in d && d.type ? { type: d.type } : {}),
    })),
    datasetNames: Object.fromEntries(model.site.locales.map((l) => [
      l.id,
      Object.fromEntries(catalogue.datasets.map((d) => [d.value, lookupMessage(model.messages[l.id].catalogue, d.name) ?? d.value])),
    ])),
    countryNames: Object.fromEntries(model.site.locales.map((l) => [l.id, Object.fromEntries(catalogue.countries.map((c) => [c.code, c.name[l.id] ?? c.code]))])),
    layout: { masterCodes: catalogue.masterCodes, shipBit: catalogue.shipBit, transitBit: catalogue.transitBit },
    pageSize: model.site.constants.pageSize,
    pageSizeOptions: [...model.site.constants.pageSizeOptions],
    exportCaps: { exportRowLimit: model.site.business.exportRowLimit, exportRowLimitLevel0: model.site.business.exportRowLimitLevel0 },
    ...(searchPath ? { searchPath } : {}),
    ...(collectionPath ? { collectionPath } : {}),
    packagePaths: Object.fromEntries(model.site.locales.flatMap((l) => {
      const route = model.routes.find((r) => r.page === 'package' && r.path.startsWith(`/${l.prefix}/`));
      return route ? [[l.id, route.path]] : [];
    })),
  };
}
