/** A key being typed in a block mapping: where it starts, the keys beside it, and the field it is under. */
export interface KeyPosition {
  from: number;
  /** The keys already in the same mapping, with their values when written on the same line. */
  siblings: Array<{ key: string; value: string }>;
  /** The key whose value this mapping is (an item of its list when `inList`); none at the top. */
  parent?: { field: string; inList: boolean };
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const keyLine = /^(\s*)(-\s+)?([A-Za-z][\w-]*)\s*:(?:\s+(.*?))?\s*(?:#.*)?$/;

/**
 * Where a key of a block mapping is being typed at `pos` (`    hea|`, `  - |`), read from the
 * text alone: the mapping is the run of lines at the key's indentation, up to the line above it
 * with less (its parent key, or the `- ` of the list item it starts). Undefined in a value, a flow
 * mapping or a comment.
 */
export function keyPositionAt(text: string, pos: number): KeyPosition | undefined {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const before = text.slice(lineStart, pos);
  const typing = /^(\s*)(-\s+)?([A-Za-z][\w-]*)?$/.exec(before);
  if (!typing) return undefined;
  const [, indent = '', dash = '', word = ''] = typing;
  const column = indent.length + dash.length;
  const lines = text.split('\n');
  const here = text.slice(0, lineStart).split('\n').length - 1;
  const siblings: KeyPosition['siblings'] = [];
  let parent: KeyPosition['parent'];

  const startsItem = (line: string) => {
    const match = keyLine.exec(line);
    return match?.[2] !== undefined && (match[1] ?? '').length + (match[2] ?? '').length === column;
  };
  const sibling = (line: string) => {
    const match = keyLine.exec(line);
    if (match?.[3] && (match[1] ?? '').length + (match[2] ?? '').length === column) siblings.push({ key: match[3], value: match[4] ?? '' });
  };

  if (dash) {
    parent = listOwner(lines, here, indent.length);
  } else {
    for (let i = here - 1; i >= 0; i--) {
      const line = lines[i] ?? '';
      if (!line.trim() || line.trim().startsWith('#')) continue;
      if (startsItem(line)) {
        sibling(line);
        parent = listOwner(lines, i, indentOf(line));
        break;
      }
      if (indentOf(line) > column) continue;
      if (indentOf(line) === column) {
        sibling(line);
        continue;
      }
      const owner = keyLine.exec(line);
      if (owner?.[3] && !owner[4]) parent = { field: owner[3], inList: false };
      break;
    }
  }
  for (let i = here + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (indentOf(line) < column || startsItem(line) || (indentOf(line) === column && line.trimStart().startsWith('-'))) break;
    if (indentOf(line) === column) sibling(line);
  }
  return { from: pos - word.length, siblings, ...(parent ? { parent } : {}) };
}

/** The field a block list item at `indent` (on line `index`) belongs to. */
function listOwner(lines: string[], index: number, indent: number): KeyPosition['parent'] {
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (indentOf(line) > indent || (indentOf(line) === indent && line.trimStart().startsWith('-'))) continue;
    const owner = keyLine.exec(line);
    return owner?.[3] && !owner[4] ? { field: owner[3], inList: true } : undefined;
  }
  return undefined;
}
