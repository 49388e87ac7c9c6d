import { useId, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibleItem } from '../../access/app-navigation';
import { isCurrentHref } from './current-path';
import { NavCard } from './nav-card';
import { ChevronIcon } from './header-icons';

/** Panels keep this far from the header's edges when moved to fit (px). */
const PANEL_EDGE = 12;

/**
 * A dropdown of the wide header (spec 2.8): a button that says whether its panel is open, and
 * the panel of cards, in as many columns as it has entries up to `maxColumns`. When it opens
 * (on hover, focus or press, decided by DesktopNav) is its parent's business.
 */
export function NavDropdown({ item, open, active, currentPath, maxColumns, onHover, onLeave, onFocus, onToggle, onNavigate }: {
  item: VisibleItem;
  open: boolean;
  active: boolean;
  currentPath: string;
  maxColumns: number;
  onHover(): void;
  onLeave(): void;
  onFocus(): void;
  onToggle(): void;
  onNavigate(): void;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const columns = Math.max(1, Math.min(maxColumns, item.children.length));

  // The panel hangs from the header bar, starting under its button and moved left as far as it
  // must to stay inside the bar (a wide panel under the last items would run off the page).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!open || !panel || !button || !(panel.offsetParent instanceof HTMLElement)) return;
    const bar = panel.offsetParent;
    const start = button.getBoundingClientRect().left - bar.getBoundingClientRect().left;
    panel.style.left = `${Math.max(PANEL_EDGE, Math.min(start, bar.clientWidth - panel.offsetWidth - PANEL_EDGE))}px`;
  }, [open]);

  return (
    <li
      className={`app-nav__item app-nav__item--dropdown${active ? ' is-active' : ''}${open ? ' is-open' : ''}`}
      // Touch has no hover: a tap is a press, handled by the button.
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onLeave()}
    >
      <button
        ref={buttonRef}
        type="button"
        className="app-nav__link"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? 'true' : undefined}
        onFocus={onFocus}
        onClick={onToggle}
      >
        <span className="app-nav__label">{t(item.label)}</span>
        <ChevronIcon />
      </button>
      <div id={panelId} ref={panelRef} className="app-nav__panel" hidden={!open} style={{ '--columns': columns } as CSSProperties}>
        <ul className="app-nav__cards">
          {item.children.map((child) => (
            <NavCard key={child.href} child={child} current={isCurrentHref(child.href, currentPath)} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
    </li>
  );
}
