import { asGroup, lookupMessage } from '../../engine/config/message-lookup.js';
import type { LocaleId, SiteModel } from '../../engine/config/site-model.js';
import { localesOf } from './config-version.js';
import { keyedChanges } from './keyed-changes.js';
import { changedText, code, quote, section, shorten, type Section } from './markdown.js';

/** Which text of apiErrors: a visitor is told for one answer code (or for a call with no answer). */
interface Shown {
  /** How the code reaches its message: its own entry, or another code's as an alias. */
  via: string;
  key: string;
}

/** Code -> the apiErrors key it shows, aliases followed (config/errors.yaml, spec 8). */
function shownMessages(model: SiteModel): Map<string, Shown> {
  const { messages, aliases, transport } = model.errors;
  const shown = new Map<string, Shown>();
  for (const [codeText, key] of Object.entries(messages)) shown.set(`code ${codeText}`, { via: '', key });
  for (const [codeText, target] of Object.entries(aliases)) {
    const key = messages[target];
    if (key !== undefined) shown.set(`code ${codeText}`, { via: ` (answered as ${target})`, key });
  }
  shown.set('a call with no answer', { via: '', key: transport });
  return shown;
}

function errorText(model: SiteModel, locale: LocaleId, key: string): string | undefined {
  return lookupMessage(model.messages[locale].common, `apiErrors.${key}`);
}

/** Codes whose message changed (config/errors.yaml) and every changed text under apiErrors: of common.yaml. */
export function errorsSection(before: SiteModel, after: SiteModel): Section | undefined {
  const locales = localesOf(before, after);
  const lines: string[] = [];
  const textLines = (was: string | undefined, is: string | undefined) => locales.flatMap((locale) => {
    const old = was === undefined ? undefined : errorText(before, locale, was);
    const now = is === undefined ? undefined : errorText(after, locale, is);
    if (old === now) return [];
    if (old === undefined) return [`  - ${locale}: ${quote(shorten(now ?? ''))}`];
    if (now === undefined) return [`  - ${locale}: no longer ${quote(shorten(old))}`];
    return [`  - ${locale}: ${changedText(old, now)}`];
  });

  const changes = keyedChanges(shownMessages(before), shownMessages(after), () => false);
  for (const [subject, shown] of changes.added) lines.push(`- ${subject}${shown.via} added: shows ${code(shown.key)}`, ...textLines(undefined, shown.key));
  for (const [subject, shown] of changes.removed) lines.push(`- ${subject}${shown.via} removed (showed ${code(shown.key)})`);
  for (const [subject, { before: old, after: now }] of changes.changed) {
    const texts = textLines(old.key, now.key);
    const keyChange = old.key !== now.key ? `: ${code(old.key)} → ${code(now.key)}` : ` (${code(now.key)})`;
    if (old.key !== now.key || old.via !== now.via || texts.length) lines.push(`- ${subject}${now.via}${keyChange}`, ...texts);
  }

  // Texts no code shows (a form may word a code with one): each compared on its own.
  const used = new Set([...shownMessages(before).values(), ...shownMessages(after).values()].map((s) => s.key));
  const keys = new Set(locales.flatMap((l) => [...Object.keys(asGroup(before.messages[l].common.apiErrors)), ...Object.keys(asGroup(after.messages[l].common.apiErrors))]));
  for (const key of [...keys].filter((k) => !used.has(k)).sort()) {
    const texts = textLines(key, key);
    if (texts.length) lines.push(`- ${code(`apiErrors.${key}`)} (shown by no code of config/errors.yaml)`, ...texts);
  }
  return section('Error messages', lines);
}
