import { envelopeAnswerCodes } from '../../engine/config/answer-codes.js';

/**
 * The API's answer shape (spec 7): `code`, `data`, `msg`. Business errors are HTTP 200 with an
 * error code, because the site's client shows the message for the code (spec 8).
 */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

/** The codes the engine's config check requires a message for (answer-codes.ts), plus success and the silent 401. */
export const codes = {
  success: 1,
  ...envelopeAnswerCodes,
  notLoggedIn: 401,
} as const;

const messages: Record<number, string> = {
  [codes.wrongParameters]: 'Wrong parameters, please try again later!',
  [codes.interfaceException]: 'Interface exception',
  [codes.verifyCodeError]: 'Verification code error',
  [codes.loginLocked]: 'Too many wrong passwords for this address: login is locked for a while',
  [codes.tooManyEmailCodes]: 'Verification codes are being requested too often, please try again later',
  [codes.codeSendFailed]: 'Verification code sending failed',
  [codes.notLoggedIn]: 'Please log in',
};

export function success<T>(data: T, msg = 'success', code: number = codes.success): Envelope<T> {
  return { code, data, msg };
}

export function failure(code: number, data: Record<string, unknown> = {}, msg?: string): Envelope<Record<string, unknown>> {
  return { code, data, msg: msg ?? messages[code] ?? 'Interface exception' };
}
