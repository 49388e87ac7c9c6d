import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibleItem } from '../../access/app-navigation';
import { isCurrentHref } from './current-path';
import { AppLink } from './app-link';
import { useMinWidth } from './use-min-width';
import { ChevronIcon } from './header-icons';
import './app-header.css';

/**
 * The console page's own navigation: the entries of the dropdown that holds the current page
 * (current-path.ts sectionOf), as a list on wide screens. Below the small breakpoint it folds
 * behind a button, and closes on navigation and when the window reaches the breakpoint (spec 4).
 */
export function ConsoleSideNav({ section, currentPath, smallBreakpoint }: { section: VisibleItem | undefined; currentPath: string; smallBreakpoint: number }) {
  const { t } = useTranslation();
  const wide = useMinWidth(smallBreakpoint);
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => setOpen(false), [currentPath, wide]);

  if (!section || section.children.length === 0) return null;
  const current = section.children.find((child) => isCurrentHref(child.href, currentPath));
  return (
    <nav className={`console-side-nav ${wide ? 'console-side-nav--wide' : 'console-side-nav--narrow'}`} aria-label={t(section.label)} data-testid="console-side-nav">
      {wide ? (
        <p className="console-side-nav__title" aria-hidden="true">{t(section.label)}</p>
      ) : (
        <button type="button" className="console-side-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          <span className="console-side-nav__section">{t(section.label)}</span>
          {current && <span className="console-side-nav__current">{t(current.label)}</span>}
          <ChevronIcon />
        </button>
      )}
      <ul id={listId} className="console-side-nav__list" hidden={!wide && !open}>
        {section.children.map((child) => (
          <li key={child.href}>
            <AppLink link={child} current={child === current} className="console-side-nav__link" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
