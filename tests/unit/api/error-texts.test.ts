import { describe, expect, it } from 'vitest';
import { apiErrorTexts, errorMessage } from '../../../engine/api/error-texts';
import type { ErrorCatalogue } from '../../../engine/config/site-model';

// The shape of config/errors.yaml once compiled, with texts of the kind common.yaml holds.
const catalogue: ErrorCatalogue = {
  messages: { 10004: 'wrongParameters', 20008: 'wrongCode', 140010: 'tooManyEmailCodes' },
  aliases: { 10001: 10004, 10002: 10004, 10003: 10004 },
  transport: 'invalidRequest',
  rateLimited: { seconds: 'waitSeconds', minutes: 'waitMinutes', later: 'waitLater' },
};
const common = {
  apiErrors: {
    wrongParameters: 'Paramètres erronés',
    wrongCode: 'Code erroné',
    tooManyEmailCodes: 'Trop de codes',
    invalidRequest: 'Requête invalide',
    waitSeconds_one: 'Attendez {{count}} seconde.',
    waitSeconds_many: 'Attendez {{count}} de secondes.',
    waitSeconds_other: 'Attendez {{count}} secondes.',
    waitMinutes_one: 'Attendez {{count}} minute.',
    waitMinutes_many: 'Attendez {{count}} de minutes.',
    waitMinutes_other: 'Attendez {{count}} minutes.',
    waitLater: 'Attendez un peu.',
  },
};

describe('error texts', () => {
  const texts = apiErrorTexts(catalogue, common, 'fr');

  it('gives every code its text, 10001 to 10003 the text of 10004', () => {
    expect(texts).toEqual({
      codes: {
        10001: 'Paramètres erronés', 10002: 'Paramètres erronés', 10003: 'Paramètres erronés', 10004: 'Paramètres erronés',
        20008: 'Code erroné', 140010: 'Trop de codes',
      },
      transport: 'Requête invalide',
      // French has the plural forms one, many and other.
      rateLimited: {
        lang: 'fr',
        seconds: { one: 'Attendez {{count}} seconde.', many: 'Attendez {{count}} de secondes.', other: 'Attendez {{count}} secondes.' },
        minutes: { one: 'Attendez {{count}} minute.', many: 'Attendez {{count}} de minutes.', other: 'Attendez {{count}} minutes.' },
        unknown: 'Attendez un peu.',
      },
    });
  });

  it('shows the translated text for a known code rather than the server msg', () => {
    expect(errorMessage({ code: 10001, message: 'Wrong parameters, please try again later!', kind: 'answer' }, texts)).toBe('Paramètres erronés');
  });

  it('shows the server msg for an unknown code, and the transport text when it has none', () => {
    expect(errorMessage({ code: 30001, message: 'Account frozen', kind: 'answer' }, texts)).toBe('Account frozen');
    expect(errorMessage({ code: 30001, message: '', kind: 'answer' }, texts)).toBe('Requête invalide');
  });

  it('tells an HTTP 4xx or 5xx by its status text (spec 8), and a call without an answer by the transport message', () => {
    expect(errorMessage({ code: 404, message: 'Not Found', kind: 'http' }, texts)).toBe('Not Found');
    expect(errorMessage({ code: 503, message: 'Service Unavailable', kind: 'http' }, texts)).toBe('Service Unavailable');
    // HTTP/2 answers carry no status text: the status is named instead.
    expect(errorMessage({ code: 502, message: '', kind: 'http' }, texts)).toBe('HTTP 502');
    expect(errorMessage({ code: 0, message: 'Invalid request', kind: 'transport' }, texts)).toBe('Requête invalide');
  });

  it('tells a call refused for coming too often how long to wait: seconds under a minute, whole minutes (rounded up) above', () => {
    const refused = (retryAfterSeconds?: number) => errorMessage({ code: 429, message: 'Too many requests, please try again in a minute', kind: 'answer', ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) }, texts);
    expect(refused(1)).toBe('Attendez 1 seconde.');
    expect(refused(45)).toBe('Attendez 45 secondes.');
    expect(refused(58.2)).toBe('Attendez 59 secondes.');
    expect(refused(60)).toBe('Attendez 1 minute.');
    expect(refused(61)).toBe('Attendez 2 minutes.');
    expect(refused(900)).toBe('Attendez 15 minutes.');
    // No wait given (a proxy's bare 429): the text without one, never the server's English msg.
    expect(refused()).toBe('Attendez un peu.');
    expect(errorMessage({ code: 429, message: 'Too Many Requests', kind: 'http' }, texts)).toBe('Attendez un peu.');
  });
});
