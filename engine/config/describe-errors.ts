import type { ConfigError } from './config-error.js';
import { segmentsOf } from './config-error.js';
import { describeLocation } from './describe-location.js';
import { forEveryLocale } from './locale-id.js';
import { schemaForFile } from './config-file-kinds.js';
import { isRecord } from './json-shapes.js';

/**
 * Each error with its place as a person names it (describe-location.ts), from the data of the
 * files as they were parsed, whether or not they then passed their schema. Translation keys that
 * name an item are shown as their English text, or as the text of the one locale that has them
 * (a Chinese menu's labels), else as the key itself.
 */
export function describeErrors(errors: ConfigError[], dataOf: (file: string) => unknown): ConfigError[] {
  const textOf = textsReader(dataOf);
  return errors.map((error) => {
    // Only a pointer through a list can say more than it does already; one deeper than any real
    // config nests (a file nested to refuse it) would only be counted items.
    const segments = segmentsOf(error.pointer);
    if (!/\/\d+(\/|$)/.test(error.pointer) || segments.length > deepestDescribed) return error;
    const where = describeLocation(dataOf(error.file), segments, { kind: schemaForFile(error.file), textOf: (key) => textOf(error.file, key) });
    return where ? { ...error, where } : error;
  });
}

/** The real config nests about 12 levels (source-limits.ts). */
const deepestDescribed = 16;

/** Which texts files a config file's keys are in, its own first. */
function textsFilesFor(file: string): string[] {
  const page = /^config\/pages\/(.+)\.yaml$/.exec(file)?.[1];
  if (page !== undefined) return [`pages/${page}`, 'common'];
  const kind = schemaForFile(file);
  if (kind === 'app-header' || kind === 'console') return ['console', 'common'];
  if (kind === 'catalogue-datasets') return ['catalogue'];
  if (kind === 'news') return ['news'];
  if (kind === 'forms') return ['forms'];
  return ['common'];
}

function textsReader(dataOf: (file: string) => unknown): (file: string, key: string) => string | undefined {
  // English first, then the others: a text shown in one language only is still named.
  const locales = ['en', ...Object.keys(forEveryLocale(() => true)).filter((id) => id !== 'en')];
  return (file, key) => {
    const [names, bare] = key.startsWith('common:') ? [['common'], key.slice('common:'.length)] : [textsFilesFor(file), key];
    for (const locale of locales) {
      for (const name of names) {
        const text = textAt(dataOf(`locales/${locale}/${name}.yaml`), bare);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  };
}

function textAt(data: unknown, key: string): string | undefined {
  let node = data;
  for (const part of key.split('.')) node = isRecord(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

