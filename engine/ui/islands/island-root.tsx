import type { ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { PageDataContext } from '../page/page-data-context';
import type { IslandPage } from './island-page';
import type { IslandPayload, IslandTexts } from './island-payload';
import { IslandPageContext } from './island-context';

const pageInstances = new WeakMap<IslandPage, I18n>();

/**
 * One i18next instance for all the islands of a page: made once with the page's shared texts,
 * and each island adds its own (subsets of the same page namespace, so they never disagree).
 * Initialising i18next once rather than per island keeps the browser's first tasks short.
 */
function islandI18n(page: IslandPage, texts: IslandTexts | undefined): I18n {
  let instance = pageInstances.get(page);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: page.htmlLang,
      fallbackLng: false,
      resources: { [page.htmlLang]: { common: page.common, page: {} } },
      ns: ['page', 'common', 'catalogue'],
      defaultNS: 'page',
      fallbackNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    pageInstances.set(page, instance);
  }
  for (const [namespace, resources] of Object.entries(texts ?? {})) {
    if (resources) instance.addResourceBundle(page.htmlLang, namespace, resources, true, false);
  }
  return instance;
}

/**
 * What an island's components find above them, the same in the prerender and in the browser's
 * hydration: the page's island settings, the texts (the page's shared ones and the island's own),
 * and the island's part of the page data.
 */
export function IslandRoot({ page, payload, children }: { page: IslandPage; payload: IslandPayload; children: ReactNode }) {
  const i18n = islandI18n(page, payload.texts);
  const body = (
    <IslandPageContext.Provider value={page}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </IslandPageContext.Provider>
  );
  return payload.page ? <PageDataContext.Provider value={payload.page as PageData}>{body}</PageDataContext.Provider> : body;
}
