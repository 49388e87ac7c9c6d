import type { ReactNode } from 'react';

/**
 * A wide table's frame: it scrolls sideways by itself on a phone, so the page never does. It takes
 * keyboard focus, so the arrow keys scroll it (WCAG 2.1.1; axe's scrollable-region-focusable),
 * and is a named region, so a screen reader says what the focused frame holds.
 */
export function ScrollRegion({ label, busy = false, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to be scrolled without a mouse
    <div className="search-table" role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
