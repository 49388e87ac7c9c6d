/** Which fields take a translation key: a single key, or a list of keys. */
export interface KeyFields {
  fields: readonly string[];
  listFields: readonly string[];
}

const keyCharacters = /[\w.:-]*$/;

/**
 * Where the translation key being typed at `pos` starts, when the cursor is in the value of a
 * field that takes one: `label: nav.da|`, `{ label: "nav.da|`, `paragraphs: [intro, more|`, or an
 * item of a block list under such a field (`notices:` then `  - footer.no|`). Undefined anywhere
 * else. Reads the text alone (no parse), so it works while the file is half written.
 */
export function keyFieldAt(text: string, pos: number, fields: KeyFields): { from: number } | undefined {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const before = text.slice(lineStart, pos);
  const word = keyCharacters.exec(before)?.[0] ?? '';
  const from = pos - word.length;
  const lead = before.slice(0, before.length - word.length).replace(/["']$/, '');
  if (/(?:^|\s)#/.test(lead)) return undefined; // in a comment

  const field = /(?:^|[\s{,])([A-Za-z]+)\s*:\s*$/.exec(lead)?.[1];
  if (field !== undefined) return fields.fields.includes(field) ? { from } : undefined;
  const flowList = /(?:^|[\s{,])([A-Za-z]+)\s*:\s*\[(?:[^\]]*,)?\s*$/.exec(lead)?.[1];
  if (flowList !== undefined) return fields.listFields.includes(flowList) ? { from } : undefined;
  const item = /^(\s*)-\s+$/.exec(lead);
  if (item) return blockListField(text, lineStart, (item[1] ?? '').length, fields) ? { from } : undefined;
  return undefined;
}

/** The field a block list item at `indent` belongs to takes a list of keys. */
function blockListField(text: string, lineStart: number, indent: number, fields: KeyFields): boolean {
  const lines = text.slice(0, Math.max(lineStart - 1, 0)).split('\n').reverse();
  for (const line of lines) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const own = line.length - line.trimStart().length;
    if (own === indent && line.trimStart().startsWith('-')) continue; // an earlier item of the same list
    if (own > indent) continue; // inside an earlier item
    const owner = /^\s*([A-Za-z]+)\s*:\s*(?:#.*)?$/.exec(line)?.[1];
    return owner !== undefined && fields.listFields.includes(owner);
  }
  return false;
}
