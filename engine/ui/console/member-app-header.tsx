import { useTranslation } from 'react-i18next';
import type { LocaleId } from '../../config/site-model';
import type { AppHeader as AppHeaderConfig } from '../../config/console-model';
import { sessionFacts } from '../../access/session-facts';
import { accountKindLabel, visibleAppHeader, type OemSystem } from '../../access/app-navigation';
import { ssoRedirectUrl } from '../../api/session-calls';
import { membershipBadge } from '../../rules/membership';
import { errorMessage, type ErrorTexts } from '../../api/error-texts';
import { useSession } from '../session/session-context';
import { useCurrentLocation } from '../app-header/current-location';
import { notify } from '../notifications/notification-bus';
import { AppHeader } from '../app-header/app-header';
import { LogoutConfirm } from '../app-header/logout-confirm';
import type { HeaderLanguage } from '../app-header/language-menu';

export interface MemberAppHeaderProps {
  appHeader: AppHeaderConfig;
  locale: LocaleId;
  consoleHost: string;
  home: string;
  languages: HeaderLanguage[];
  onLanguage(id: string): void;
  largeBreakpoint: number;
  dropdownColumnsMax: number;
  errorTexts: ErrorTexts;
}

/**
 * The application header for the logged-in member of this page's session: which entries show is
 * decided by visibleAppHeader over the session's facts; this only connects the result to the
 * session (sign-out with its confirmation) and to single sign-on into the account's systems.
 */
export function MemberAppHeader(props: MemberAppHeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useCurrentLocation();
  const user = session.user;
  const facts = sessionFacts(user, props.locale);
  const view = visibleAppHeader(props.appHeader, facts, { consoleHost: props.consoleHost }, user?.account?.oemDomains ?? []);

  // Spec 7: getRedirectUrl, then the address in a new window; otherwise an error toast. The
  // window is opened at the click, so that no pop-up blocker takes it for an unasked one.
  const openSystem = async (system: OemSystem) => {
    const opened = window.open('', '_blank');
    if (opened) opened.opener = null;
    const result = await ssoRedirectUrl(session.api, system.companyDomain, props.appHeader.systems.oemLoginPath);
    if (result.s === 1) {
      if (opened) opened.location.href = result.d;
      else window.open(result.d, '_blank', 'noopener,noreferrer');
      return;
    }
    opened?.close();
    const error = result.errors[0];
    if (!error?.silent) notify('error', error ? errorMessage(error, props.errorTexts) : props.errorTexts.transport);
  };

  return (
    <>
      <AppHeader
        view={view}
        currentPath={location.pathname}
        home={{ href: `${props.consoleHost}${props.home}`, inside: props.consoleHost === '' }}
        member={{ name: user?.nickname || user?.email || '', email: user?.email ?? undefined, kind: accountKindLabel(facts), membership: membershipBadge(user?.member) }}
        languages={props.languages}
        onLanguage={props.onLanguage}
        onSignOut={session.signOut.request}
        onOpenSystem={(system) => void openSystem(system)}
        largeBreakpoint={props.largeBreakpoint}
        dropdownColumnsMax={props.dropdownColumnsMax}
        brand={t('brand.name')}
      />
      <LogoutConfirm open={session.signOut.asking} busy={session.signOut.busy} onConfirm={session.signOut.confirm} onCancel={session.signOut.cancel} />
    </>
  );
}
