import { parse } from 'yaml';
import type { SourceFiles } from '../../engine/config/checked-sources.js';
import { keyedChanges } from './keyed-changes.js';
import { changedText, code, count, quote, section, shorten, type Section } from './markdown.js';

/** Lines listed per locale; the rest are counted, never dropped without a word. */
export const textLinesPerLocale = 25;

/** The error texts (apiErrors: of common.yaml) are compared with the codes that show them (error-changes.ts). */
export function isErrorText(file: string, key: string): boolean {
  return file === 'common.yaml' && key.startsWith('apiErrors.');
}

/** Each locale's texts as written (placeholders such as {{price:pro}} unfilled): locale -> file -> dotted key -> text. */
export function textsByLocale(files: SourceFiles): Map<string, Map<string, Map<string, string>>> {
  const locales = new Map<string, Map<string, Map<string, string>>>();
  for (const [path, source] of Object.entries(files)) {
    const match = /^locales\/([^/]+)\/(.+\.ya?ml)$/.exec(path);
    if (!match || typeof source !== 'string') continue;
    const [, locale = '', file = ''] = match;
    const texts = new Map<string, string>();
    flatten(parse(source) as unknown, [], (key, text) => {
      if (!isErrorText(file, key)) texts.set(key, text);
    });
    const byFile = locales.get(locale) ?? new Map<string, Map<string, string>>();
    locales.set(locale, byFile.set(file, texts));
  }
  return locales;
}

function flatten(node: unknown, path: string[], visit: (key: string, text: string) => void): void {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [name, child] of Object.entries(node)) flatten(child, [...path, name], visit);
  } else if (node !== null && node !== undefined && path.length) {
    visit(path.join('.'), typeof node === 'string' ? node : JSON.stringify(node));
  }
}

interface LocaleChanges {
  lines: string[];
  changed: number;
  added: number;
  removed: number;
}

/** Texts added, removed or changed in each locale's files (locales/<locale>/...), old → new. */
export function textsSection(before: SourceFiles, after: SourceFiles): Section | undefined {
  const was = textsByLocale(before);
  const is = textsByLocale(after);
  const lines: string[] = [];
  for (const locale of [...new Set([...is.keys(), ...was.keys()])].sort()) {
    const changes = localeChanges(was.get(locale) ?? new Map(), is.get(locale) ?? new Map());
    if (!changes.lines.length) continue;
    const tally = (['changed', 'added', 'removed'] as const).filter((k) => changes[k]).map((k) => `${changes[k]} ${k}`).join(', ');
    lines.push(`**${locale}** (${tally}):`, '', ...changes.lines, '');
  }
  return section('Texts', lines.slice(0, -1));
}

function localeChanges(before: Map<string, Map<string, string>>, after: Map<string, Map<string, string>>): LocaleChanges {
  const shown: string[] = [];
  const hidden = { changed: 0, added: 0, removed: 0 };
  const total = { changed: 0, added: 0, removed: 0 };
  const note = (kind: keyof typeof total, line: string, texts = 1) => {
    total[kind] += texts;
    if (shown.length < textLinesPerLocale) shown.push(line);
    else hidden[kind] += texts;
  };
  const files = keyedChanges(before, after, () => false);
  for (const [file, texts] of files.added) note('added', `- new file ${code(file)} with ${count(texts.size, 'text')}`, texts.size);
  for (const [file, texts] of files.removed) note('removed', `- file ${code(file)} removed, with its ${count(texts.size, 'text')}`, texts.size);
  for (const [file, { before: old, after: now }] of files.changed) {
    const keys = keyedChanges(old, now, (a, b) => a === b);
    for (const [key, { before: text, after: next }] of keys.changed) note('changed', `- ${code(file)} ${code(key)}: ${changedText(text, next)}`);
    for (const [key, text] of keys.removed) note('removed', `- removed ${code(file)} ${code(key)}: ${quote(shorten(text))}`);
    for (const [key, text] of keys.added) note('added', `- added ${code(file)} ${code(key)}: ${quote(shorten(text))}`);
  }
  const notShown = hidden.changed + hidden.added + hidden.removed;
  if (notShown) {
    const kinds = (['changed', 'added', 'removed'] as const).filter((k) => hidden[k]).map((k) => `${hidden[k]} ${k}`).join(', ');
    shown.push(`- … and ${count(notShown, 'more text')} not listed here (${kinds})`);
  }
  return { lines: shown, ...total };
}
