import type { Catalogue, Continent, Country, Dataset } from '../config/site-model.js';

/** Continents in the order pages list them (spec 3's order). */
export const continentOrder: Continent[] = [
  'LITERAL_NORTH_AMERICA', 'LITERAL_SOUTH_AMERICA', 'LITERAL_EUROPE', 'LITERAL_ASIA',
  'LITERAL_AFRICA', 'LITERAL_OCEANIA', 'LITERAL_OTHERS',
];

/** What the platform has for one country: the data-countries table and the statistics call. */
export interface CountryCoverage extends Country {
  continent: Continent;
  import: boolean;
  export: boolean;
  billOfLading: boolean;
  ship: boolean;
  datasets: Dataset[];
}

export function countryCoverage(catalogue: Catalogue): CountryCoverage[] {
  return catalogue.countries.flatMap((country) => {
    const own = catalogue.datasets.filter((d) => d.country === country.code);
    const [first] = own;
    if (!first) return []; // a country with no dataset is not covered
    // A country's customs data decides its continent; ship data alone falls back to its own entry.
    const continent = (own.find((d) => d.kind === 'customs') ?? first).continent;
    return [{
      ...country,
      continent,
      import: own.some((d) => d.type === 'SHIPMENTS_IMPORT'),
      export: own.some((d) => d.type === 'SHIPMENTS_EXPORT'),
      billOfLading: own.some((d) => datasetSource(d) === 'BL'),
      ship: own.some((d) => d.kind === 'ship'),
      datasets: own,
    }];
  });
}

/** Groups in continent order, leaving out empty continents; each group keeps the items' order. */
export function groupByContinent<T>(items: T[], continentOf: (item: T) => Continent): Array<{ continent: Continent; items: T[] }> {
  return continentOrder
    .map((continent) => ({ continent, items: items.filter((item) => continentOf(item) === continent) }))
    .filter((group) => group.items.length > 0);
}

/** The headline counts of spec 1 and 9, from the catalogue alone. */
export function catalogueSummary(catalogue: Catalogue, countriesAndRegions: number) {
  const customs = catalogue.datasets.filter((d) => d.kind === 'customs');
  const countries = (test: (d: Dataset) => boolean) => new Set(catalogue.datasets.filter((d) => d.country && test(d)).map((d) => d.country)).size;
  const datasetsByContinent: Partial<Record<Continent, number>> = {};
  for (const d of customs) datasetsByContinent[d.continent] = (datasetsByContinent[d.continent] ?? 0) + 1;
  return {
    countriesAndRegions,
    customsDatasets: customs.length,
    importCountries: countries((d) => d.kind === 'customs' && d.type === 'SHIPMENTS_IMPORT'),
    exportCountries: countries((d) => d.kind === 'customs' && d.type === 'SHIPMENTS_EXPORT'),
    shipCountries: countries((d) => d.kind === 'ship'),
    transitDatasets: catalogue.datasets.filter((d) => d.kind === 'transit').length,
    datasetsByContinent,
  };
}

export type CatalogueSummary = ReturnType<typeof catalogueSummary>;

/** The source part of a customs code: CD customs declarations, BL bills of lading, ED statistics. */
export function datasetSource(dataset: Pick<Dataset, 'value' | 'kind'>): 'CD' | 'BL' | 'ED' | 'ship' | 'transit' {
  if (dataset.kind !== 'customs') return dataset.kind;
  const source = dataset.value.split('_')[2];
  return source === 'BL' || source === 'ED' ? source : 'CD';
}
