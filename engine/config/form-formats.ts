import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { contactFormats } from './contact-formats.js';
import { allCountryCodes } from './iso-countries.js';

/**
 * The custom formats form schemas may use, by name: the e-mail and domain checks of spec 5 and
 * an ISO 3166 country code. The config check, the build's precompiled browser validators and
 * the server all take them from here, so every side accepts exactly the same input.
 */
export const formFormats: Record<string, RegExp> = {
  ...contactFormats,
  'country-code': new RegExp(`^(?:${allCountryCodes().join('|')})$`),
};

/** An ajv that knows the standard and the custom formats, strict about unknown keywords. */
export function createFormAjv(): Ajv {
  const ajv = new Ajv({ allErrors: false, strict: true, strictRequired: false });
  ajvFormats(ajv);
  for (const [name, pattern] of Object.entries(formFormats)) ajv.addFormat(name, pattern);
  return ajv;
}
