import { declaredLocale, declaredLocaleEntry } from '../../config/locale-id';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LocaleId } from '../../config/site-model';
import type { ConsolePageData } from './console-page-data';
import { createConsoleI18n } from './console-i18n';
import { consoleDocumentTitle } from './console-title';
import { settledLanguageCookie, writeLanguageCookie } from '../shell/language-cookie';
import { SessionProvider } from '../session/session-context';
import { NotificationHost } from '../notifications/notification-host';
import type { ConsoleScreenProps } from './console-screen-props';

/**
 * What every console page shares. Its language is the `lang` cookie's (console paths have no
 * language prefix), which only the browser knows: the prerendered page is a neutral frame, and the
 * screen appears in the member's language once hydrated, without first flashing another language.
 */
export function ConsoleFrame({ data, screen }: { data: ConsolePageData; screen: (props: ConsoleScreenProps) => ReactNode }) {
  const [locale, setLocale] = useState<LocaleId | undefined>();
  useEffect(() => {
    setLocale(settledLanguageCookie(data.languageCookie, { locales: data.locales, defaultLocale: data.defaultLocale }));
  }, [data]);
  if (!locale) return <div className="console-frame" aria-busy="true" />;
  const changeLanguage = (id: string) => {
    const next = data.locales.find((l) => l.id === id);
    if (!next) return;
    writeLanguageCookie(data.languageCookie, next.id);
    setLocale(next.id);
  };
  return <ConsoleInLanguage data={data} locale={locale} onLanguage={changeLanguage} screen={screen} />;
}

function ConsoleInLanguage({ data, locale, onLanguage, screen }: { data: ConsolePageData; locale: LocaleId; onLanguage: (id: string) => void; screen: (props: ConsoleScreenProps) => ReactNode }) {
  const info = declaredLocale(data.locales, locale);
  const i18n = useMemo(() => createConsoleI18n(info.htmlLang, declaredLocaleEntry(data.messages, locale)), [info, data, locale]);
  useEffect(() => {
    document.title = consoleDocumentTitle(data, locale);
    document.documentElement.lang = info.htmlLang;
  }, [data, locale, info]);
  const languages = data.locales.map((l) => ({ id: l.id, label: l.label, current: l.id === locale }));
  // Also as an island (the sign-in pages): the page's overlays island knows only the default
  // language, so the notifications are shown here, titled in the member's.
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider apiHosts={data.apiHosts} timeoutMs={data.requestTimeoutMs} homePath={`/${info.prefix}`}>
        {screen({ data, locale, languages, onLanguage })}
        <NotificationHost />
      </SessionProvider>
    </I18nextProvider>
  );
}
