import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalogue, Dataset, SiteModel } from '../../engine/config/site-model.js';
import { catalogueSummary, countryCoverage } from '../../engine/rules/catalogue-coverage.js';
import { textInEveryLocale } from '../../engine/config/localised-text.js';
import { datasetBit } from '../../engine/rules/owned-datasets.js';
import type { Database } from '../db/database.js';
import { readFigures, type StoredDatasetFigures } from '../operator/dataset-figures.js';
import { codes, failure, success } from './envelope.js';
import { requestSchemas } from './request-schemas.js';

type Figures = Map<string, StoredDatasetFigures>;

/**
 * Spec 7's statistics calls: the catalogue of config/catalogue/ combined with the dataset figures
 * operators load (npm run dataset-figures). Figures not loaded yet are null, never invented.
 * Shapes are documented in docs/api.md.
 */
export function registerStatisticsRoutes(app: FastifyInstance, { model, database }: { model: Pick<SiteModel, 'catalogue' | 'messages' | 'site'>; database: Database }) {
  const { catalogue } = model;
  const figures = async (): Promise<Figures> => new Map((await readFigures(database.db)).map((f) => [f.dataSource, f]));
  // The same for every visitor and changed only by an operator's load: a CDN may keep it briefly.
  const shared = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=300');

  app.get('/api/public/statistics', async (_request, reply) => {
    shared(reply);
    return success(summary(catalogue, model.site.constants.coverageCountriesAndRegions, await figures()));
  });
  app.get('/api/public/country/statistics', async (_request, reply) => {
    shared(reply);
    return success(countryStatistics(catalogue, await figures()));
  });
  app.get<{ Querystring: { dataSource: string } }>('/api/public/dataSource/statistics', { schema: requestSchemas.dataSourceStatistics }, async (request, reply) => {
    const dataset = catalogue.datasets.find((d) => d.value === request.query.dataSource);
    if (!dataset) return failure(codes.wrongParameters, { field: 'dataSource' });
    shared(reply);
    return success({ ...dataset, name: textInEveryLocale(model, 'catalogue', dataset.name), bit: datasetBit(dataset, catalogue), figures: publicFigures((await figures()).get(dataset.value)) });
  });
}

function publicFigures(f: StoredDatasetFigures | undefined) {
  return f ? { records: f.records, firstMonth: f.firstMonth, latestMonth: f.latestMonth, updatedAt: f.updatedAt } : null;
}

/** Records over the given datasets, or null when none of them has figures yet. */
function recordsOf(datasets: Dataset[], figures: Figures): number | null {
  const known = datasets.map((d) => figures.get(d.value)).filter((f) => f !== undefined);
  return known.length ? known.reduce((sum, f) => sum + f.records, 0) : null;
}

export function summary(catalogue: Catalogue, countriesAndRegions: number, figures: Figures) {
  const latest = [...figures.values()].map((f) => f.latestMonth).sort().at(-1) ?? null;
  return { ...catalogueSummary(catalogue, countriesAndRegions), records: recordsOf(catalogue.datasets, figures), latestMonth: latest };
}

export function countryStatistics(catalogue: Catalogue, figures: Figures) {
  return countryCoverage(catalogue).map(({ datasets, ...country }) => ({
    ...country,
    datasets: datasets.map((d) => d.value),
    records: recordsOf(datasets, figures),
  }));
}
