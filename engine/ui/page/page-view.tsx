import { useContext, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { createPageI18n } from './page-i18n';
import { SiteShell } from '../shell/site-shell';
import { SectionList } from '../sections/section-list';
import { useLanguageCookieSync } from '../shell/use-language-cookie-sync';
import { PageDataContext } from './page-data-context';
import { useQueryAnchor } from './use-query-anchor';
import { IslandPageContext } from '../islands/island-context';
import { islandPageElementId } from '../islands/island-page';
import { JsonScript } from '../islands/json-script';

/**
 * A config page. Prerendered as a public page it is HTML with islands (decision 017), and this
 * component never runs in the browser: the islands runtime does what the two hooks below do in
 * the single-page app (the payment page).
 */
export function PageView({ data }: { data: PageData }) {
  const i18n = useMemo(() => createPageI18n(data), [data]);
  const islandPage = useContext(IslandPageContext);
  useLanguageCookieSync(data.locale.id, data.languageCookie);
  useQueryAnchor(data.page.queryAnchor);
  return (
    <I18nextProvider i18n={i18n}>
      <PageDataContext.Provider value={data}>
        <SiteShell data={data}>
          <SectionList sections={data.page.sections} />
        </SiteShell>
        {islandPage && <JsonScript id={islandPageElementId} value={islandPage} />}
      </PageDataContext.Provider>
    </I18nextProvider>
  );
}
