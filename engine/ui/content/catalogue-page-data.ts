import type { Dataset, LocaleInfo, PageConfig, SiteModel } from '../../config/site-model.js';
import { catalogueSummary, countryCoverage, datasetSource, type CatalogueSummary } from '../../rules/catalogue-coverage.js';
import { countryAnchor } from '../../config/catalogue-anchors.js';
import { headlineFigures, type HeadlineFigure } from './headline-figures.js';
import { coverageMapShapes, type CoverageMapShapes } from './coverage-map-data.server.js';

/** One dataset as the catalogue sections show it; `name` is a key of the catalogue namespace. */
export interface DatasetRow extends Omit<Dataset, 'country'> {
  source: ReturnType<typeof datasetSource>;
  country?: { code: string; name: string };
}

export interface CountryRow {
  code: string;
  /** The country's anchor on the country detail page. */
  anchor: string;
  name: string;
  continent: Dataset['continent'];
  import: boolean;
  export: boolean;
  billOfLading: boolean;
  ship: boolean;
  datasets: DatasetRow[];
}

export interface CataloguePageData {
  summary: CatalogueSummary;
  /** The summary's counts as the locale writes them, so the page shows them without formatting. */
  summaryText: Record<HeadlineFigure, string>;
  /** Countries in the locale's alphabetical order (only on pages that list countries). */
  countries?: CountryRow[];
  /** Datasets in catalogue order (only on pages with a dataset list). */
  datasets?: DatasetRow[];
  /** The world map's outlines and the regions it cannot draw (only on pages with a coverage map). */
  map?: CoverageMapShapes & { regions: string[] };
  /** Package id -> its name key in common.yaml. */
  packageNames: Record<string, string>;
}


const catalogueSections = new Set(['catalogue-figures', 'country-coverage', 'country-datasets', 'dataset-list', 'coverage-map']);

export function usesCatalogue(page: PageConfig): boolean {
  return page.sections.some((s) => catalogueSections.has(s.type));
}


/**
 * What a page's catalogue sections need, computed at build time for one locale. Only the parts
 * the page's sections use are included, so other pages carry none of it.
 */
export function buildCataloguePageData(model: SiteModel, page: PageConfig, locale: LocaleInfo): CataloguePageData {
  const { catalogue } = model;
  const countryName = new Map(catalogue.countries.map((c) => [c.code, c.name[locale.id] ?? c.name.en]));
  const row = (d: Dataset): DatasetRow => ({
    ...d,
    source: datasetSource(d),
    country: d.country ? { code: d.country, name: countryName.get(d.country) ?? d.country } : undefined,
  });
  const kinds = new Set(page.sections.flatMap((s) => (s.type === 'dataset-list' ? s.kinds : [])));
  const withMap = page.sections.some((s) => s.type === 'coverage-map');
  const listsCountries = withMap || page.sections.some((s) => s.type === 'country-coverage' || s.type === 'country-datasets');
  // Only a country-by-country page needs each country's datasets; a coverage table needs its marks.
  const withDatasets = page.sections.some((s) => s.type === 'country-datasets');
  const collator = new Intl.Collator(locale.htmlLang);
  const summary = catalogueSummary(catalogue, model.site.constants.coverageCountriesAndRegions);
  const number = new Intl.NumberFormat(locale.htmlLang);
  return {
    summary,
    summaryText: Object.fromEntries(headlineFigures.map((key) => [key, number.format(summary[key])])) as Record<HeadlineFigure, string>,
    ...(listsCountries
      ? {
          countries: countryCoverage(catalogue)
            .map((c) => ({
              code: c.code, anchor: countryAnchor(c.code), name: c.name[locale.id] ?? c.name.en, continent: c.continent,
              import: c.import, export: c.export, billOfLading: c.billOfLading, ship: c.ship, datasets: withDatasets ? c.datasets.map(row) : [],
            }))
            .sort((a, b) => collator.compare(a.name, b.name)),
        }
      : {}),
    ...(withMap ? { map: { ...coverageMapShapes(countryCoverage(catalogue)), regions: [...new Set(catalogue.datasets.flatMap((d) => (d.region ? [d.region] : [])))] } } : {}),
    ...(kinds.size ? { datasets: catalogue.datasets.filter((d) => kinds.has(d.kind)).map(row) } : {}),
    packageNames: Object.fromEntries(model.pricing.packages.map((p) => [p.id, p.name])),
  };
}
