import { lazy, Suspense, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { declaredLocale, declaredLocaleEntry } from '../../config/locale-id';
import type { ConsolePageData, SignInKind } from '../console/console-page-data';
import { createConsoleI18n } from '../console/console-i18n';
import { otherWayIn, signInTextGroup } from '../console/console-title';
import { SessionProvider } from '../session/session-context';
import { NoScriptSentence } from '../forms/no-script-note';
import { untilReloaded } from '../errors/chunk-reload';

const PageForm = lazy(() => untilReloaded(import('../forms/page-form')));

/**
 * A sign-in page as a visitor without JavaScript sees it, inside <noscript>: the page's island
 * (console-sign-in-view.tsx) draws itself only in the browser, in the language of the `lang`
 * cookie, so without scripts the page would be empty. This is the same card in the default
 * language (its <title>'s, the language the page is built in): the title, the form's fields
 * (their inputs hidden by forms.css, since the form needs scripts to be sent), the sentence
 * offering the company's e-mail and phone instead, and the links on. The language buttons are
 * left out: they only set the cookie, which needs a script.
 */
export function SignInWithoutScripts({ data }: { data: ConsolePageData }) {
  const locale = declaredLocale(data.locales, data.defaultLocale);
  const i18n = useMemo(() => createConsoleI18n(locale.htmlLang, declaredLocaleEntry(data.messages, locale.id)), [data, locale]);
  return (
    <noscript>
      <I18nextProvider i18n={i18n}>
        <SessionProvider apiHosts={data.apiHosts} timeoutMs={data.requestTimeoutMs} homePath={`/${locale.prefix}`}>
          <SignInCard data={data} kind={data.kind as SignInKind} locale={locale} />
        </SessionProvider>
      </I18nextProvider>
    </noscript>
  );
}

function SignInCard({ data, kind, locale }: { data: ConsolePageData; kind: SignInKind; locale: { id: string; prefix: string; htmlLang: string } }) {
  const { t } = useTranslation();
  const texts = signInTextGroup(kind);
  const other = otherWayIn(kind, data.console);
  return (
    <div className="sign-in" lang={locale.htmlLang}>
      <header className="sign-in__bar container">
        <a className="sign-in__brand" href={`/${locale.prefix}`}>{t('brand.name')}</a>
      </header>
      <main id="main" className="sign-in__main container">
        <div className="sign-in__card">
          <h1>{t(`${texts}.title`)}</h1>
          <p className="sign-in__lead">{t(`${texts}.lead`)}</p>
          <NoScriptSentence sentence="form" contact={data.siteContact} />
          <Suspense>
            <PageForm formId={kind} locale={locale.id} countdownSeconds={data.countdownSeconds} heading={false} />
          </Suspense>
          {kind === 'login' && <p className="sign-in__forgot"><a href={data.console.passwordReset}>{t('login.forgotPassword')}</a></p>}
          <p className="sign-in__other">{t(other.question)} <a href={other.path}>{t(other.label)}</a></p>
          <p className="sign-in__back"><a href={`/${locale.prefix}`}>{t('login.backToSite')}</a></p>
        </div>
      </main>
    </div>
  );
}
