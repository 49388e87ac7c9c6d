import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { createPageI18n } from './page-i18n';
import { SiteShell } from '../shell/site-shell';
import { SectionList } from '../sections/section-list';
import { useLanguageCookieSync } from '../shell/use-language-cookie-sync';
import { PageDataContext } from './page-data-context';
import { useQueryAnchor } from './use-query-anchor';

export function PageView({ data }: { data: PageData }) {
  const i18n = useMemo(() => createPageI18n(data), [data]);
  useLanguageCookieSync(data.locale.id, data.languageCookie);
  useQueryAnchor(data.page.queryAnchor);
  return (
    <I18nextProvider i18n={i18n}>
      <PageDataContext.Provider value={data}>
        <SiteShell data={data}>
          <SectionList sections={data.page.sections} />
        </SiteShell>
      </PageDataContext.Provider>
    </I18nextProvider>
  );
}
