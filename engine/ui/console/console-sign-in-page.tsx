import { declaredLocale } from '../../config/locale-id';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../api/session-calls';
import { pathMatches, signInTarget, targetPath } from '../../routing/sign-in-target';
import type { ConsoleScreenProps } from './console-screen-props';
import type { SignInKind } from './console-page-data';
import { otherWayIn, signInTextGroup } from './console-title';
import { useSession } from '../session/session-context';
import { pageEvents } from '../notifications/notification-bus';
import './console.css';
import { untilReloaded } from '../errors/chunk-reload';

// RJSF and the form's validator load only here, with the form.
const PageForm = lazy(() => untilReloaded(import('../forms/page-form')));

/**
 * Log in, join free or set a new password with an e-mailed code (config/forms.yaml login, register
 * and password-reset; the form has the page's kind as its id). A member who is already signed in,
 * or who signs in here, goes on to the console page they came from (?redirect=) or its home.
 * The two pages are HTML with islands, like the public pages (decision 017): no router, so every
 * way on is a document of its own.
 */
export function ConsoleSignInPage({ data, locale, languages, onLanguage }: ConsoleScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { search } = window.location;
  const kind = data.kind as SignInKind;
  const texts = signInTextGroup(kind);
  const target = signInTarget(search, [...data.modulePaths, ...data.publicReturnPaths], data.console.home);
  const prefix = declaredLocale(data.locales, locale).prefix;

  useEffect(() => {
    if (session.status !== 'loggedIn') return;
    // Loaded afresh, with the new session: a public page (the package purchase) or a console page.
    const isPublic = data.publicReturnPaths.some((allowed) => pathMatches(allowed, targetPath(target)));
    window.location.replace(isPublic ? target : `${data.console.host}${target}`);
  }, [session.status, target, data.console.host, data.publicReturnPaths]);

  useEffect(() => {
    const onSucceeded = ({ form, data: answer }: { form: string; data: unknown }) => {
      const user = (answer as { user?: SessionUser } | null)?.user;
      if (form === kind && user) session.signedIn(user);
    };
    pageEvents.on('form-succeeded', onSucceeded);
    return () => pageEvents.off('form-succeeded', onSucceeded);
  }, [kind, session]);

  const other = otherWayIn(kind, data.console);

  return (
    <div className="sign-in">
      <header className="sign-in__bar container">
        <a className="sign-in__brand" href={`/${prefix}`}>{t('brand.name')}</a>
        <ul className="sign-in__languages" aria-label={t('shell.language')}>
          {languages.map((l) => (
            <li key={l.id}>
              <button type="button" lang={l.id} aria-pressed={l.current} onClick={() => onLanguage(l.id)}>{l.label}</button>
            </li>
          ))}
        </ul>
      </header>
      <main id="main" className="sign-in__main container">
        <div className="sign-in__card">
          <h1>{t(`${texts}.title`)}</h1>
          <p className="sign-in__lead">{t(`${texts}.lead`)}</p>
          <Suspense fallback={<div className="page-form page-form--loading" />}>
            <PageForm key={locale} formId={kind} locale={locale} countdownSeconds={data.countdownSeconds} heading={false} />
          </Suspense>
          {kind === 'login' && <p className="sign-in__forgot"><a href={`${data.console.passwordReset}${search}`}>{t('login.forgotPassword')}</a></p>}
          <p className="sign-in__other">
            {t(other.question)} <a href={`${other.path}${search}`}>{t(other.label)}</a>
          </p>
          <p className="sign-in__back"><a href={`/${prefix}`}>{t('login.backToSite')}</a></p>
        </div>
      </main>
    </div>
  );
}
