/**
 * JSON Schemas of the API's own parameters. The forms' bodies, the console's login and
 * registration included, have theirs in schemas/forms/ and are checked by their handlers with
 * the form's schema (form-validation.ts). Fastify checks each request with ajv before a handler
 * runs; a failure answers 10001 with the field (app.ts), and a route may name the message a
 * field's failure shows.
 */
import { maxEmailLength } from '../../engine/config/contact-formats.js';

const email = { type: 'string', format: 'trade-email', maxLength: maxEmailLength } as const;
const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: true, // clients send extra fields (analytics, cache busters): ignored, never stored
  required,
  properties,
});

export const requestSchemas = {
  /** Spec 7's demo code: the address; a client may name the page's locale (else the lang cookie says it). */
  sendVerifyCode: { body: object({ email, locale: shortText(10) }, ['email']) },
  /** The send-code calls of registration, the purchase and the password reset: the e-mail is written in the locale. */
  addressSendCode: { body: object({ email, locale: shortText(10) }, ['email']) },
  redirectUrl: { querystring: object({ redirect: shortText(2000), client: shortText(100), mode: shortText(20) }, ['redirect']) },
  ssoVerify: { body: object({ ticket: shortText(200), origin: shortText(300) }, ['ticket', 'origin']) },
  toolList: {
    querystring: object({
      id: { type: 'integer' },
      page: { type: 'integer', minimum: 1, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      desc: { type: 'boolean', default: false },
      lang: shortText(10),
    }, ['id']),
  },
  dataSourceStatistics: { querystring: object({ dataSource: shortText(40) }, ['dataSource']) },
  formBody: { body: { type: 'object' } },
} as const;

/**
 * The answer's msg when a field of the console's registration fails, in the words spec 5 gives the
 * package form (the page itself shows its locale's text from locales/<locale>/forms.yaml).
 */
export const fieldMessages: { register: Record<string, string> } = {
  register: { email: 'The field must contain a valid email address.', password: 'The field contains at least 6 characters.' },
};
