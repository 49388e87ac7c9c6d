import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OemSystem, VisibleAppHeader } from '../../access/app-navigation';
import { isCurrentHref } from './current-path';
import { AppLink } from './app-link';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { LanguageMenu, type HeaderLanguage } from './language-menu';
import { AccountMenu } from './account-menu';
import type { HeaderMember } from './account-links';
import { SystemsDrawer } from './systems-drawer';
import { useMinWidth } from './use-min-width';
import { useDismiss } from './use-dismiss';
import { BrandMark } from './header-icons';
import './app-header.css';

export interface AppHeaderProps {
  /** What this member sees: engine/access/app-navigation.ts visibleAppHeader. */
  view: VisibleAppHeader;
  /** The router's pathname: marks the current entries and closes open menus when it changes. */
  currentPath: string;
  /** The console entry (and the logo's target). */
  home: { href: string; inside: boolean };
  member: HeaderMember;
  languages: HeaderLanguage[];
  onLanguage(id: string): void;
  /** Sign out was chosen: the caller asks for confirmation (LogoutConfirm). */
  onSignOut(): void;
  onOpenSystem(system: OemSystem): void;
  /** Below this width (site.yaml breakpoints.large) the menu collapses behind a hamburger. */
  largeBreakpoint: number;
  /** The brand's name beside the logo (common.yaml brand.name). */
  brand: string;
  /** Most columns of cards in a dropdown (site.yaml dropdownColumnsMax; spec 9: 3). */
  dropdownColumnsMax: number;
}

/**
 * The logged-in application header (spec 2.8). Wide screens show the main nav with its dropdowns
 * and, on the right, the console entry, the language and account dropdowns and the systems
 * drawer. Below the large breakpoint a hamburger opens a collapsed menu with the nav and the
 * account, which closes on navigation and when the window grows past the breakpoint.
 */
export function AppHeader({ view, currentPath, home, member, languages, onLanguage, onSignOut, onOpenSystem, largeBreakpoint, brand, dropdownColumnsMax }: AppHeaderProps) {
  const { t } = useTranslation();
  const wide = useMinWidth(largeBreakpoint);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const homeLink = { label: 'shell.consoleEntry', ...home };
  const hasSystems = view.systems.length + view.oemSystems.length > 0;

  useEffect(() => setMenuOpen(false), [currentPath, wide]);
  useDismiss(menuOpen, headerRef, (reason) => {
    if (reason === 'escape') toggleRef.current?.focus();
    setMenuOpen(false);
  });

  const systems = hasSystems && <SystemsDrawer systems={view.systems} oemSystems={view.oemSystems} currentPath={currentPath} onOpenSystem={onOpenSystem} />;
  const language = <LanguageMenu languages={languages} currentPath={currentPath} onLanguage={onLanguage} />;

  return (
    <header ref={headerRef} className={`app-header ${wide ? 'app-header--wide' : 'app-header--narrow'}`} data-testid="app-header">
      <div className="container app-header__bar">
        <AppLink link={homeLink} className="app-header__brand">
          <BrandMark />
          <span className="app-header__brand-name">{brand}</span>
        </AppLink>
        {wide ? (
          <>
            <DesktopNav items={view.items} currentPath={currentPath} maxColumns={dropdownColumnsMax} />
            <div className="app-header__tools">
              <AppLink link={homeLink} current={isCurrentHref(home.href, currentPath)} className="app-tool app-tool--console" />
              {language}
              {systems}
              <AccountMenu member={member} entries={view.account} currentPath={currentPath} onSignOut={onSignOut} />
            </div>
          </>
        ) : (
          <div className="app-header__tools">
            {language}
            {systems}
            <button
              ref={toggleRef}
              type="button"
              className="app-header__toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="visually-hidden">{t(menuOpen ? 'shell.closeMenu' : 'shell.openMenu')}</span>
              <span className="app-header__toggle-bars" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {!wide && (
        <MobileMenu
          id={menuId}
          open={menuOpen}
          items={view.items}
          home={home}
          account={view.account}
          member={member}
          currentPath={currentPath}
          onClose={() => setMenuOpen(false)}
          onSignOut={() => {
            // The confirmation dialog gives focus back to the hamburger when it closes.
            setMenuOpen(false);
            toggleRef.current?.focus();
            onSignOut();
          }}
        />
      )}
    </header>
  );
}
