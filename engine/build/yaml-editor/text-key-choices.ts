import { parse } from 'yaml';
import type { SourceFiles } from '../../config/checked-sources.js';
import { isRecord } from '../../config/json-shapes.js';
import type { TextKeyChoice, TextKeyHelp } from '../../ui/authoring/editor/editor-protocol.js';

/** A texts file the keys of a config file come from; `prefix` is written before its keys (common:). */
interface TextsFile {
  file: string;
  locale: string;
  prefix?: string;
}

/**
 * Which fields of which config files name a translation key, and in which texts files: the same
 * places the check looks them up (check-translations.ts, compile-console.ts, compile-pricing.ts,
 * compile-catalogue.ts).
 */
const keyFields: Array<{ pattern: RegExp; fields: string[]; listFields?: string[]; texts: (locales: string[], match: RegExpExecArray, text: string) => TextsFile[] }> = [
  { pattern: /^config\/nav\/app-header\.yaml$/, fields: ['label', 'heading', 'text'], texts: (locales) => locales.map((locale) => ({ file: `locales/${locale}/console.yaml`, locale })) },
  { pattern: /^config\/console\.yaml$/, fields: ['title', 'summary'], texts: (locales) => locales.map((locale) => ({ file: `locales/${locale}/console.yaml`, locale })) },
  {
    // A menu's keys are in the common texts of its own locale (its `locale:`).
    pattern: /^config\/nav\/(header|footer)-[a-z0-9-]+\.yaml$/, fields: ['label', 'heading'], listFields: ['notices'],
    texts: (locales, _match, text) => {
      const own = menuLocale(text);
      return (own && locales.includes(own) ? [own] : locales).map((locale) => ({ file: `locales/${locale}/common.yaml`, locale }));
    },
  },
  {
    // A page's keys are in its own texts; written common:key, in the common texts.
    pattern: /^config\/pages\/([a-z0-9-]+)\.yaml$/, fields: ['title', 'description', 'heading', 'body', 'note', 'text'], listFields: ['paragraphs'],
    texts: (locales, match) => locales.flatMap((locale) => [
      { file: `locales/${locale}/pages/${match[1] ?? ''}.yaml`, locale },
      { file: `locales/${locale}/common.yaml`, locale, prefix: 'common:' },
    ]),
  },
  { pattern: /^config\/pricing\.yaml$/, fields: ['name', 'coverage'], texts: (locales) => locales.map((locale) => ({ file: `locales/${locale}/common.yaml`, locale })) },
  { pattern: /^config\/catalogue\/(customs|ship|transit)\.yaml$/, fields: ['name'], texts: (locales) => locales.map((locale) => ({ file: `locales/${locale}/catalogue.yaml`, locale })) },
];

/**
 * For a config file whose fields name translation keys: which fields, and every key (and group
 * of keys) of the texts files it reads, with the text of each locale. Undefined for other files.
 */
export function textKeyHelp(path: string, files: SourceFiles): TextKeyHelp | undefined {
  for (const rule of keyFields) {
    const match = rule.pattern.exec(path);
    if (!match) continue;
    const own = files[path];
    const sources = rule.texts(localesOf(files), match, typeof own === 'string' ? own : '');
    const keys = new Map<string, TextKeyChoice>();
    for (const source of sources) {
      const text = files[source.file];
      if (typeof text !== 'string') continue;
      for (const [key, value] of flatKeys(parsedOrNothing(text))) {
        const name = `${source.prefix ?? ''}${key}`;
        const choice = keys.get(name) ?? { key: name, texts: {} };
        if (value !== undefined) choice.texts[source.locale] = value;
        keys.set(name, choice);
      }
    }
    return {
      fields: rule.fields,
      listFields: rule.listFields ?? [],
      from: sources.map((s) => s.file).filter((f) => f in files),
      keys: [...keys.values()].sort((a, b) => a.key.localeCompare(b.key)),
    };
  }
  return undefined;
}

/** The locale ids that have a folder under locales/. */
function localesOf(files: SourceFiles): string[] {
  const ids = new Set<string>();
  for (const file of Object.keys(files)) {
    const match = /^locales\/([^/]+)\//.exec(file);
    if (match?.[1]) ids.add(match[1]);
  }
  return [...ids].sort();
}

function menuLocale(text: string): string | undefined {
  const data = parsedOrNothing(text);
  return isRecord(data) && typeof data.locale === 'string' ? data.locale : undefined;
}

/** A texts file being written may not parse: its keys are then simply not offered. */
function parsedOrNothing(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every dotted key of a texts tree: groups (with no text) and texts (with theirs). */
function flatKeys(node: unknown, prefix = ''): Array<[string, string | undefined]> {
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]): Array<[string, string | undefined]> => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) return [[name, undefined], ...flatKeys(value, name)];
    return typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [];
  });
}
