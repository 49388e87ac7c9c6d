import { useTranslation } from 'react-i18next';
import type { AppLink as AppLinkModel } from '../../access/app-navigation';
import { isCurrentHref } from './current-path';
import { AppLink } from './app-link';
import { dateTimeFormat } from '../shell/intl-formats';

export interface HeaderMember {
  name: string;
  email?: string;
  kind: 'mainAccount' | 'subAccount';
  /** The membership's label key and, for a paid one, its end (ISO date). */
  membership: { labelKey: string; until?: string };
}

/** Who is signed in: the main/sub account label (spec 6), the name and the e-mail address. */
export function AccountSummary({ member }: { member: HeaderMember }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="app-account__summary">
      <span className="app-avatar" aria-hidden="true">{initialOf(member.name)}</span>
      <div className="app-account__who">
        <p className="app-account__name">{member.name}</p>
        {member.email && member.email !== member.name && <p className="app-account__email">{member.email}</p>}
        <p className={`app-account__kind app-account__kind--${member.kind}`}>{t(`shell.${member.kind}`)}</p>
        <p className="app-account__membership" data-testid="membership">
          {t(member.membership.labelKey)}
          {member.membership.until && <span> · {t('membership.until', { date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(member.membership.until)) })}</span>}
        </p>
      </div>
    </div>
  );
}

/** The account entries of app-header.yaml, then Sign out, which always comes last (spec 2.8). */
export function AccountLinks({ entries, currentPath, onNavigate, onSignOut }: {
  entries: AppLinkModel[];
  currentPath: string;
  onNavigate(): void;
  onSignOut(): void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="app-account__links">
      {entries.map((entry) => (
        <li key={entry.href}>
          <AppLink link={entry} current={isCurrentHref(entry.href, currentPath)} className="app-account__link" onNavigate={onNavigate} />
        </li>
      ))}
      <li className="app-account__sign-out">
        <button type="button" className="app-account__link" onClick={onSignOut}>{t('shell.signOut')}</button>
      </li>
    </ul>
  );
}

/** The first letter of the name for the round badge (a whole character, not half of a pair). */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}
