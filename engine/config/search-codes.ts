/**
 * The answer codes of the shipment search calls (server/search): the server answers them from
 * engine/rules/shipment-search.ts's refusals, config/errors.yaml words them.
 */
export const searchCodes = {
  /** The member's packages do not include this dataset. */
  datasetNotOwned: 40001,
  /** The dataset does not offer this search (no HS-code search on a bill-of-lading dataset...). */
  searchUnavailable: 40002,
  /** A page past the top page limit (1000 rows). */
  beyondTopPage: 40003,
  /** "My collection" already holds its most companies (500): remove one to save another. */
  collectionFull: 40004,
} as const;
