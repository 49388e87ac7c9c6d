import { isMap, isScalar, isSeq, type Node, type YAMLError } from 'yaml';
import type { Finding } from './source-limits.js';

/**
 * yaml's errors for one file, turned into the mistakes a person made, each at the line to change.
 *
 * One mistake of indentation makes yaml report an error on every line after it that it can no
 * longer fit into the structure, so after the first real syntax error nothing yaml says is
 * trusted: that one is reported, and the person runs the check again once it is fixed. Duplicate
 * keys before it are separate mistakes and are each reported.
 *
 * Where yaml places an error is where its parser noticed, which is sometimes the line above the
 * mistake: a key indented too far reads as the rest of the text on the line above, so yaml blames
 * that text; a duplicate key, or a key out of line, is placed where the item before it ended.
 * Each is moved here to the line that is wrong, at its first character.
 */
export function syntaxFindings(errors: readonly YAMLError[], text: string, contents: Node | null): Finding[] {
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const firstOther = sorted.findIndex((e) => e.code !== 'DUPLICATE_KEY');
  const duplicates = (firstOther < 0 ? sorted : sorted.slice(0, firstOther)).map((e) => duplicateKey(e, text, contents));
  const other = sorted[firstOther];
  if (!other) return duplicates;
  // yaml may report two errors for one spot (a text run on into a key): the one that explains it.
  const sameSpot = sorted.filter((e) => e.pos[0] === other.pos[0]);
  const cause = sameSpot.find((e) => e.code === 'MULTILINE_IMPLICIT_KEY') ?? other;
  const found = structureError(cause, text);
  // An offset in a line's leading blanks (yaml often says column 1) means the line's first character.
  const offset = inLeadingBlanks(text, found.offset) ? nextContent(text, found.offset) : found.offset;
  if (cause.code === 'BAD_INDENT') return [...duplicates, { ...found, offset: oddFirstKey(text, offset, sorted) ?? offset }];
  return [...duplicates, { ...found, offset }];
}

/**
 * A map's indentation is set by its first key. When that key alone is indented further, yaml
 * blames each key after it, all in one column: the person moved the first one, so that is reported.
 */
function oddFirstKey(text: string, offset: number, errors: readonly YAMLError[]): number | undefined {
  const column = columnOf(text, offset);
  const next = nextContent(text, endOfLine(text, offset));
  const alsoFlagged = errors.some((e) => e.code === 'BAD_INDENT' && nextContent(text, e.pos[0]) === next && columnOf(text, next) === column);
  const before = previousContent(text, offset);
  return alsoFlagged && before !== undefined && columnOf(text, before) > column ? before : undefined;
}

const indentRule = 'keys of one map, and items of one list, start in the same column';

function structureError(error: YAMLError, text: string): Finding {
  const at = error.pos[0];
  const first = yamlSentence(error.message);
  switch (error.code) {
    case 'BAD_INDENT':
      return { offset: nextContent(text, at), message: `YAML syntax: this line is not indented like the lines beside it (check the indentation: ${indentRule})` };
    case 'TAB_AS_INDENT':
      return { offset: nextContent(text, at), message: 'YAML syntax: this line is indented with a tab; YAML indents with spaces only (check the indentation)' };
    case 'MULTILINE_IMPLICIT_KEY': {
      if (startsItsLine(text, at)) {
        return { offset: at, message: 'YAML syntax: this line is not "key: value": a key is followed by a colon and a space' };
      }
      // A text written after its key, then a line indented further: yaml reads that line as more of the text.
      const next = nextContent(text, endOfLine(text, at));
      return {
        offset: next,
        message: `YAML syntax: this line is indented further than line ${lineOf(text, at)}, so it reads as the rest of that line's text (check the indentation: ${indentRule}; a key that holds other keys has no text of its own)`,
      };
    }
    case 'BLOCK_AS_IMPLICIT_KEY':
      if (/^Nested mappings/.test(first)) {
        return { offset: at, message: 'YAML syntax: this text holds ": " (a colon and a space), which YAML reads as another key: put the whole text in quotes ("...")' };
      }
      return { offset: at, message: `YAML syntax: this list item is not indented like the items beside it, so it belongs to no list or key above it (check the indentation: ${indentRule})` };
    case 'MISSING_CHAR':
      if (/^Missing closing/.test(first)) return { offset: at, message: `YAML syntax: ${first} (a text that starts with a quote mark ends with the same quote mark)` };
      return { offset: at, message: `YAML syntax: ${first} (check the indentation: ${indentRule})` };
    case 'BAD_SCALAR_START':
      return { offset: at, message: `YAML syntax: ${first} (put a text that starts with @ or \` in quotes)` };
    default:
      // Nearly every other YAML mistake a person makes by hand is a misaligned line.
      return { offset: at, message: `YAML syntax: ${first} (check the indentation: ${indentRule})` };
  }
}

/** The key written twice, at the second one, naming the line of the first. */
function duplicateKey(error: YAMLError, text: string, contents: Node | null): Finding {
  const offset = nextContent(text, error.pos[0]);
  const earlier = earlierTwin(contents, offset);
  if (!earlier) return { offset, message: 'YAML syntax: this key appears twice in the same map (a key may appear only once in a map)' };
  return {
    offset,
    message: `YAML syntax: key "${earlier.key}" appears twice in the same map, first on line ${lineOf(text, earlier.offset)} (a key may appear only once in a map: delete or rename one)`,
  };
}

/** The first pair of the map whose key starts at `offset` that has the same key, if any. */
function earlierTwin(node: Node | null | undefined, offset: number): { key: string; offset: number } | undefined {
  if (isMap(node)) {
    const index = node.items.findIndex((p) => isScalar(p.key) && p.key.range?.[0] === offset);
    const pair = node.items[index];
    if (pair && isScalar(pair.key)) {
      const key = String(pair.key.value);
      const twin = node.items.slice(0, index).find((p) => isScalar(p.key) && String(p.key.value) === key);
      const start = twin && isScalar(twin.key) ? twin.key.range?.[0] : undefined;
      if (start !== undefined) return { key, offset: start };
    }
    for (const p of node.items) {
      const found = earlierTwin(p.value as Node | null, offset);
      if (found) return found;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      const found = earlierTwin(item as Node | null, offset);
      if (found) return found;
    }
  }
  return undefined;
}

function yamlSentence(message: string): string {
  const [firstLine = ''] = message.split('\n');
  return firstLine.replace(/ at line \d+, column \d+:?$/, '');
}

/** From `offset`, past blanks, line ends and comments, to the next character of content. */
export function nextContent(text: string, offset: number): number {
  let i = offset;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
    else if (c === '#') i = endOfLine(text, i);
    else break;
  }
  return i < text.length ? i : offset;
}

function inLeadingBlanks(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*\r?\n?$/.test(text.slice(lineStart, offset + 1));
}

/** The first character of the nearest line above `offset` that holds content (not blank, not a comment). */
function previousContent(text: string, offset: number): number | undefined {
  let lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  while (lineStart > 0) {
    const start = text.lastIndexOf('\n', lineStart - 2) + 1;
    const line = text.slice(start, lineStart - 1);
    const content = line.search(/\S/);
    if (content >= 0 && line[content] !== '#') return start + content;
    lineStart = start;
  }
  return undefined;
}

/** 1-based column of `offset`. */
function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1) + 1;
}

function endOfLine(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}

/** Whether only blanks and list dashes come before `offset` on its line: it is where a key would start. */
function startsItsLine(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[\s-]*$/.test(text.slice(lineStart, offset));
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
