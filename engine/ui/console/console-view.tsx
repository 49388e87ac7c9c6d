import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LocaleId } from '../../config/site-model';
import { languageFromCookie } from '../../routing/language';
import type { ConsolePageData } from './console-page-data';
import { createConsoleI18n } from './console-i18n';
import { consoleDocumentTitle } from './console-title';
import { readLanguageCookie, writeLanguageCookie } from '../shell/language-cookie';
import { SessionProvider } from '../session/session-context';
import { ConsoleModulePage } from './console-module-page';
import { ConsoleSignInPage } from './console-sign-in-page';
import { NotificationHost } from '../notifications/notification-host';

/**
 * A console page. Its language is the `lang` cookie's (console paths have no language prefix),
 * which only the browser knows: the prerendered page is a neutral frame, and the page appears in
 * the member's language once hydrated, without first flashing another language.
 */
export function ConsoleView({ data }: { data: ConsolePageData }) {
  const [locale, setLocale] = useState<LocaleId | undefined>();
  useEffect(() => {
    setLocale(languageFromCookie(readLanguageCookie(data.languageCookie), { site: { locales: data.locales, defaultLocale: data.defaultLocale } }));
  }, [data]);
  if (!locale) return <div className="console-frame" aria-busy="true" />;
  const changeLanguage = (id: string) => {
    const next = data.locales.find((l) => l.id === id);
    if (!next) return;
    writeLanguageCookie(data.languageCookie, next.id);
    setLocale(next.id);
  };
  return <ConsoleInLanguage data={data} locale={locale} onLanguage={changeLanguage} />;
}

function ConsoleInLanguage({ data, locale, onLanguage }: { data: ConsolePageData; locale: LocaleId; onLanguage: (id: string) => void }) {
  const info = data.locales.find((l) => l.id === locale)!;
  const i18n = useMemo(() => createConsoleI18n(info.htmlLang, data.messages[locale]), [info, data, locale]);
  useEffect(() => {
    document.title = consoleDocumentTitle(data, locale);
    document.documentElement.lang = info.htmlLang;
  }, [data, locale, info]);
  const languages = data.locales.map((l) => ({ id: l.id, label: l.label, current: l.id === locale }));
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider apiHosts={data.apiHosts} timeoutMs={data.requestTimeoutMs} homePath={`/${info.prefix}`}>
        {data.kind === 'module'
          ? <ConsoleModulePage data={data} locale={locale} languages={languages} onLanguage={onLanguage} />
          : <ConsoleSignInPage data={data} locale={locale} languages={languages} onLanguage={onLanguage} />}
        <NotificationHost />
      </SessionProvider>
    </I18nextProvider>
  );
}
