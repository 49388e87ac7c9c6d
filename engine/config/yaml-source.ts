import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { pointerOf, type ConfigError } from './config-error.js';
import { decodeUtf8, firstAliasOffset, maxAliasExpansion, maxFileBytes, maxNesting, scanDocument, unwantedCharacters } from './source-limits.js';
import { fail, ok, type Result } from './result.js';
import { syntaxFindings } from './yaml-syntax-error.js';

/** A parsed YAML file that remembers where every value came from. */
export interface YamlSource<T = unknown> {
  file: string;
  /** The parsed data; typed once its file's schema accepted it (schema-validation.ts). */
  data: T;
  /** Line and column (1-based) of the value at `segments`, or of its nearest existing parent. */
  locate(segments: ReadonlyArray<string | number>, which?: 'value' | 'key'): { line: number; column: number };
  /** A located error at `segments`. */
  errorAt(segments: ReadonlyArray<string | number>, message: string, which?: 'value' | 'key'): ConfigError;
}

export type SourceText = string | Uint8Array;

/**
 * Parses one file, or says where and why it cannot be used. Never throws: whatever a person (or a
 * broken editor, or an attacker) puts in a file, the answer is a located error, not a stack trace.
 */
export function parseYamlSource(file: string, input: SourceText): Result<YamlSource, ConfigError[]> {
  try {
    return parseChecked(file, input);
  } catch (error) {
    return fail([{ file, line: 1, column: 1, pointer: '', message: `could not be read: ${oneLine(error)}` }]);
  }
}

function parseChecked(file: string, input: SourceText): Result<YamlSource, ConfigError[]> {
  const at = (line: number, column: number, message: string): ConfigError => ({ file, line, column, pointer: '', message });
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > maxFileBytes) return fail([at(1, 1, `is ${Math.round(size / 1000)} kB; a config file may be at most ${maxFileBytes / 1_000_000} MB`)]);
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    const decoded = decodeUtf8(input);
    if ('invalidAt' in decoded) {
      const lines = decoded.textBefore.split('\n');
      const lastLine = lines.at(-1) ?? ''; // split gives at least one line, empty or not
      return fail([at(lines.length, lastLine.length + 1, `is not valid UTF-8 from byte ${decoded.invalidAt}: save the file as UTF-8 (a text pasted from another program may carry another encoding)`)]);
    }
    text = decoded.text;
  }

  const { doc, lineCounter } = parsedDocument(file, text);
  const position = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: Math.max(1, pos.line), column: Math.max(1, pos.col) };
  };
  // Before yaml's own errors: a stray control character is the cause of whatever yaml says about it.
  const unwanted = unwantedCharacters(text);
  if (unwanted.length) return fail(unwanted.map((f) => ({ file, ...position(f.offset), pointer: pointerOf(pathAtOffset(doc.contents as Node | null, f.offset)), message: f.message })));
  if (doc.errors.length > 0) {
    const contents = doc.contents as Node | null;
    return fail(syntaxFindings(doc.errors, text, contents).map((f) => ({ file, ...position(f.offset), pointer: pointerOf(pathAtOffset(contents, f.offset)), message: deepNesting(f.message) })));
  }

  const contents = doc.contents as Node | null;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    return fail([at(1, 1, 'is empty: a config file holds keys with their values (key: value)')]);
  }
  if (!isMap(contents)) {
    const what = isSeq(contents) ? 'a list' : 'a single value';
    return fail([{ file, ...position(contents.range?.[0] ?? 0), pointer: '', message: `must hold keys with their values (key: value) at the top, but holds ${what}` }]);
  }
  const findings = scanDocument(contents);
  if (findings.length) return fail(findings.map((f) => ({ file, ...position(f.offset), pointer: pointerOf(pathAtOffset(contents, f.offset)), message: f.message })));

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: maxAliasExpansion });
  } catch (error) {
    // yaml refuses aliases that multiply the data beyond the limit ("billion laughs").
    return fail([{ file, ...position(firstAliasOffset(contents)), pointer: '', message: `uses aliases (*name) that expand into too much data: ${oneLine(error)}` }]);
  }

  const locate: YamlSource['locate'] = (segments, which = 'value') => position(offsetOf(doc, segments, which));
  const source: YamlSource = {
    file,
    data,
    locate,
    errorAt: (segments, message, which) => ({ file, ...locate(segments, which), pointer: pointerOf(segments), message }),
  };
  return ok(source);
}

