import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FormModel, SiteModel } from '../../engine/config/site-model.js';
import { formFields } from '../../engine/config/form-fields.js';
import { emailCodeOf } from '../../engine/config/form-model.js';
import { codes, failure, success } from './envelope.js';
import { createCaptcha } from './captchas.js';
import { earlierAnswer, idempotencyCheck, reusedKey } from './idempotency.js';
import type { CodePolicy } from './verification-codes.js';
import { refusedVerification } from './form-verifications.js';
import { defaultLocaleOf, type ApiContext } from './api-context.js';
import { salesNotification } from './sales-notification.js';
import type { SubmissionBatches } from './submission-batches.js';
import { requestSchemas } from './request-schemas.js';
import { hashPassword } from '../auth/passwords.js';

/** A form these routes answer: one that is stored as a submission of its type. */
type StoredForm = FormModel & { stored: string };

/** The forms of config/forms.yaml these routes serve: not those of the auth routes (login, register). */
export function storedForms(forms: Record<string, FormModel>): StoredForm[] {
  return Object.values(forms).filter((form): form is StoredForm => form.servedBy === 'forms' && form.stored !== undefined);
}

/**
 * Every form of config/forms.yaml at its endpoint, with no code per form: the body is read back
 * into the form's values by its payload mapping, checked with its JSON Schema, verified (image
 * captcha or e-mailed code), and stored with its sales notification before the answer says
 * success (grouped with submissions arriving at the same time, submission-batches.ts). A new form
 * in the config is a new working endpoint. Forms servedBy: auth are the auth routes' (auth-routes.ts).
 */
export function registerPublicFormRoutes(app: FastifyInstance, ctx: ApiContext & { codePolicy: CodePolicy; forms: Record<string, FormModel>; successTexts: Record<string, string>; fixedCaptchaText?: string; submissions: SubmissionBatches; model: Pick<SiteModel, 'messages' | 'site'> }) {
  app.get('/public/captcha', { config: { rateLimit: ctx.rateLimits.codes } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return success(await createCaptcha(ctx.database.db, ctx.fixedCaptchaText));
  });

  const db = ctx.database.db;
  const defaultLocale = defaultLocaleOf(ctx);
  for (const form of storedForms(ctx.forms)) {
    const emailPath = emailPathOf(form);
    const successText = ctx.successTexts[form.id] ?? 'success';
    app.post(form.endpoint.path, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.forms }, preHandler: idempotencyCheck(db, ctx.sessions) }, async (request) => {
      const keyUse = request.keyUse;
      const decoded = ctx.validator.read(form, request.body);
      if (!decoded.ok) return failure(codes.wrongParameters, { field: decoded.error.field, problem: decoded.error.problem });
      const { values, captchaId, locale: sentLocale } = decoded.value;
      // An explicit locale that is not the site's is a broken client; a missing one is the default.
      if (sentLocale !== undefined && !ctx.locales.includes(sentLocale)) return failure(codes.wrongParameters, { field: 'locale' });
      const locale = sentLocale ?? defaultLocale;

      const id = randomUUID();
      // Each verification in turn; the first that fails names its field in the refusal.
      let refusedField: string | undefined;
      const row = { id, type: form.stored, locale, email: emailAt(emailPath, values), keyUse, answer: success({ id }, successText) };
      const outcome = await ctx.submissions.store({
        row,
        // Secrets are hashed only for a submission about to be stored: no CPU for a wrong code.
        content: async () => {
          const payload = await storable(form, values);
          return { payload, mail: salesNotification(ctx.model, { ...row, payload }) };
        },
        verify: form.verifications.length ? async (tx) => {
          refusedField = await refusedVerification(tx, form, { values, captchaId, codePurpose: 'demo', policy: ctx.codePolicy });
          return refusedField === undefined;
        } : undefined,
      });
      // Answered only now that the batch holding it committed (submission-batches.ts).
      if (outcome === 'stored') return row.answer;
      // Its key was taken (a twin stored first, or another request): the key's answer. A refused
      // code may be a double click whose twin spent it: answered as the twin was.
      const earlier = await earlierAnswer(db, keyUse);
      if (outcome === 'key-taken') return earlier ?? reusedKey;
      return earlier ?? failure(codes.verifyCodeError, { field: refusedField });
    });
  }
}

/** What is kept: every field but the answer to the captcha or code, and secrets only as hashes. */
async function storable(form: FormModel, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (form.verifications.some((v) => v.field === name)) continue;
    kept[name] = form.secret.includes(name) && typeof value === 'string' ? await hashPassword(value) : value;
  }
  return kept;
}

/** Where the visitor's address is, for the operator's list: the verified one, or the first e-mail field (found once per form, not per request). */
function emailPathOf(form: FormModel): string[] | undefined {
  const emailCode = emailCodeOf(form);
  return emailCode
    ? [emailCode.email]
    : formFields(form.schema).find((f) => typeof f.schema.format === 'string' && f.schema.format.includes('email'))?.path;
}

function emailAt(path: string[] | undefined, values: Record<string, unknown>): string | undefined {
  let found: unknown = values;
  for (const name of path ?? []) found = (found as Record<string, unknown> | undefined)?.[name];
  return path && typeof found === 'string' ? found.trim().toLowerCase() : undefined;
}
