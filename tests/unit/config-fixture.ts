import { readSchemas, readSourceFiles } from '../../engine/config/read-source-files';
import { loadSiteModel } from '../../engine/config/load-site-model';
import type { SourceFiles } from '../../engine/config/checked-sources';
import { formatConfigError } from '../../engine/config/config-error';

/** The project's real config, as in-memory texts a test can change one at a time. */
export const realFiles: Record<string, string> = Object.fromEntries(Object.entries(readSourceFiles()).map(([file, text]) => {
  if (typeof text !== 'string') throw new Error(`${file} is not valid UTF-8`);
  return [file, text];
}));
export const schemas = readSchemas();

/** One of the project's real config files (fails loudly, naming it, if there is no such file). */
export function realFile(file: string): string {
  const text = realFiles[file];
  if (text === undefined) throw new Error(`${file} is not a file of the project's config`);
  return text;
}

export function loadWith(changes: SourceFiles = {}, removed: string[] = []) {
  const files = { ...realFiles, ...changes };
  for (const file of removed) delete files[file];
  return loadSiteModel(files, schemas);
}

/** Error lines exactly as `npm run check` prints them. */
export function errorLines(changes: SourceFiles = {}, removed: string[] = []): string[] {
  const result = loadWith(changes, removed);
  return result.ok ? [] : result.error.map(formatConfigError);
}

/**
 * Replace one exact text in a real file (fails loudly if the text is not there). The result is keyed by
 * the file's own (literal) name, so `edit(file, …)[file]` is the edited text.
 */
export function edit<File extends string>(file: File, from: string, to: string): Record<File, string> {
  const text = realFiles[file];
  if (!text?.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  return { [file]: text.replace(from, to) } as Record<File, string>;
}

/** 1-based line and column of the first occurrence of `needle` in a text. */
export function positionOf(text: string, needle: string, occurrence = 0): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) index = text.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`not found: ${needle}`);
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}
