import type { FastifyInstance } from 'fastify';
import { codes, failure, success } from './envelope.js';
import { consumeCode, issueCode, withdrawCode, type CodePolicy } from './verification-codes.js';
import { previousAnswer, storeSubmission } from './submissions.js';
import type { ApiContext } from './api-context.js';
import { notifySales } from './sales-notification.js';
import { requestSchemas } from './request-schemas.js';


/** Spec 7: the request-a-demo dialog's two calls, both form-encoded. */
export function registerDemoRequestRoutes(app: FastifyInstance, ctx: ApiContext & { codePolicy: CodePolicy }) {
  app.post<{ Body: { email: string } }>('/api/public/sendVerifyCode', { schema: requestSchemas.sendVerifyCode, config: { rateLimit: ctx.rateLimits.codes } }, async (request) => {
    const email = request.body.email.toLowerCase();
    const issued = await issueCode(ctx.database.db, { email, ip: request.ip, purpose: 'demo', policy: ctx.codePolicy });
    if (issued.kind === 'too-often') return failure(codes.tooManyEmailCodes);
    try {
      await ctx.mailer.send({
        to: email,
        subject: `Your verification code: ${issued.code}`,
        text: `Your verification code is ${issued.code}. It is valid for ${ctx.codePolicy.validMinutes} minutes.\n\nIf you did not ask for it, ignore this message.`,
      });
    } catch (error) {
      request.log.warn({ err: error, to: email }, 'verification e-mail could not be sent');
      await withdrawCode(ctx.database.db, issued.id);
      return failure(codes.codeSendFailed);
    }
    return success({});
  });

  app.post<{ Body: Record<string, string | undefined> }>('/api/public/submittedForm', { schema: requestSchemas.submittedForm, config: { rateLimit: ctx.rateLimits.forms } }, async (request) => {
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
    const earlier = await previousAnswer(ctx.database.db, idempotencyKey);
    if (earlier) return earlier;

    const body = request.body ?? {};
    const email = body.email?.trim().toLowerCase() ?? '';
    const locale = body.serviceName ?? '';
    let formData: unknown;
    try {
      formData = JSON.parse(body.formData ?? '');
    } catch {
      return failure(codes.wrongParameters, { field: 'formData' });
    }
    const check = ctx.forms.check('demo', formData);
    if (!check.ok) return failure(codes.wrongParameters, { field: check.field, problem: check.problem });
    if (!ctx.locales.includes(locale)) return failure(codes.wrongParameters, { field: 'serviceName' });
    if ((formData as { email: string }).email.trim().toLowerCase() !== email) return failure(codes.wrongParameters, { field: 'email' });
    if (!body.captcha) return failure(codes.verifyCodeError);

    const result = await ctx.database.db.transaction(async (tx) => {
      const valid = await consumeCode(tx, { email, purpose: 'demo', code: body.captcha!, policy: ctx.codePolicy });
      // A double click: the twin request spent the code and committed first; answer as it did.
      if (!valid) return { answer: (await previousAnswer(tx, idempotencyKey)) ?? failure(codes.verifyCodeError) };
      return storeSubmission(tx, { type: 'demo', locale, email, payload: formData, idempotencyKey }, (id) => success({ id }));
    });
    // Only after the transaction committed: the sales team hears of what is already stored.
    if ('stored' in result && result.stored) notifySales(ctx.mailer, ctx.salesEmail, result.stored, request.log);
    return result.answer;
  });
}

export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9_.:-]{8,128}$/.test(value) ? value : undefined;
}
