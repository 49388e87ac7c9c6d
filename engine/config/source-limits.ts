import { isAlias, isMap, isPair, isSeq, type Node } from 'yaml';

/**
 * What a config file may not be, whatever its schema says: the limits that keep the check itself
 * from failing (a file too large, nested too deep, aliases that expand without end) and the
 * characters no text should carry. Each finding names the offset where it starts, so the caller
 * can point at the line and column.
 */

/** Far above the largest real file (about 60 kB): a larger one is a mistake, or an attack on the check. */
export const maxFileBytes = 2_000_000;
/** The real config nests about 12 levels; ajv, the walkers and the model recurse once per level. */
export const maxNesting = 40;
/** yaml's own guard against "billion laughs": how far aliases may multiply the data. */
export const maxAliasExpansion = 100;

export interface Finding {
  offset: number;
  message: string;
}

/**
 * Text of a file given as bytes, or where it stops being UTF-8. TextDecoder would quietly turn a
 * bad byte into "�", which would then show on the site.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { invalidAt: number; textBefore: string } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    const at = firstInvalidUtf8(bytes);
    return { invalidAt: at, textBefore: new TextDecoder('utf-8').decode(bytes.subarray(0, at)) };
  }
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!; // i < bytes.length
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    const continuation = bytes.subarray(i + 1, i + length);
    if (continuation.some((c) => (c & 0xc0) !== 0x80)) return i;
    // Overlong forms and surrogates are the remaining invalid sequences. Only a one-byte character
    // has no second byte, and its b is none of the four below.
    const second = continuation[0] ?? 0;
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second >= 0xa0) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second >= 0x90)) return i;
    i += length;
  }
  return bytes.length;
}

/**
 * C0 and C1 control characters other than tab and line breaks (YAML allows none of them anywhere
 * in a file), and U+FFFD, which a broken encoding leaves where a character was lost: invisible or
 * meaningless in an editor, wrong on a page.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const unwantedCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/g;

/** Where the file holds a character no config text should (at most a few, each located). */
export function unwantedCharacters(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const m of text.matchAll(unwantedCharacter)) {
    const code = `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    findings.push({
      offset: m.index,
      message: m[0] === '\uFFFD'
        ? `contains ${code}, the mark a broken text encoding leaves where a character was lost; retype the text`
        : `contains the invisible control character ${code}; delete it (retype the text if you cannot see it)`,
    });
    if (findings.length === 5) break;
  }
  return findings;
}

/**
 * The first node nested too deep, found without recursion: a deep file must not overflow the
 * stack here either.
 */
export function scanDocument(root: Node | null | undefined): Finding[] {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > maxNesting) return [{ offset: (node as Node).range?.[0] ?? 0, message: `is nested more than ${maxNesting} levels deep; no config needs that many` }];
    if (isMap(node) || isSeq(node)) {
      for (const item of node.items as unknown[]) {
        if (isPair(item)) stack.push({ node: item.key, depth: depth + 1 }, { node: item.value, depth: depth + 1 });
        else stack.push({ node: item, depth: depth + 1 });
      }
    }
  }
  return [];
}

/** Offset of the first alias (*name) in the document: where an alias expansion is blamed. */
export function firstAliasOffset(root: Node | null | undefined): number {
  const stack: unknown[] = [root];
  let first = Infinity;
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (isAlias(node)) first = Math.min(first, node.range?.[0] ?? Infinity);
    else if (isPair(node)) stack.push(node.key, node.value);
    else if (isMap(node) || isSeq(node)) stack.push(...(node.items as unknown[]));
  }
  return Number.isFinite(first) ? first : 0;
}
