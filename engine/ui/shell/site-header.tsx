import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderMenu } from '../../config/site-model';
import type { PageData } from '../content/page-data';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { NavLink } from './nav-link';
import { LanguageSwitch } from './language-switch';
import { useWideScreen } from './use-wide-screen';
import { useBarOverflow } from './use-bar-overflow';
import { FormDialogOpener } from './form-dialog-link';
import { useDismiss } from '../app-header/use-dismiss';
import { ChevronIcon } from '../app-header/header-icons';

/** The submenu shown, and whether a press holds it open (`pinned`) or it only follows the mouse. */
type OpenSubmenu = { index: number; pinned: boolean } | null;

/**
 * Public header (spec 2.7), the disclosure-navigation pattern. Wide screens show the menu with
 * dropdowns, which open on a press (held open) or under the mouse; below the large breakpoint a
 * hamburger opens it, with one submenu open at a time. What shows is always the state that
 * aria-expanded says: no stylesheet opens a submenu by itself. Escape closes the latest one
 * opened and puts focus back on its button; a press or focus elsewhere closes it too. The open
 * menu closes on navigation (another page is another document; a link to a section of this one
 * changes the #fragment), when an entry is chosen, and when the window grows past the
 * breakpoint. Where the full bar does not fit on a wide screen (enlarged text), it folds into the
 * hamburger all the same (site-header--folded). A logged-in member sees the console link, in a new tab, instead of Log in and Join free.
 * Without scripts the stylesheet opens the menus by focus and hover instead (styles/no-script.css),
 * and the dialog's button is a link to `dialogPage`.
 */
export function SiteHeader({ header, languages, largeBreakpoint, loggedIn, dialogPage }: {
  header: HeaderMenu;
  languages: PageData['languages'];
  largeBreakpoint: number;
  loggedIn: boolean;
  /** Where the dialog's button leads a visitor without scripts (the contact page). */
  dialogPage?: string;
}) {
  const { t } = useTranslation();
  const wideScreen = useWideScreen(largeBreakpoint);
  const barRef = useRef<HTMLDivElement>(null);
  // Too little room for the full bar (text at 200%): the hamburger, as on a narrower screen.
  const brandRef = useRef<HTMLSpanElement>(null);
  const folded = useBarOverflow(barRef, brandRef, wideScreen);
  const wide = wideScreen && !folded;
  const [menuOpen, setMenuOpen] = useState(false);
  const [submenu, setSubmenu] = useState<OpenSubmenu>(null);
  const openSubmenu = submenu?.index ?? null;
  const headerRef = useRef<HTMLElement>(null);
  const navListRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // One header per page: a fixed id (useId would differ between the page's prerender and the island's hydration).
  const menuId = 'site-menu';

  useEffect(() => {
    const closeMenu = () => {
      setMenuOpen(false);
      setSubmenu(null);
    };
    window.addEventListener('hashchange', closeMenu);
    return () => window.removeEventListener('hashchange', closeMenu);
  }, []);
  useEffect(() => {
    setMenuOpen(false);
    setSubmenu(null);
  }, [wide]);

  const close = () => {
    setMenuOpen(false);
    setSubmenu(null);
  };
  // The hamburger's menu (narrow): Escape gives focus back to the hamburger.
  useDismiss(menuOpen, headerRef, (reason) => {
    if (reason === 'escape') toggleRef.current?.focus();
    close();
  });
  // A dropdown (wide): Escape gives focus back to its button when focus was inside it.
  useDismiss(wide && submenu !== null, navListRef, (reason) => {
    const button = navListRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
    if (reason === 'escape' && navListRef.current?.contains(document.activeElement)) button?.focus();
    setSubmenu(null);
  });
  const toggleSubmenu = (index: number) => setSubmenu((o) => (o?.index === index && (o.pinned || !wide) ? null : { index, pinned: true }));
  const hoverSubmenu = (index: number, entering: boolean) => {
    if (!wide) return;
    setSubmenu((o) => (entering ? (o?.index === index || o?.pinned ? o : { index, pinned: false }) : o?.index === index && !o.pinned ? null : o));
  };

  return (
    <header className={`site-header${folded ? ' site-header--folded' : ''}`} ref={headerRef}>
      <div className="container site-header__bar" ref={barRef}>
        <a href={header.logoHref} className="site-header__logo">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28"><circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" /><path d="M16 2v28M3 12h26M3 20h26" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
          <span ref={brandRef}>{t(uiMessageKeys.brand)}</span>
        </a>
        <button
          type="button"
          ref={toggleRef}
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
            <ul className="main-nav" ref={navListRef}>
              {header.items.map((item, index) => (
                <li
                  key={item.label}
                  className={`main-nav__item${item.children.length ? ' has-children' : ''}${openSubmenu === index ? ' is-open' : ''}`}
                  // Touch has no hover: a tap is a press, handled by the button.
                  onPointerEnter={(event) => event.pointerType === 'mouse' && item.children.length > 0 && hoverSubmenu(index, true)}
                  onPointerLeave={(event) => event.pointerType === 'mouse' && hoverSubmenu(index, false)}
                  // Focus on another item closes a dropdown left open (one at a time).
                  onFocus={() => wide && setSubmenu((o) => (o && o.index !== index ? null : o))}
                >
                  {item.link ? (
                    <NavLink link={item.link} className="main-nav__link" onClick={close} />
                  ) : (
                    <button
                      type="button"
                      className="main-nav__link"
                      aria-expanded={openSubmenu === index}
                      aria-controls={`${menuId}-${index}`}
                      onClick={() => toggleSubmenu(index)}
                    >
                      {t(item.label)}
                      <ChevronIcon className="main-nav__chevron" />
                    </button>
                  )}
                  {item.children.length > 0 && (
                    <ul className="main-nav__submenu" id={`${menuId}-${index}`}>
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
            {header.dialog && <FormDialogOpener form={header.dialog.form} label={t(header.dialog.label)} href={dialogPage} className="button site-header__dialog" />}
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
