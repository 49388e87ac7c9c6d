import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { pointerOf, type ConfigError } from './config-error.js';

/** A parsed YAML file that remembers where every value came from. */
export interface YamlSource {
  file: string;
  data: unknown;
  /** Line and column (1-based) of the value at `segments`, or of its nearest existing parent. */
  locate(segments: ReadonlyArray<string | number>, which?: 'value' | 'key'): { line: number; column: number };
  /** A located error at `segments`. */
  errorAt(segments: ReadonlyArray<string | number>, message: string, which?: 'value' | 'key'): ConfigError;
}

export function parseYamlSource(file: string, text: string): { source?: YamlSource; errors: ConfigError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const errors: ConfigError[] = doc.errors.map((e) => {
    const pos = lineCounter.linePos(e.pos[0]);
    const pointer = pointerOf(pathAtOffset(doc.contents as Node | null, e.pos[0]));
    return { file, line: pos.line, column: pos.col, pointer, message: describeYamlError(e.code, e.message) };
  });
  if (errors.length > 0) return { errors };

  const locate: YamlSource['locate'] = (segments, which = 'value') => {
    const offset = offsetOf(doc, segments, which);
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  const source: YamlSource = {
    file,
    data: doc.toJS({ maxAliasCount: 100 }) ?? {},
    locate,
    errorAt: (segments, message, which) => ({ file, ...locate(segments, which), pointer: pointerOf(segments), message }),
  };
  return { source, errors };
}

/** yaml's messages are precise but terse; say what a product manager should do about the common ones. */
function describeYamlError(code: string, message: string): string {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  if (code === 'DUPLICATE_KEY') return `YAML syntax: ${first} (a key may appear only once in a map)`;
  // Nearly every other YAML mistake a person makes by hand is a misaligned line.
  return `YAML syntax: ${first} (check the indentation: keys of one map, and items of one list, start in the same column)`;
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
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key as Node | null;
      const value = pair.value as Node | null;
      // Descend only into values: an error on a key itself belongs to the map that holds it.
      const range = value?.range;
      if (range && isScalar(key) && key.range && offset > key.range[1] && offset >= range[0] && offset <= range[2]) {
        return pathAtOffset(value, offset, [...path, String(key.value)]);
      }
    }
  } else if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) {
      const range = (item as Node | null)?.range;
      if (range && offset >= range[0] && offset <= range[2]) return pathAtOffset(item as Node, offset, [...path, index]);
    }
  }
  return path;
}
