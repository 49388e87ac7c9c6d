import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes, failure, success } from './envelope.js';
import { issueCode, withdrawCode, type CodePolicy } from './verification-codes.js';
import type { ApiContext } from './api-context.js';
import { requestSchemas } from './request-schemas.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { languageFromCookie } from '../../engine/routing/language.js';
import { localizedMail } from '../mail/localized-mail.js';

type DemoModel = Pick<SiteModel, 'messages' | 'site'>;

/**
 * Spec 7: the demo dialog's send-code call (form-encoded). Its submission, /api/public/submittedForm,
 * is the demo form of config/forms.yaml, served with every other form by public-form-routes.
 */
export function registerDemoRequestRoutes(app: FastifyInstance, ctx: ApiContext & { codePolicy: CodePolicy; model: DemoModel }) {
  app.post<{ Body: { email: string; locale?: string } }>('/api/public/sendVerifyCode', { schema: requestSchemas.sendVerifyCode, config: { rateLimit: ctx.rateLimits.codes } }, async (request) => {
    const email = request.body.email.toLowerCase();
    const issued = await issueCode(ctx.database.db, { email, ip: request.ip, purpose: 'demo', policy: ctx.codePolicy });
    if (issued.kind === 'too-often') return failure(codes.tooManyEmailCodes);
    try {
      await ctx.mailer.send(localizedMail(ctx.model, {
        to: email, locale: demoLocale(ctx, request), mail: 'demoCode', values: { code: issued.code, minutes: ctx.codePolicy.validMinutes },
      }));
    } catch (error) {
      request.log.warn({ err: error }, 'verification e-mail could not be sent'); // never the address: it is what the visitor typed
      await withdrawCode(ctx.database.db, issued.id);
      return failure(codes.codeSendFailed);
    }
    return success({});
  });
}

/**
 * The language of the page the demo was asked on. Spec 7's call sends the address alone, so the
 * page's language is read from the `lang` cookie every page writes with its own locale (spec 3);
 * a locale in the body, when a client sends one, comes first.
 */
function demoLocale(ctx: ApiContext & { model: DemoModel }, request: FastifyRequest<{ Body: { locale?: string } }>): string {
  const sent = request.body.locale;
  if (typeof sent === 'string' && ctx.locales.includes(sent)) return sent;
  const site = { locales: ctx.model.site.locales, defaultLocale: ctx.model.site.defaultLocale };
  return languageFromCookie(request.cookies[ctx.model.site.languageCookie.name], { site });
}
