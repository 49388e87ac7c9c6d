import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderMenu } from '../../config/site-model';
import type { PageData } from '../content/page-data';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { NavLink } from './nav-link';
import { LanguageSwitch } from './language-switch';
import { useWideScreen } from './use-wide-screen';
import { FormDialogButton } from '../forms/form-dialog-host';

/**
 * Public header (spec 2.7). Wide screens show the menu with dropdowns; below the large breakpoint
 * a hamburger opens it, with one submenu open at a time. The open menu closes on navigation
 * (another page is another document; a link to a section of this one changes the #fragment) and
 * when the window grows past the breakpoint. A logged-in member sees the console link, in a new
 * tab, instead of Log in and Join free.
 */
export function SiteHeader({ header, languages, largeBreakpoint, loggedIn }: { header: HeaderMenu; languages: PageData['languages']; largeBreakpoint: number; loggedIn: boolean }) {
  const { t } = useTranslation();
  const wide = useWideScreen(largeBreakpoint);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<number | null>(null);
  // One header per page: a fixed id (useId would differ between the page's prerender and the island's hydration).
  const menuId = 'site-menu';

  useEffect(() => {
    const closeMenu = () => {
      setMenuOpen(false);
      setOpenSubmenu(null);
    };
    window.addEventListener('hashchange', closeMenu);
    return () => window.removeEventListener('hashchange', closeMenu);
  }, []);
  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);

  const close = () => {
    setMenuOpen(false);
    setOpenSubmenu(null);
  };

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a href={header.logoHref} className="site-header__logo">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28"><circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" /><path d="M16 2v28M3 12h26M3 20h26" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
          <span>{t(uiMessageKeys.brand)}</span>
        </a>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{t(menuOpen ? uiMessageKeys.closeMenu : uiMessageKeys.openMenu)}</span>
          <span className="site-header__toggle-bars" aria-hidden="true" />
        </button>
        <div id={menuId} className={`site-header__menu${menuOpen ? ' is-open' : ''}`}>
          <nav aria-label={t(uiMessageKeys.mainNav)}>
            <ul className="main-nav">
              {header.items.map((item, index) => (
                <li key={item.label} className={`main-nav__item${item.children.length ? ' has-children' : ''}${openSubmenu === index ? ' is-open' : ''}`}>
                  {item.link ? (
                    <NavLink link={item.link} className="main-nav__link" onClick={close} />
                  ) : (
                    <button
                      type="button"
                      className="main-nav__link"
                      aria-expanded={openSubmenu === index}
                      onClick={() => setOpenSubmenu((open) => (open === index ? null : index))}
                    >
                      {t(item.label)}
                    </button>
                  )}
                  {item.children.length > 0 && (
                    <ul className="main-nav__submenu">
                      {item.children.map((child) => (
                        <li key={child.href}><NavLink link={child} onClick={close} /></li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__tools">
            <LanguageSwitch languages={languages} />
            {header.dialog && <FormDialogButton form={header.dialog.form} label={t(header.dialog.label)} className="button site-header__dialog" />}
            {loggedIn ? (
              <NavLink link={header.account.console} className="button button--primary site-header__console" />
            ) : (
              <>
                <NavLink link={header.account.login} className="site-header__login" />
                <NavLink link={header.account.register} className="button button--primary" />
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
