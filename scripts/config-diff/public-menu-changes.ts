import type { FooterMenu, HeaderMenu, LocaleId, NavLink, SiteModel } from '../../engine/config/site-model.js';
import { labelText } from './config-version.js';
import { describeChange, entryChanges, type MenuEntry } from './menu-entries.js';
import { code, section, type Section } from './markdown.js';

const link = (labels: string[], l: NavLink): MenuEntry => ({ labels, href: l.href });

/** Every entry of a public header a visitor can follow: items, dropdown entries, account links, the form button. */
export function headerEntries(menu: HeaderMenu): MenuEntry[] {
  return [
    ...menu.items.flatMap((item) => [
      ...(item.link ? [link([item.label], item.link)] : []),
      ...item.children.map((child) => link([item.label, child.label], child)),
    ]),
    link(['account', menu.account.login.label], menu.account.login),
    link(['account', menu.account.register.label], menu.account.register),
    link(['account', menu.account.console.label], menu.account.console),
    ...(menu.dialog ? [{ labels: [menu.dialog.label], href: `form: ${menu.dialog.form}` }] : []),
  ];
}

/** Every entry of a public footer: column links, legal links, the action, the form button, registrations. */
export function footerEntries(menu: FooterMenu): MenuEntry[] {
  return [
    ...menu.columns.flatMap((column) => column.links.map((l) => link([column.heading, l.label], l))),
    ...menu.legal.map((l) => link([l.label], l)),
    ...(menu.action ? [link([menu.action.label], menu.action)] : []),
    ...(menu.dialog ? [{ labels: [menu.dialog.label], href: `form: ${menu.dialog.form}` }] : []),
    ...menu.registrations.map((r) => ({ labels: [r.label], href: `${r.number} ${r.href}` })),
  ];
}

/** Entries gained, lost or leading elsewhere in each public header and footer (config/nav/header-*.yaml, footer-*.yaml). */
export function publicMenusSection(before: SiteModel, after: SiteModel): Section | undefined {
  const lines: string[] = [];
  const compare = <M extends { locale: LocaleId }>(kind: string, was: Record<string, M>, is: Record<string, M>, entries: (menu: M) => MenuEntry[]) => {
    for (const name of [...new Set([...Object.keys(is), ...Object.keys(was)])]) {
      const old = was[name];
      const now = is[name];
      const where = `${code(name)} (${(now ?? old)?.locale ?? ''})`;
      if (!old) lines.push(`- ${kind} ${where} added, with ${now ? entries(now).length : 0} entries`);
      else if (!now) lines.push(`- ${kind} ${where} removed`);
      else {
        for (const change of entryChanges(entries(old), entries(now))) {
          const model = change.kind === 'lost' ? before : after;
          const locale = change.kind === 'lost' ? old.locale : now.locale;
          lines.push(`- ${where}: ${describeChange(change, (key) => labelText(model, locale, 'common', key))}`);
        }
      }
    }
  };
  compare('header', before.headers, after.headers, headerEntries);
  compare('footer', before.footers, after.footers, footerEntries);
  return section('Public menus', lines);
}
