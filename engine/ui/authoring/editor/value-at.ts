/** The field whose value is being typed, where that value starts, and whether it is a list item. */
export interface ValueAt {
  field: string;
  from: number;
  inList: boolean;
}

const valueCharacters = /[\w.:-]*$/;

/**
 * Which field's value is being typed at `pos`: `label: nav.da|`, `{ perm: S|`, `{ label: "nav.x|`,
 * an item of a flow list (`paragraphs: [intro, mo|`) or of a block list (`notices:` then
 * `  - footer.no|`). Undefined in a key, a comment, or anywhere else. Reads the text alone (no
 * parse), so it works while the file is half written and in flow mappings alike.
 */
export function valueAt(text: string, pos: number): ValueAt | undefined {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const before = text.slice(lineStart, pos);
  const word = valueCharacters.exec(before)?.[0] ?? '';
  const from = pos - word.length;
  const lead = before.slice(0, before.length - word.length).replace(/["']$/, '');
  if (/(?:^|\s)#/.test(lead)) return undefined; // in a comment

  const field = /(?:^|[\s{,])([A-Za-z][\w-]*)\s*:\s*$/.exec(lead)?.[1];
  if (field !== undefined) return { field, from, inList: false };
  const flowList = /(?:^|[\s{,])([A-Za-z][\w-]*)\s*:\s*\[(?:[^\]]*,)?\s*$/.exec(lead)?.[1];
  if (flowList !== undefined) return { field: flowList, from, inList: true };
  const item = /^(\s*)-\s+$/.exec(lead);
  const owner = item ? blockListOwner(text, lineStart, (item[1] ?? '').length) : undefined;
  return owner === undefined ? undefined : { field: owner, from, inList: true };
}

/** The field a block list item at `indent` belongs to (`notices:` above `  - x`), if any. */
function blockListOwner(text: string, lineStart: number, indent: number): string | undefined {
  const lines = text.slice(0, Math.max(lineStart - 1, 0)).split('\n').reverse();
  for (const line of lines) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const own = line.length - line.trimStart().length;
    if (own === indent && line.trimStart().startsWith('-')) continue; // an earlier item of the same list
    if (own > indent) continue; // inside an earlier item
    return /^\s*([A-Za-z][\w-]*)\s*:\s*(?:#.*)?$/.exec(line)?.[1];
  }
  return undefined;
}

/** Which fields take a translation key: a single key, or a list of keys. */
export interface KeyFields {
  fields: readonly string[];
  listFields: readonly string[];
}

/** Where the translation key being typed at `pos` starts, when the field there takes one. */
export function keyFieldAt(text: string, pos: number, fields: KeyFields): { from: number } | undefined {
  const at = valueAt(text, pos);
  if (!at) return undefined;
  return (at.inList ? fields.listFields : fields.fields).includes(at.field) ? { from: at.from } : undefined;
}
