import { visibleAppHeader, type VisibleAppHeader } from '../../engine/access/app-navigation.js';
import { demoPersonas, personaIdentity, type DemoPersona } from '../../engine/access/demo-personas.js';
import { sessionFacts } from '../../engine/access/session-facts.js';
import type { LocaleId, SiteModel } from '../../engine/config/site-model.js';
import { labelText, localesOf, reviewLocale } from './config-version.js';
import { describeChange, entryChanges, type EntryChange, type MenuEntry } from './menu-entries.js';
import { code, listing, section, type Section } from './markdown.js';

/** Every entry of the application header a member sees, as the console decides it. */
export function appHeaderEntries(view: VisibleAppHeader): MenuEntry[] {
  return [
    ...view.items.flatMap((item) => [
      ...(item.link ? [{ labels: [item.label], href: item.link.href }] : []),
      ...item.children.map((child) => ({ labels: [item.label, child.label], href: child.href })),
    ]),
    ...view.account.map((a) => ({ labels: ['account', a.label], href: a.href })),
    ...view.systems.map((s) => ({ labels: ['systems', s.label], href: s.href })),
    ...view.oemSystems.map((s) => ({ labels: ['OEM systems', s.name], href: s.companyDomain })),
  ];
}

/** What this persona sees in this locale: the console's own decision (visibleAppHeader over sessionFacts). */
export function personaEntries(model: SiteModel, persona: DemoPersona, locale: LocaleId): MenuEntry[] {
  const facts = sessionFacts(personaIdentity(persona), locale);
  return appHeaderEntries(visibleAppHeader(model.appHeader, facts, { consoleHost: model.console.host }, persona.oemDomains));
}

/**
 * Entries each demo persona gained or lost in the application header (config/nav/app-header.yaml
 * and its `visible:` rules), per locale. One change seen by several personas in the same locales
 * is one line naming them all.
 */
export function appHeaderSection(before: SiteModel, after: SiteModel, personas: readonly DemoPersona[] = demoPersonas): Section | undefined {
  const locales = localesOf(before, after);
  const declared = (model: SiteModel, locale: LocaleId) => model.site.locales.some((l) => l.id === locale);
  const lines = new Map<string, { change: EntryChange; locales: LocaleId[]; personas: DemoPersona[] }>();
  for (const persona of personas) {
    const byChange = new Map<string, { change: EntryChange; locales: LocaleId[] }>();
    for (const locale of locales) {
      const was = declared(before, locale) ? personaEntries(before, persona, locale) : [];
      const is = declared(after, locale) ? personaEntries(after, persona, locale) : [];
      for (const change of entryChanges(was, is)) {
        const key = JSON.stringify(change);
        byChange.set(key, { change, locales: [...(byChange.get(key)?.locales ?? []), locale] });
      }
    }
    for (const [key, { change, locales: where }] of byChange) {
      const line = `${key} ${where.join()}`;
      const seen = lines.get(line);
      if (seen) seen.personas.push(persona);
      else lines.set(line, { change, locales: where, personas: [persona] });
    }
  }
  return section('Application header, per demo persona', [...lines.values()].map(({ change, locales: where, personas: who }) => {
    const model = change.kind === 'lost' ? before : after;
    const inLocales = where.length === locales.length ? 'every locale' : listing(where);
    const wordsIn = where.find((l) => l === reviewLocale(model)) ?? where[0] ?? reviewLocale(model);
    const names = listing(who.map((p) => `${p.nickname} (${code(p.id)})`));
    return `- ${names}, ${inLocales}: ${describeChange(change, (key) => labelText(model, wordsIn, 'console', key))}`;
  }));
}
