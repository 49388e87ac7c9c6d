import type { ConfigError } from '../../engine/config/config-error.js';
import { loadSiteModel } from '../../engine/config/load-site-model.js';
import { ok, type Result } from '../../engine/config/result.js';
import type { JsonSchema } from '../../engine/config/schema-validation.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import type { SourcesAtCommit } from './git-sources.js';
import { sameJson } from './keyed-changes.js';

/**
 * The model of an older commit's config, compiled by today's engine. The commit's own schemas come
 * first: they are the ones its config was written against (a schema change travels with the config
 * change it allows). When those fail today's compile step but today's schemas pass (a default the
 * engine now relies on), today's schemas are used and a note says so. When both fail, the errors
 * with the commit's own schemas are the answer.
 */
export function loadAtCommit(sources: SourcesAtCommit, todaysSchemas: JsonSchema[]): Result<{ model: SiteModel; notes: string[] }, ConfigError[]> {
  // The same schemas as today's are today's array, whose compiled validators the check keeps.
  const own = sources.schemas.length && !sameJson(sources.schemas, todaysSchemas) ? sources.schemas : todaysSchemas;
  const withOwn = loadSiteModel(sources.files, own);
  if (withOwn.ok) return ok({ model: withOwn.value, notes: [] });
  if (own === todaysSchemas) return withOwn;
  const withToday = loadSiteModel(sources.files, todaysSchemas);
  if (!withToday.ok) return withOwn;
  const first = withOwn.error[0];
  const why = first ? ` (${first.file}:${first.line}:${first.column} ${first.message})` : '';
  return ok({ model: withToday.value, notes: [`The older config was checked against today's schemas: with its own it fails today's check${why}.`] });
}
