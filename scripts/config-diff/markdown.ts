/** One part of the summary: a heading and its Markdown lines. A comparison with nothing to say gives none. */
export interface Section {
  title: string;
  lines: string[];
}

/** The section, or none when it has no lines (sections with no change are left out). */
export function section(title: string, lines: string[]): Section | undefined {
  return lines.length ? { title, lines } : undefined;
}

/** A name as code (`nav.products`); a backtick inside is doubled around so it cannot end the span. */
export function code(name: string): string {
  return name.includes('`') ? `\`\` ${name} \`\`` : `\`${name}\``;
}

/**
 * A text as it reads, quoted, on one line: Markdown's own characters escaped so a text with * or
 * <b> shows as written instead of turning into emphasis or HTML.
 */
export function quote(text: string): string {
  const oneLine = text.replace(/\r?\n/g, ' ⏎ ');
  return `“${oneLine.replace(/[\\`*_[\]<>#|~]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : `\\${c}`))}”`;
}

/** Texts longer than this are shortened around what changed. */
export const longText = 100;

/** Characters of unchanged text kept on each side of a change in a shortened pair. */
const context = 24;

/** One text, shortened to about `longText` characters with an ellipsis. */
export function shorten(text: string): string {
  return text.length <= longText ? text : `${text.slice(0, longText - 1)}…`;
}

/**
 * An old and a new text as "old → new", each quoted. Long texts are cut to the part that differs
 * with a little context either side, so a one-word change in a paragraph shows that word.
 */
export function changedText(before: string, after: string): string {
  if (before.length <= longText && after.length <= longText) return `${quote(before)} → ${quote(after)}`;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const cut = (text: string) => {
    const from = wordStart(text, Math.max(0, start - context));
    const to = wordEnd(text, Math.min(text.length, text.length - end + context));
    const middle = text.slice(from, to);
    const lead = from > 0 ? '…' : '';
    if (middle.length > longText) return `${lead}${middle.slice(0, longText - 1)}…`;
    return `${lead}${middle}${to < text.length ? '…' : ''}`;
  };
  return `${quote(cut(before))} → ${quote(cut(after))}`;
}

/** Where the word around `at` starts, so a cut does not begin mid-word (unless the word is very long). */
function wordStart(text: string, at: number): number {
  const space = text.lastIndexOf(' ', at);
  return space >= 0 && at - space < 16 ? space + 1 : at;
}

/** Where the word around `at` ends. */
function wordEnd(text: string, at: number): number {
  const space = text.indexOf(' ', at);
  return space >= 0 && space - at < 16 ? space : space < 0 && text.length - at < 16 ? text.length : at;
}

/** a, b and c. */
export function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** "1 field", "3 fields". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
