import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLink as AppLinkModel, VisibleItem } from '../../access/app-navigation';
import { isActiveItem, isCurrentHref } from './current-path';
import { AppLink } from './app-link';
import { AccountLinks, AccountSummary, type HeaderMember } from './account-links';
import { ChevronIcon } from './header-icons';

/**
 * The collapsed menu of the narrow header (spec 2.8, 4): the main nav with each dropdown as a
 * section that opens in place, one at a time, then the console entry and the account. Whether it
 * shows is the header's state (its hamburger); this closes itself through `onClose` when a link
 * is followed.
 */
export function MobileMenu({ id, open, items, home, account, member, currentPath, onClose, onSignOut }: {
  id: string;
  open: boolean;
  items: VisibleItem[];
  home: { href: string; inside: boolean };
  account: AppLinkModel[];
  member: HeaderMember;
  currentPath: string;
  onClose(): void;
  onSignOut(): void;
}) {
  const { t } = useTranslation();
  const [openSection, setOpenSection] = useState<number | null>(null);
  const sectionIds = useId();

  // Every time the menu opens, its sections start closed.
  useEffect(() => {
    if (!open) setOpenSection(null);
  }, [open]);

  return (
    <div id={id} className="app-mobile" data-testid="app-mobile-menu" hidden={!open}>
      <nav aria-label={t('shell.mainNav')}>
        <ul className="app-mobile__nav">
          {items.map((item, index) => {
            const active = isActiveItem(item, currentPath);
            if (item.link) {
              return (
                <li key={item.label} className={`app-mobile__item${active ? ' is-active' : ''}`}>
                  <AppLink link={item.link} current={active} className="app-mobile__link" onNavigate={onClose} />
                </li>
              );
            }
            const expanded = openSection === index;
            const sectionId = `${sectionIds}-${index}`;
            return (
              <li key={item.label} className={`app-mobile__item${active ? ' is-active' : ''}${expanded ? ' is-open' : ''}`}>
                <button
                  type="button"
                  className="app-mobile__link app-mobile__section-toggle"
                  aria-expanded={expanded}
                  aria-controls={sectionId}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => setOpenSection((o) => (o === index ? null : index))}
                >
                  {t(item.label)}
                  <ChevronIcon />
                </button>
                <ul id={sectionId} className="app-mobile__section" hidden={!expanded}>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <AppLink link={child} current={isCurrentHref(child.href, currentPath)} className="app-mobile__child" onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <AppLink link={{ label: 'shell.consoleEntry', ...home }} current={isCurrentHref(home.href, currentPath)} className="button app-mobile__console" onNavigate={onClose} />
      <section className="app-mobile__account" aria-label={t('shell.signedInAs', { name: member.name })}>
        <AccountSummary member={member} />
        <AccountLinks entries={account} currentPath={currentPath} onNavigate={onClose} onSignOut={onSignOut} />
      </section>
    </div>
  );
}
