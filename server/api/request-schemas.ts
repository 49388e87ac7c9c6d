/**
 * JSON Schemas of the API's own parameters (the forms' bodies have theirs in schemas/forms/).
 * Fastify checks each request with ajv before a handler runs; a failure answers 10001 with the
 * field (app.ts), and a route may name the message a field's failure shows.
 */
import { maxEmailLength } from '../../engine/rules/contact-formats.js';

const email = { type: 'string', format: 'trade-email', maxLength: maxEmailLength } as const;
const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: true, // clients send extra fields (analytics, cache busters): ignored, never stored
  required,
  properties,
});

export const requestSchemas = {
  sendVerifyCode: { body: object({ email }, ['email']) },
  login: { body: object({ email: shortText(254), password: shortText(200) }, ['email', 'password']) },
  registerSendCode: { body: object({ email }, ['email']) },
  register: {
    body: object(
      { email, password: { type: 'string', minLength: 6, maxLength: 200 }, nickname: shortText(60), code: shortText(12) },
      ['email', 'password', 'code'],
    ),
  },
  redirectUrl: { querystring: object({ redirect: shortText(2000), client: shortText(100), mode: shortText(20) }, ['redirect']) },
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

/** What a person sees when a field fails, where the spec words it (spec 5, package form). */
export const fieldMessages = {
  register: { email: 'The field must contain a valid email address.', password: 'The field contains at least 6 characters.' },
} as const;
