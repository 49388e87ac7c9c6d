import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibleItem } from '../../access/app-navigation';
import { isActiveItem } from './current-path';
import { AppLink } from './app-link';
import { NavDropdown } from './nav-dropdown';
import { useDismiss } from './use-dismiss';
import { useCompactNav } from './use-compact-nav';

/**
 * Which dropdown is open, and whether a press holds it open (`pinned`) or it only follows the
 * pointer or focus. Hover opens and leaving closes; a press on a hover-opened dropdown keeps it,
 * a second press closes it. One at a time, as in the public header.
 */
type OpenDropdown = { index: number; pinned: boolean } | null;

/** The main nav of the wide header (spec 2.8). */
export function DesktopNav({ items, currentPath, maxColumns }: { items: VisibleItem[]; currentPath: string; maxColumns: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDropdown>(null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const compact = useCompactNav(navRef, listRef, items.map((item) => t(item.label)).join('\n'));
  // Focus given back by Escape must not open the dropdown again.
  const returningFocus = useRef(false);

  useEffect(() => setOpen(null), [currentPath]);
  useDismiss(open !== null, listRef, (reason) => {
    const button = listRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
    if (reason === 'escape' && button && listRef.current?.contains(document.activeElement)) {
      returningFocus.current = true;
      button.focus();
      returningFocus.current = false;
    }
    setOpen(null);
  });

  const show = (index: number) => setOpen((o) => (o?.index === index ? o : { index, pinned: false }));
  const closeOthers = (index: number) => setOpen((o) => (o && o.index !== index ? null : o));
  const close = () => setOpen(null);

  return (
    <nav ref={navRef} className={`app-nav${compact ? ' app-nav--compact' : ''}`} aria-label={t('shell.mainNav')}>
      <ul className="app-nav__list" ref={listRef}>
        {items.map((item, index) => {
          const active = isActiveItem(item, currentPath);
          if (item.link) {
            return (
              <li
                key={item.label}
                className={`app-nav__item${active ? ' is-active' : ''}`}
                onFocus={() => closeOthers(index)}
                onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen((o) => (o && !o.pinned ? null : o))}
              >
                <AppLink link={item.link} current={active} className="app-nav__link" onNavigate={close}>
                  <span className="app-nav__label">{t(item.label)}</span>
                </AppLink>
              </li>
            );
          }
          return (
            <NavDropdown
              key={item.label}
              item={item}
              open={open?.index === index}
              active={active}
              currentPath={currentPath}
              maxColumns={maxColumns}
              onHover={() => show(index)}
              onLeave={() => setOpen((o) => (o?.index === index && !o.pinned ? null : o))}
              onFocus={() => {
                if (!returningFocus.current) show(index);
              }}
              onToggle={() => setOpen((o) => (o?.index === index && o.pinned ? null : { index, pinned: true }))}
              onNavigate={close}
            />
          );
        })}
      </ul>
    </nav>
  );
}
