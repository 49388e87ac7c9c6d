// Which browser tests also run against the production setup (playwright.prod.config.ts: nginx with
// the generated configuration in front of two API instances on PostgreSQL and Redis): those whose
// outcome the serving or the instances decide (redirects, headers, storing each form, sessions,
// payments), not what happens in the browser alone, which the default run covers once.
export const production = { tag: '@production' };

/** For a test repeated per locale: one locale's copy proves the serving; the rest stay browser tests. */
export const productionIn = (locale: string, chosen: string) => ({ tag: locale === chosen ? ['@production'] : [] });
