// Build-time only (the .server suffix keeps it out of the browser bundle).
import model from 'virtual:site/full-model';
import { buildPageData, type PageData } from '../content/page-data';
import { lookupMessage } from '../../config/message-lookup';
import { uiMessageKeys } from '../../config/ui-message-keys';

/**
 * A locale's 404 page (routes/not-found-page.tsx) as page data: the layout, header, footer and
 * shared texts of the locale's home page, no sections of its own, and language links to each
 * locale's home (the same wrong address would be a 404 there too).
 */
export function notFoundPageData(localeId: string): PageData {
  const locale = model.site.locales.find((l) => l.id === localeId);
  if (!locale) throw new Error(`no locale ${localeId} in config/site.yaml to build a 404 page for`);
  const home = model.routes.find((r) => r.locale === locale.id && r.path === `/${locale.prefix}`) ?? model.routes.find((r) => r.locale === locale.id && r.prerender);
  if (!home) throw new Error(`locale ${locale.id} has no page whose header and footer its 404 page could show`);
  const { loggedInRedirect: _fromHome, ...data } = buildPageData(model, home);
  const { queryAnchor: _ofHome, ...page } = data.page;
  const prefixOf = (id: string) => model.site.locales.find((l) => l.id === id)?.prefix ?? '';
  return {
    ...data,
    page: { ...page, sections: [] },
    messages: { common: data.messages.common, page: {} },
    head: { title: lookupMessage(data.messages.common, uiMessageKeys.notFoundTitle) ?? '404', description: '', alternates: [] },
    languages: data.languages.map((l) => ({ ...l, href: `/${prefixOf(l.id)}` })),
  };
}
