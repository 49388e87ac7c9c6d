import { useMemo, type ReactNode } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { PageDataContext } from '../page/page-data-context';
import type { IslandPage } from './island-page';
import type { IslandPayload } from './island-payload';
import { IslandPageContext } from './island-context';

/**
 * What an island's components find above them, the same in the prerender and in the browser's
 * hydration: the page's island settings, an i18next instance with the page's shared texts and
 * the island's own, and the island's part of the page data.
 */
export function IslandRoot({ page, payload, children }: { page: IslandPage; payload: IslandPayload; children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = createInstance();
    const resources = { common: page.common, page: payload.texts?.page ?? {}, ...(payload.texts?.catalogue ? { catalogue: payload.texts.catalogue } : {}) };
    void instance.init({
      lng: page.htmlLang,
      fallbackLng: false,
      resources: { [page.htmlLang]: resources },
      ns: Object.keys(resources),
      defaultNS: 'page',
      fallbackNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    return instance;
  }, [page, payload]);
  const body = (
    <IslandPageContext.Provider value={page}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </IslandPageContext.Provider>
  );
  return payload.page ? <PageDataContext.Provider value={payload.page as PageData}>{body}</PageDataContext.Provider> : body;
}
