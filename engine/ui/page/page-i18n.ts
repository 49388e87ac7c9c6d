import { createInstance, type i18n } from 'i18next';
import type { PageData } from '../content/page-data';

/**
 * One i18next instance per page, holding only this page's texts and the shared ones, so that
 * the server render and the browser's hydration see exactly the same strings.
 */
export function createPageI18n(data: Pick<PageData, 'locale' | 'messages'>): i18n {
  const instance = createInstance();
  // The BCP 47 tag (zh-CN, not zh-cn): i18next normalises language codes, and plural rules need a real one.
  const lng = data.locale.htmlLang;
  void instance.init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { page: data.messages.page, common: data.messages.common, ...(data.messages.catalogue ? { catalogue: data.messages.catalogue } : {}) } },
    ns: data.messages.catalogue ? ['page', 'common', 'catalogue'] : ['page', 'common'],
    defaultNS: 'page',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes; double escaping would show &amp;
    returnNull: false,
  });
  return instance;
}
