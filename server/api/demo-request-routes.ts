import type { FastifyInstance } from 'fastify';
import { codes, failure, success } from './envelope.js';
import { issueCode, withdrawCode, type CodePolicy } from './verification-codes.js';
import type { ApiContext } from './api-context.js';
import { requestSchemas } from './request-schemas.js';


/**
 * Spec 7: the demo dialog's send-code call (form-encoded). Its submission, /api/public/submittedForm,
 * is the demo form of config/forms.yaml, served with every other form by public-form-routes.
 */
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
      request.log.warn({ err: error }, 'verification e-mail could not be sent'); // never the address: it is what the visitor typed
      await withdrawCode(ctx.database.db, issued.id);
      return failure(codes.codeSendFailed);
    }
    return success({});
  });
}
