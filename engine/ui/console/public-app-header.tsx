import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import shells from 'virtual:site/app-shell';
import type { LocaleId } from '../../config/site-model';
import type { AppShellData } from '../content/app-shell-data';
import type { PageData } from '../content/page-data';
import { createConsoleI18n } from './console-i18n';
import { appHeaderLocale } from '../../routing/logged-in-routing';
import { MemberAppHeader } from './member-app-header';

export interface PublicAppHeaderProps {
  locale: PageData['locale'];
  languages: PageData['languages'];
  largeBreakpoint: number;
  /** The languages this page may show the application header in (page data `appShell`). */
  shellLanguages: string[];
  /** Shown until the header's config and texts have arrived (the public header). */
  fallback: React.ReactNode;
}

/**
 * The application header on a public page (spec 2.7), for a logged-in member. Its language is the
 * page's, or the one a logged-in redirect asked for with ?lang= (spec 2.8: the English
 * cedarRose page sends members to the Chinese one with ?lang=en). Its code, config and texts load
 * only once a member is known to be logged in.
 */
export default function PublicAppHeader({ locale: pageLocale, languages, largeBreakpoint, shellLanguages, fallback }: PublicAppHeaderProps) {
  const locale = appHeaderLocale(window.location.search, pageLocale.id, shellLanguages) as LocaleId;
  const [shell, setShell] = useState<{ locale: LocaleId; data: AppShellData }>();
  useEffect(() => {
    let current = true;
    const load = shells[locale];
    // Without its texts the member keeps the public header: nothing a visitor could act on.
    load?.().then((module) => current && setShell({ locale, data: module.default }), (error: unknown) => console.error('The application header could not be loaded', error));
    return () => {
      current = false;
    };
  }, [locale]);
  const htmlLang = locale === pageLocale.id ? pageLocale.htmlLang : locale;
  const i18n = useMemo(() => shell && createConsoleI18n(htmlLang, shell.data.texts), [htmlLang, shell]);
  if (!shell || shell.locale !== locale || !i18n) return fallback;
  const headerLanguages = languages.map((l) => ({ id: l.id, label: l.label, current: l.id === locale }));
  return (
    <I18nextProvider i18n={i18n}>
      <MemberAppHeader
        appHeader={shell.data.appHeader} locale={locale} consoleHost={shell.data.console.host} home={shell.data.console.home}
        languages={headerLanguages}
        onLanguage={(id) => {
          const target = languages.find((l) => l.id === id);
          if (target) window.location.assign(target.href);
        }}
        largeBreakpoint={largeBreakpoint}
        dropdownColumnsMax={shell.data.dropdownColumnsMax}
        errorTexts={shell.data.texts.errors}
      />
    </I18nextProvider>
  );
}
