import type { SiteModel } from '../../engine/config/site-model.js';

/**
 * The addresses the account e-mails point to: the console's login, registration and password
 * reset pages (on the console host, or this site when it serves them) and the site's home in the
 * reader's language. Built from config and the site's configured origin, never from a request's
 * Host, so a forged Host cannot put another site's link in a mail.
 */
export function accountLinks(model: Pick<SiteModel, 'site' | 'console'>, siteOrigin: string, locale: string, returnPath?: string) {
  const console = model.console.host || siteOrigin;
  const prefix = model.site.locales.find((l) => l.id === locale)?.prefix ?? model.site.locales[0]?.prefix ?? '';
  // The login page sends the member on to a page of this site it allows (?redirect=).
  const back = returnPath ? `?redirect=${encodeURIComponent(returnPath)}` : '';
  return {
    loginUrl: `${console}${model.console.login}${back}`,
    registerUrl: `${console}${model.console.register}`,
    resetUrl: `${console}${model.console.passwordReset}`,
    siteUrl: `${siteOrigin}/${prefix}`,
  };
}
