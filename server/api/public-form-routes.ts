import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes, failure, success } from './envelope.js';
import { createCaptcha, solveCaptcha } from './captchas.js';
import { previousAnswer, storeSubmission, type SubmissionType } from './submissions.js';
import { idempotencyKeyOf } from './demo-request-routes.js';
import type { ApiContext } from './api-context.js';
import { notifySales } from './sales-notification.js';
import { requestSchemas } from './request-schemas.js';

/** Code for a wrong image captcha: the same "verification code error" the demo form uses (spec 8). */
const captchaError = codes.verifyCodeError;

interface FormRoute {
  path: string;
  form: string;
  type: SubmissionType;
  captcha: boolean;
  /** Where the visitor's e-mail is in the form data. */
  email: (data: Record<string, unknown>) => unknown;
  successMessage: string;
}

// Paths of the spec's contact call and of the two submissions it implies (spec 7).
const formRoutes: FormRoute[] = [
  { path: '/public/contact/us', form: 'contact', type: 'contact', captcha: true, email: (d) => d.email, successMessage: 'success' },
  { path: '/public/credit/enquiry', form: 'credit', type: 'credit', captcha: true, email: () => undefined, successMessage: 'success' },
  { path: '/public/debt/claim', form: 'debt', type: 'debt', captcha: false, email: (d) => (d.creditor as Record<string, unknown> | undefined)?.contactEmail, successMessage: 'sent successfully' },
];

/**
 * JSON form submissions: the body is the form's fields plus, where the form shows an image
 * captcha, `captchaId` and `captcha`. Validated with the form's JSON Schema, stored before success.
 */
export function registerPublicFormRoutes(app: FastifyInstance, ctx: ApiContext) {
  app.get('/public/captcha', { config: { rateLimit: ctx.rateLimits.codes } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return success(await createCaptcha(ctx.database.db));
  });

  for (const route of formRoutes) {
    app.post(route.path, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.forms } }, async (request) => {
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const earlier = await previousAnswer(ctx.database.db, idempotencyKey);
      if (earlier) return earlier;

      const { captchaId, captcha, locale, ...fields } = bodyOf(request);
      const check = ctx.forms.check(route.form, fields);
      if (!check.ok) return failure(codes.wrongParameters, { field: check.field, problem: check.problem });
      const submissionLocale = typeof locale === 'string' && ctx.locales.includes(locale) ? locale : ctx.locales[0];
      if (route.captcha && !(await solveCaptcha(ctx.database.db, captchaId as string | undefined, captcha as string | undefined))) {
        // A double click: the twin request spent the captcha and stored the form; answer as it did.
        return (await previousAnswer(ctx.database.db, idempotencyKey)) ?? failure(captchaError, { field: 'captcha' });
      }
      const email = route.email(fields);
      const result = await storeSubmission(
        ctx.database.db,
        { type: route.type, locale: submissionLocale, email: typeof email === 'string' ? email.toLowerCase() : undefined, payload: fields, idempotencyKey },
        (id) => success({ id }, route.successMessage),
      );
      if (result.stored) notifySales(ctx.mailer, ctx.salesEmail, result.stored, request.log);
      return result.answer;
    });
  }
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
