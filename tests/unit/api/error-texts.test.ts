import { describe, expect, it } from 'vitest';
import { apiErrorTexts, errorMessage } from '../../../engine/api/error-texts';
import type { ErrorCatalogue } from '../../../engine/config/site-model';

// The shape of config/errors.yaml once compiled, with texts of the kind common.yaml holds.
const catalogue: ErrorCatalogue = {
  messages: { 10004: 'wrongParameters', 20008: 'wrongCode', 140010: 'tooManyEmailCodes' },
  aliases: { 10001: 10004, 10002: 10004, 10003: 10004 },
  transport: 'invalidRequest',
};
const common = {
  apiErrors: {
    wrongParameters: 'Paramètres erronés',
    wrongCode: 'Code erroné',
    tooManyEmailCodes: 'Trop de codes',
    invalidRequest: 'Requête invalide',
  },
};

describe('error texts (spec 8)', () => {
  const texts = apiErrorTexts(catalogue, common);

  it('gives every code its text, 10001 to 10003 the text of 10004', () => {
    expect(texts).toEqual({
      codes: {
        10001: 'Paramètres erronés', 10002: 'Paramètres erronés', 10003: 'Paramètres erronés', 10004: 'Paramètres erronés',
        20008: 'Code erroné', 140010: 'Trop de codes',
      },
      transport: 'Requête invalide',
    });
  });

  it('shows the translated text for a known code rather than the server msg', () => {
    expect(errorMessage({ code: 10001, message: 'Wrong parameters, please try again later!', kind: 'answer' }, texts)).toBe('Paramètres erronés');
  });

  it('shows the server msg for an unknown code, and the transport text when it has none', () => {
    expect(errorMessage({ code: 30001, message: 'Account frozen', kind: 'answer' }, texts)).toBe('Account frozen');
    expect(errorMessage({ code: 30001, message: '', kind: 'answer' }, texts)).toBe('Requête invalide');
  });

  it('does not show a status text or transport detail, which is not in the page language', () => {
    expect(errorMessage({ code: 404, message: 'Not Found', kind: 'http' }, texts)).toBe('Requête invalide');
    expect(errorMessage({ code: 0, message: 'Invalid request', kind: 'transport' }, texts)).toBe('Requête invalide');
  });
});
