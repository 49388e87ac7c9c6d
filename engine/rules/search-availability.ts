import type { Dataset } from '../config/site-model.js';
import { ownsDataset, type OwnedDatasets } from './owned-datasets.js';

/**
 * Spec 5, dataset availability: which searches a dataset supports, and whether a member may
 * search by trade role at all. The flags are the catalogue's; nothing here is hard-coded per
 * dataset.
 */

/** By HS code, by goods description, by importer name, by exporter name. */
export type SearchField = 'hscode' | 'description' | 'importer' | 'exporter';
export type TradeRole = Extract<SearchField, 'importer' | 'exporter'>;

export const searchFields: readonly SearchField[] = ['hscode', 'description', 'importer', 'exporter'];

export type SearchFlags = Pick<Dataset, SearchField>;

export function supportsSearch(dataset: SearchFlags, field: SearchField): boolean {
  return dataset[field];
}

export function searchableFields(dataset: SearchFlags): SearchField[] {
  return searchFields.filter((field) => supportsSearch(dataset, field));
}

/**
 * Ship and transit data are owned as a whole and answer role searches by themselves, so owning
 * either makes any role search valid. Otherwise some owned customs dataset must support the role.
 * A retired code the member still owns is not in `datasets`, has no flags, and so adds nothing.
 */
export function isRoleSearchValid(
  role: TradeRole,
  owned: OwnedDatasets,
  datasets: ReadonlyArray<SearchFlags & Pick<Dataset, 'kind' | 'value'>>,
): boolean {
  if (owned.ship || owned.transit) return true;
  return datasets.some((dataset) => ownsDataset(owned, dataset) && supportsSearch(dataset, role));
}

/** Spec 7: the `type` a search request carries for each kind of data. */
export const searchTypeCodes = { customs: 1, ship: 60, transit: 59 } as const satisfies Record<Dataset['kind'], number>;

export type SearchTypeCode = (typeof searchTypeCodes)[Dataset['kind']];

export function searchTypeCode(kind: Dataset['kind']): SearchTypeCode {
  return searchTypeCodes[kind];
}
