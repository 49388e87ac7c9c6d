import type { FastifyInstance } from 'fastify';
import type { FormModel } from '../../engine/config/site-model.js';
import { formFields } from '../../engine/config/form-fields.js';
import { codes, failure, success, type Envelope } from './envelope.js';
import { createCaptcha, solveCaptcha } from './captchas.js';
import { storeSubmission } from './submissions.js';
import { answeredOnce, earlierAnswer, idempotencyCheck } from './idempotency.js';
import { consumeCode, type CodePolicy } from './verification-codes.js';
import type { ApiContext } from './api-context.js';
import { notifySales } from './sales-notification.js';
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
 * captcha or e-mailed code), and stored before the answer says success. A new form in the config
 * is a new working endpoint. Forms servedBy: auth are the auth routes' (auth-routes.ts).
 */
export function registerPublicFormRoutes(app: FastifyInstance, ctx: ApiContext & { codePolicy: CodePolicy; forms: Record<string, FormModel>; successTexts: Record<string, string>; fixedCaptchaText?: string }) {
  app.get('/public/captcha', { config: { rateLimit: ctx.rateLimits.codes } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return success(await createCaptcha(ctx.database.db, ctx.fixedCaptchaText));
  });

  const db = ctx.database.db;
  for (const form of storedForms(ctx.forms)) {
    app.post(form.endpoint.path, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.forms }, preHandler: idempotencyCheck(db) }, answeredOnce(async (request) => {
      const keyUse = request.keyUse;
      const decoded = ctx.validator.read(form, request.body);
      if (!decoded.ok) return failure(codes.wrongParameters, { field: decoded.field, problem: decoded.problem });
      const values = decoded.values;
      // An explicit locale that is not the site's is a broken client; a missing one is the default.
      if (decoded.locale !== undefined && !ctx.locales.includes(decoded.locale)) return failure(codes.wrongParameters, { field: 'locale' });
      const locale = decoded.locale ?? ctx.locales[0];

      const verification = form.verification;
      const email = emailOf(form, values);
      const answer = (id: string) => success({ id }, ctx.successTexts[form.id] ?? 'success');
      const result = await db.transaction(async (tx) => {
        if (verification) {
          const answerText = String(values[verification.field]);
          const valid = verification.kind === 'image-captcha'
            ? await solveCaptcha(tx, decoded.captchaId, answerText)
            : await consumeCode(tx, { email: String(values[verification.email]).trim().toLowerCase(), purpose: 'demo', code: answerText, policy: ctx.codePolicy });
          // A double click: the twin request spent the code and committed first; answer as it did.
          if (!valid) return { answer: (await earlierAnswer(tx, keyUse)) ?? failure(codes.verifyCodeError, { field: verification.field }) };
        }
        // Secrets are hashed only now that the captcha or code is right: no CPU for a guess.
        return storeSubmission(tx, { type: form.stored, locale, email, payload: await storable(form, values), keyUse }, answer);
      });
      // Only after the transaction committed: the sales team hears of what is already stored.
      if ('stored' in result && result.stored) notifySales(ctx.mailer, ctx.salesEmail, result.stored, request.log);
      return result.answer as Envelope;
    }));
  }
}

/** What is kept: every field but the answer to the captcha or code, and secrets only as hashes. */
async function storable(form: FormModel, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === form.verification?.field) continue;
    kept[name] = form.secret.includes(name) && typeof value === 'string' ? await hashPassword(value) : value;
  }
  return kept;
}

/** The visitor's address, for the operator's list: the verified one, or the first e-mail field. */
function emailOf(form: FormModel, values: Record<string, unknown>): string | undefined {
  const path = form.verification?.kind === 'email-code'
    ? [form.verification.email]
    : formFields(form.schema).find((f) => typeof f.schema.format === 'string' && f.schema.format.includes('email'))?.path;
  const found = path?.reduce<unknown>((node, name) => (node as Record<string, unknown> | undefined)?.[name], values);
  return typeof found === 'string' ? found.trim().toLowerCase() : undefined;
}
