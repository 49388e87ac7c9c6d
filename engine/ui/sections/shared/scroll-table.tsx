import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A data table. Below the small breakpoint its rows stack into cards, each cell labelled by its
 * column (data-label); in between, it scrolls sideways, focusable so keyboards can scroll it too.
 * `marks`: a table of yes/no marks, whose cells sit side by side in a card.
 */
export function ScrollTable({ label, marks = false, children }: { label: string; marks?: boolean; children: ReactNode }) {
  return (
    // A region that scrolls must take focus for keyboards to scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="scroll-table" role="region" aria-label={label} tabIndex={0}>
      <table className={marks ? 'data-table data-table--marks' : 'data-table'}>{children}</table>
    </div>
  );
}
