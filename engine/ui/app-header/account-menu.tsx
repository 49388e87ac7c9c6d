import { useTranslation } from 'react-i18next';
import type { AppLink as AppLinkModel } from '../../access/app-navigation';
import { usePopup } from './use-popup';
import { AccountLinks, AccountSummary, initialOf, type HeaderMember } from './account-links';
import { ChevronIcon } from './header-icons';

/**
 * The account dropdown of the wide header (spec 2.8): the button shows the member's name, the
 * panel who is signed in, the account entries and Sign out.
 */
export function AccountMenu({ member, entries, currentPath, onSignOut }: {
  member: HeaderMember;
  entries: AppLinkModel[];
  currentPath: string;
  onSignOut(): void;
}) {
  const { t } = useTranslation();
  const popup = usePopup(currentPath);
  return (
    <div className="app-popup" ref={popup.containerRef}>
      <button {...popup.buttonProps} className="app-tool app-tool--account">
        <span className="app-avatar" aria-hidden="true">{initialOf(member.name)}</span>
        <span className="visually-hidden">{t('shell.account')}: </span>
        <span className="app-tool__text app-tool__name">{member.name}</span>
        <ChevronIcon />
      </button>
      <div {...popup.panelProps} className="app-popup__panel app-popup__panel--account" data-testid="account-menu">
        <AccountSummary member={member} />
        <AccountLinks
          entries={entries}
          currentPath={currentPath}
          onNavigate={popup.close}
          // The confirmation dialog gives focus back to the account button when it closes.
          onSignOut={() => {
            popup.closeToButton();
            onSignOut();
          }}
        />
      </div>
    </div>
  );
}
