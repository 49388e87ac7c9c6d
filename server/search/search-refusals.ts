import { codes, failure } from '../api/envelope.js';
import { searchCodes } from '../../engine/config/search-codes.js';
import type { SearchRefusal } from '../../engine/rules/shipment-search.js';

/**
 * A refusal of engine/rules/shipment-search.ts as the search calls answer it. `reach`: the rows the
 * member may page through (search-reach.ts, within site.yaml business.searchRowLimit), which a
 * page past them is told when the caller knows it.
 */
export function refusal(error: SearchRefusal, reach?: number) {
  switch (error.reason) {
    case 'not-logged-in':
      return failure(codes.notLoggedIn);
    case 'not-owned':
      return failure(searchCodes.datasetNotOwned, {}, 'Your package does not include this dataset');
    case 'field-unavailable':
      return failure(searchCodes.searchUnavailable, { field: error.field }, 'This dataset cannot be searched this way');
    case 'beyond-top-limit':
      return failure(searchCodes.beyondTopPage, { lastPage: error.lastPage }, reach === undefined ? `Page ${error.lastPage} is the last that can be paged to` : `Only the first ${reach} results can be paged through`);
    case 'unknown-dataset':
      return failure(codes.wrongParameters, { field: 'dataset' });
    case 'bad-parameter':
      return failure(codes.wrongParameters, { field: error.field });
  }
}
