import { keyedChanges } from './keyed-changes.js';
import { code, quote } from './markdown.js';

/** A menu entry as the summary compares it: the label keys from the top of the menu, and where it leads. */
export interface MenuEntry {
  /** [dropdown label key, entry label key]: an entry is known by its labels, not its position. */
  labels: string[];
  href: string;
}

/** An entry gained or lost, or one that now leads elsewhere. */
export type EntryChange =
  | { kind: 'gained' | 'lost'; entry: MenuEntry }
  | { kind: 'moved'; entry: MenuEntry; formerHref: string };

/** Entries by their labels; a second entry with the same labels is told apart by its number. */
function byLabels(entries: MenuEntry[]): Map<string, MenuEntry> {
  const map = new Map<string, MenuEntry>();
  for (const entry of entries) {
    const id = entry.labels.join(' › ');
    let key = id;
    for (let n = 2; map.has(key); n++) key = `${id} #${n}`;
    map.set(key, entry);
  }
  return map;
}

export function entryChanges(before: MenuEntry[], after: MenuEntry[]): EntryChange[] {
  const changes = keyedChanges(byLabels(before), byLabels(after), (a, b) => a.href === b.href);
  return [
    ...changes.added.map(([, entry]): EntryChange => ({ kind: 'gained', entry })),
    ...changes.removed.map(([, entry]): EntryChange => ({ kind: 'lost', entry })),
    ...changes.changed.map(([, { before: old, after: now }]): EntryChange => ({ kind: 'moved', entry: now, formerHref: old.href })),
  ];
}

/**
 * "lost “Data centre › My collection” (`nav.dataCentre › nav.myCollection` → /shipments/collect)":
 * the words the member reads, the keys to find them by, and where the entry leads.
 */
export function describeChange(change: EntryChange, text: (key: string) => string): string {
  const { labels, href } = change.entry;
  const words = quote(labels.map(text).join(' › '));
  const keys = code(labels.join(' › '));
  if (change.kind === 'moved') return `${words} (${keys}) now leads to ${code(href)} (was ${code(change.formerHref)})`;
  return `${change.kind} ${words} (${keys} → ${code(href)})`;
}
