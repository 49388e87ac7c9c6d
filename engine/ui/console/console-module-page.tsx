import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionFacts } from '../../access/session-facts';
import { mayOpenConsolePage, visibleAppHeader } from '../../access/app-navigation';
import { loginPathFor } from '../../routing/sign-in-target';
import { declaredLocale, declaredLocaleEntry } from '../../config/locale-id';
import { WorkspaceSlot } from './workspace-slot';
import type { ConsoleScreenProps } from './console-screen-props';
import { useSession } from '../session/session-context';
import { useSessionRecheckOnNavigation } from '../session/use-session-recheck';
import { MemberAppHeader } from './member-app-header';
import { ConsoleSideNav } from '../app-header/console-side-nav';
import { sectionOf } from '../app-header/current-path';
import './console.css';

/**
 * A console module page inside the application header: its title, what the module is for, and
 * its workspace: one the engine builds (config/console.yaml `workspace:`), or a note that the
 * module runs in the full product. Nobody logged in: off to the login page, which brings the
 * member back here afterwards.
 */
export function ConsoleModulePage({ data, locale, languages, onLanguage }: ConsoleScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  useSessionRecheckOnNavigation(location.pathname);

  useEffect(() => {
    if (session.status === 'loggedOut') window.location.replace(`${data.console.host}${loginPathFor(data.console.login, location.pathname)}`);
  }, [session.status, data.console, location.pathname]);

  if (session.status !== 'loggedIn') {
    return <div className="console-frame" aria-busy="true"><span className="visually-hidden">{t('shell.loading')}</span></div>;
  }
  const facts = sessionFacts(session.user, locale);
  const view = visibleAppHeader(data.appHeader, facts, { consoleHost: data.console.host });
  const allowed = mayOpenConsolePage(data.appHeader, facts, data.path);
  const section = sectionOf(view.items, location.pathname);
  return (
    <>
      <a className="skip-link" href="#main">{t('shell.skipToContent')}</a>
      <MemberAppHeader
        appHeader={data.appHeader} locale={locale} consoleHost={data.console.host} home={data.console.home}
        languages={languages} onLanguage={onLanguage} largeBreakpoint={data.breakpoints.large} dropdownColumnsMax={data.dropdownColumnsMax} errorTexts={declaredLocaleEntry(data.errorTexts, locale)}
      />
      <div className="console-layout container">
        {section && <ConsoleSideNav section={section} currentPath={location.pathname} smallBreakpoint={data.breakpoints.small} />}
        <main id="main" className="console-main">
          <h1 className="console-main__title">{t(data.module!.title)}</h1>
          <p className="console-main__summary">{t(data.module!.summary)}</p>
          {allowed && data.module?.workspace && data.search ? (
            <WorkspaceSlot
              workspace={data.module.workspace} search={data.search} locale={locale} htmlLang={declaredLocale(data.locales, locale).htmlLang}
              errorTexts={declaredLocaleEntry(data.errorTexts, locale)} consoleHost={data.console.host}
            />
          ) : allowed ? (
            <section className="console-workspace" aria-label={t('shell.moduleArea')}>
              <p>{t('shell.moduleWorkspaceNote')}</p>
            </section>
          ) : (
            <div className="console-not-in-plan" role="status">
              <p>{t('shell.notInPlan')}</p>
              <a className="button" href={`${data.console.host}${data.console.home}`}>{t('shell.backToDashboard')}</a>
            </div>
          )}
        </main>
      </div>
    </>
  );
}
