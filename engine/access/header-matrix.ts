import type { AppHeader } from '../config/console-model.js';
import type { VisibleAppHeader } from './app-navigation.js';

/** One entry of the application header and, per compared header, whether it shows. */
export interface MatrixRow {
  area: 'nav' | 'account' | 'systems';
  /** The dropdown an entry belongs to (its label key). */
  group?: string;
  /** A label key of console.yaml, or for an OEM system its own name (`literal`). */
  label: string;
  literal?: boolean;
  shown: boolean[];
}

/**
 * Who sees what, side by side: every entry config/nav/app-header.yaml declares, in its order, with
 * whether each of the given headers (visibleAppHeader's answers, one per persona) shows it, then
 * the OEM systems any of them has. An entry leading to a page missing in the language is not
 * shown, as in the header itself.
 */
export function headerMatrix(header: AppHeader, views: readonly VisibleAppHeader[]): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const item of header.items) {
    const seen = views.map((v) => v.items.find((i) => i.label === item.label && !!i.link === !!item.target));
    rows.push({ area: 'nav', label: item.label, shown: seen.map((i) => !!i) });
    for (const child of item.children) {
      rows.push({ area: 'nav', group: item.label, label: child.label, shown: seen.map((i) => !!i?.children.some((c) => c.label === child.label)) });
    }
  }
  for (const entry of header.account) rows.push({ area: 'account', label: entry.label, shown: views.map((v) => v.account.some((a) => a.label === entry.label)) });
  for (const entry of header.systems.entries) rows.push({ area: 'systems', label: entry.label, shown: views.map((v) => v.systems.some((s) => s.label === entry.label)) });
  const oemNames = [...new Set(views.flatMap((v) => v.oemSystems.map((s) => s.name)))];
  for (const name of oemNames) rows.push({ area: 'systems', label: name, literal: true, shown: views.map((v) => v.oemSystems.some((s) => s.name === name)) });
  return rows;
}
