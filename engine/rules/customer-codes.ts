import { fail, ok, type Result } from '../config/result.js';

/**
 * Spec 3, customer: where a customer record came from and how widely it is shared. Codes arrive
 * from the API as numbers; an unknown one is refused, not guessed, because guessing the origin
 * would point at the wrong source record.
 */

export interface CustomerOrigin {
  code: 0 | 1 | 2 | 3;
  name: 'EXTERNAL_CUSTOMERS' | 'TRADE_INFORMATION' | 'GLOBAL_BUYERS' | 'TRADE_SEARCH';
  /** The customer field holding the id of the source record; external customers have none. */
  uuidField?: 'originCdUuid' | 'originGbUuid' | 'originSoUuid';
}

export const customerOrigins: readonly CustomerOrigin[] = [
  { code: 0, name: 'EXTERNAL_CUSTOMERS' },
  { code: 1, name: 'TRADE_INFORMATION', uuidField: 'originCdUuid' },
  { code: 2, name: 'GLOBAL_BUYERS', uuidField: 'originGbUuid' },
  { code: 3, name: 'TRADE_SEARCH', uuidField: 'originSoUuid' },
];

export interface CustomerStatus {
  code: 0 | 1 | 2;
  name: 'PUBLIC' | 'PRIVATE' | 'COOPERATIVE';
}

export const customerStatuses: readonly CustomerStatus[] = [
  { code: 0, name: 'PUBLIC' },
  { code: 1, name: 'PRIVATE' },
  { code: 2, name: 'COOPERATIVE' },
];

export function customerOrigin(code: number): Result<CustomerOrigin> {
  const origin = customerOrigins.find((candidate) => candidate.code === code);
  return origin ? ok(origin) : fail(`unknown customer origin code ${code} (known: 0 to 3)`);
}

export function customerStatus(code: number): Result<CustomerStatus> {
  const status = customerStatuses.find((candidate) => candidate.code === code);
  return status ? ok(status) : fail(`unknown customer status code ${code} (known: 0 to 2)`);
}
