import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleId } from '../../../config/site-model';
import type { IdentityUser } from '../../../access/session-facts';
import { sessionFacts } from '../../../access/session-facts';
import { accountKindLabel, visibleAppHeader } from '../../../access/app-navigation';
import { membershipBadge } from '../../../rules/membership';
import { AppHeader } from '../../app-header/app-header';
import { LogoutConfirm } from '../../app-header/logout-confirm';
import type { PersonaPreviewData } from './persona-preview-data';

/** Which layout the previewed header takes: the desktop one, the collapsed one, or the window's. */
export type HeaderLayout = 'wide' | 'narrow' | 'window';

/** AppHeader is wide from this width on: 0 always, a width no window has never. */
const breakpointFor = (layout: HeaderLayout, large: number) => (layout === 'wide' ? 0 : layout === 'narrow' ? 100_000 : large);

/**
 * The real application header for an identity answer, decided as MemberAppHeader decides it for
 * the signed-in member (sessionFacts, then visibleAppHeader), without a session: signing out
 * only shows its confirmation, and the OEM systems sign on to nothing. Must sit inside the
 * language's I18nextProvider.
 */
export function PersonaHeader({ data, identity, name, email, locale, layout, onLanguage }: {
  data: PersonaPreviewData;
  identity: IdentityUser;
  name: string;
  email?: string;
  locale: LocaleId;
  layout: HeaderLayout;
  onLanguage(id: string): void;
}) {
  const { t } = useTranslation();
  const [askingSignOut, setAskingSignOut] = useState(false);
  const facts = sessionFacts(identity, locale);
  const view = visibleAppHeader(data.appHeader, facts, { consoleHost: data.console.host }, identity.account?.oemDomains ?? []);
  const home = data.console.home;
  return (
    <>
      <AppHeader
        view={view}
        currentPath={home}
        home={{ href: `${data.console.host}${home}`, inside: data.console.host === '' }}
        member={{ name, ...(email ? { email } : {}), kind: accountKindLabel(facts), membership: membershipBadge(undefined) }}
        languages={data.locales.map((l) => ({ id: l.id, label: l.label, current: l.id === locale }))}
        onLanguage={onLanguage}
        onSignOut={() => setAskingSignOut(true)}
        onOpenSystem={() => undefined}
        largeBreakpoint={breakpointFor(layout, data.largeBreakpoint)}
        dropdownColumnsMax={data.dropdownColumnsMax}
        brand={t('brand.name')}
      />
      <LogoutConfirm open={askingSignOut} onConfirm={() => setAskingSignOut(false)} onCancel={() => setAskingSignOut(false)} />
    </>
  );
}
