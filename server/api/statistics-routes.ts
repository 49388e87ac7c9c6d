import type { FastifyInstance } from 'fastify';
import type { Catalogue, Continent, Dataset, LocaleId, Messages, SiteModel } from '../../engine/config/site-model.js';
import { lookupMessage } from '../../engine/config/check-translations.js';
import { codes, failure, success } from './envelope.js';

/**
 * Spec 7's statistics calls, computed from config/catalogue/ when the server starts. Shapes:
 * - /api/public/statistics: { countriesAndRegions, customsDatasets, importCountries, exportCountries,
 *   shipCountries, transitDatasets, datasetsByContinent: { LITERAL_ASIA: n, ... } }
 * - /api/public/country/statistics: [{ code, alpha3, numeric, name: {zh-cn,en,ru}, continent,
 *   import, export, billOfLading, ship, datasets: [value] }]
 * - /api/public/dataSource/statistics?dataSource=VALUE: the dataset with its name in each locale and
 *   its bit position in the owned-dataset string.
 */
export function registerStatisticsRoutes(app: FastifyInstance, model: Pick<SiteModel, 'catalogue' | 'messages' | 'site'>) {
  const { catalogue } = model;
  const names = (key: string) =>
    Object.fromEntries(model.site.locales.map((l) => [l.id, lookupMessage((model.messages[l.id] as { catalogue: Messages }).catalogue, key) ?? key])) as Record<LocaleId, string>;

  const overview = summary(catalogue, model.site.constants.coverageCountriesAndRegions);
  const perCountry = countryStatistics(catalogue);

  app.get('/api/public/statistics', async () => success(overview));
  app.get('/api/public/country/statistics', async () => success(perCountry));
  app.get<{ Querystring: { dataSource?: string } }>('/api/public/dataSource/statistics', async (request) => {
    const dataset = catalogue.datasets.find((d) => d.value === request.query.dataSource);
    if (!dataset) return failure(codes.wrongParameters, { field: 'dataSource' });
    const bit = dataset.kind === 'ship' ? catalogue.shipBit : dataset.kind === 'transit' ? catalogue.transitBit : catalogue.masterCodes.indexOf(dataset.value);
    return success({ ...dataset, name: names(dataset.name), bit });
  });
}

function countriesWhere(datasets: Dataset[], test: (d: Dataset) => boolean): Set<string> {
  return new Set(datasets.filter((d) => d.country && test(d)).map((d) => d.country!));
}

export function summary(catalogue: Catalogue, countriesAndRegions: number) {
  const customs = catalogue.datasets.filter((d) => d.kind === 'customs');
  const byContinent: Partial<Record<Continent, number>> = {};
  for (const d of customs) byContinent[d.continent] = (byContinent[d.continent] ?? 0) + 1;
  return {
    countriesAndRegions,
    customsDatasets: customs.length,
    importCountries: countriesWhere(customs, (d) => d.type === 'SHIPMENTS_IMPORT').size,
    exportCountries: countriesWhere(customs, (d) => d.type === 'SHIPMENTS_EXPORT').size,
    shipCountries: countriesWhere(catalogue.datasets, (d) => d.kind === 'ship').size,
    transitDatasets: catalogue.datasets.filter((d) => d.kind === 'transit').length,
    datasetsByContinent: byContinent,
  };
}

export function countryStatistics(catalogue: Catalogue) {
  return catalogue.countries.map((country) => {
    const own = catalogue.datasets.filter((d) => d.country === country.code);
    return {
      ...country,
      continent: own[0]?.continent,
      import: own.some((d) => d.type === 'SHIPMENTS_IMPORT'),
      export: own.some((d) => d.type === 'SHIPMENTS_EXPORT'),
      billOfLading: own.some((d) => d.value.includes('_BL_')),
      ship: own.some((d) => d.kind === 'ship'),
      datasets: own.map((d) => d.value),
    };
  });
}
