import type { Continent } from './site-model.js';

// The fragments of the catalogue pages' headings: pages link to them (checked by
// check-section-links.ts) and the sections render them.

/** A country's block on the country detail page: /en/countrydetail#vn */
export const countryAnchor = (code: string) => code.toLowerCase();

/** A continent's heading: LITERAL_NORTH_AMERICA -> north-america */
export const continentAnchor = (continent: Continent) => continent.replace(/^LITERAL_/, '').toLowerCase().replace(/_/g, '-');