/**
 * Parsed documents by file and text. A check reads every file again, though an edit changes one:
 * the YAML editor checks the whole config as a person types, the dev server on each save, and the
 * config tests check the project with one file changed at a time. Parsing was most of a check's
 * time (a whole check with one file changed: ~600 ms before, ~180 ms after). A document is only read after parsing (its data is made afresh by toJS for each check, as
 * the schema check fills in defaults); the oldest are dropped beyond a bound.
 */
const parsedDocuments = new Map<string, { doc: Document; lineCounter: LineCounter }>();
const maxParsedDocuments = 500;

function parsedDocument(file: string, text: string): { doc: Document; lineCounter: LineCounter } {
  const key = `${file}\0${text}`;
  const known = parsedDocuments.get(key);
  if (known) return known;
  const lineCounter = new LineCounter();
  const parsed = { doc: parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false }), lineCounter };
  parsedDocuments.set(key, parsed);
  if (parsedDocuments.size > maxParsedDocuments) parsedDocuments.delete(parsedDocuments.keys().next().value!);
  return parsed;
}

/**
 * What yaml makes of a file it reported mistakes in, for naming the places of those mistakes
 * (describe-errors.ts); undefined when it cannot make anything of it. Only ever called for a
 * file whose own check failed, and never throws.
 */
export function bestEffortData(input: SourceText): unknown {
  if (typeof input !== 'string' || input.length > maxFileBytes) return undefined;
  try {
    return parseDocument(input, { prettyErrors: false }).toJS({ maxAliasCount: maxAliasExpansion });
  } catch {
    return undefined;
  }
}

function oneLine(error: unknown): string {
  const [first = ''] = (error instanceof Error ? error.message : String(error)).split('\n');
  return first;
}

/** yaml's parser recurses once per level: a file nested thousands deep overflows it. */
function deepNesting(message: string): string {
  return /call stack/i.test(message) ? `is nested more than ${maxNesting} levels deep; no config needs that many` : message;
}

function offsetOf(doc: Document, segments: ReadonlyArray<string | number>, which: 'value' | 'key'): number {
  let node: Node | null | undefined = doc.contents as Node | null;
  let best = node?.range?.[0] ?? 0;
  for (let i = 0; i < segments.length && node; i++) {
    const seg = segments[i];
    const last = i === segments.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) break;
      const keyNode = pair.key as Node;
      if (last && which === 'key') return keyNode.range?.[0] ?? best;
      best = keyNode.range?.[0] ?? best;
      node = pair.value as Node | null;
      if (node?.range) best = node.range[0];
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)] as Node | undefined;
      if (!item) break;
      node = item;
      if (node.range) best = node.range[0];
    } else {
      break;
    }
  }
  return best;
}

/** The JSON path of the innermost value around `offset`, so a syntax error names where it sits. */
function pathAtOffset(node: Node | null | undefined, offset: number, path: Array<string | number> = []): Array<string | number> {
  if (path.length > maxNesting) return path; // a file nested too deep is reported as such, not walked to the bottom
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key as Node | null;
      const value = pair.value as Node | null;
      // Descend only into values: an error on a key itself belongs to the map that holds it.
      const range = value?.range;
      // The end of a value's range is where the next key may start: that offset belongs to the next key.
      if (range && isScalar(key) && key.range && offset > key.range[1] && offset >= range[0] && offset < range[2]) {
        return pathAtOffset(value, offset, [...path, String(key.value)]);
      }
    }
  } else if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) {
      const range = (item as Node | null)?.range;
      if (range && offset >= range[0] && offset < range[2]) return pathAtOffset(item as Node, offset, [...path, index]);
    }
  }
  return path;
}
