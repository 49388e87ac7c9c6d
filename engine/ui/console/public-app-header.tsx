import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LocaleId } from '../../config/site-model';
import type { PageData } from '../content/page-data';
import type { AppShellData } from '../content/app-shell-data';
import { createConsoleI18n } from './console-i18n';
import { appHeaderLocale } from '../../routing/logged-in-routing';
import { MemberAppHeader } from './member-app-header';

/**
 * The application header on a public page (spec 2.7), for a logged-in member. Its language is the
 * page's, or the one a logged-in redirect asked for with ?lang= (spec 2.8: the English
 * cedarRose page sends members to the Chinese one with ?lang=en). Loaded only when needed.
 */
export default function PublicAppHeader({ data, shell }: { data: PageData; shell: AppShellData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = appHeaderLocale(location.search, data.locale.id, Object.keys(shell.texts)) as LocaleId;
  const htmlLang = locale === data.locale.id ? data.locale.htmlLang : locale;
  const i18n = useMemo(() => createConsoleI18n(htmlLang, shell.texts[locale]), [htmlLang, shell, locale]);
  const languages = data.languages.map((l) => ({ id: l.id, label: l.label, current: l.id === locale }));
  return (
    <I18nextProvider i18n={i18n}>
      <MemberAppHeader
        appHeader={shell.appHeader} locale={locale} consoleHost={shell.console.host} home={shell.console.home}
        languages={languages}
        onLanguage={(id) => {
          const target = data.languages.find((l) => l.id === id);
          if (target) void navigate(target.href);
        }}
        largeBreakpoint={data.breakpoints.large}
        dropdownColumnsMax={shell.dropdownColumnsMax}
        errorTexts={shell.texts[locale].errors}
      />
    </I18nextProvider>
  );
}
