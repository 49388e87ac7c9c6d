import { orderCodes } from './order-codes.js';
import { searchCodes } from './search-codes.js';
import { accountCodes } from './account-codes.js';

/**
 * The answer codes a visitor can be shown (spec 8), each of which config/errors.yaml must word:
 * those of the reference API's envelope (server/api/envelope.ts builds its `codes` from this
 * list, adding success and the silent 401; the engine does not import the server) and those of
 * the purchase and payment calls (engine/config/order-codes.ts).
 */
export const envelopeAnswerCodes = {
  wrongParameters: 10001,
  interfaceException: 60007,
  verifyCodeError: 20008,
  /** Too many wrong passwords for one address: login for it is locked for a while (server/auth/login-lockout.ts). */
  loginLocked: 20012,
  tooManyEmailCodes: 140010,
  codeSendFailed: 140015,
} as const;

/** Every code that needs a message, with the name its source gives it and where that is. */
export const shownAnswerCodes: Array<{ code: number; name: string; source: string }> = [
  ...Object.entries(envelopeAnswerCodes).map(([name, code]) => ({ code, name, source: 'server/api/envelope.ts' })),
  ...Object.entries(orderCodes).map(([name, code]) => ({ code, name, source: 'engine/config/order-codes.ts' })),
  ...Object.entries(searchCodes).map(([name, code]) => ({ code, name, source: 'engine/config/search-codes.ts' })),
  ...Object.entries(accountCodes).map(([name, code]) => ({ code, name, source: 'engine/config/account-codes.ts' })),
];

/**
 * Codes of spec 8 that another API behind `api:` may answer though the reference API does not:
 * wrong parameters in its other forms (10002 to 10004) and phone codes asked too often.
 */
export const specOnlyAnswerCodes: Array<{ code: number; name: string }> = [
  { code: 10002, name: 'wrong parameters' },
  { code: 10003, name: 'wrong parameters' },
  { code: 10004, name: 'wrong parameters' },
  { code: 140006, name: 'too many phone codes' },
];

/** Every code config/errors.yaml may word: a code outside this list is a typo nobody would answer. */
export const knownAnswerCodes: number[] = [...shownAnswerCodes.map((c) => c.code), ...specOnlyAnswerCodes.map((c) => c.code)];
