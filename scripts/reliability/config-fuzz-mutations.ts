/**
 * The mutations of the config fuzz test: small edits of one real file, the kind a hurried edit,
 * a bad merge or a broken editor makes. Each is a pure function of the file's text and a few
 * random numbers, so a seed reproduces a run exactly.
 */
import fc from 'fast-check';

export const mutationKinds = [
  'rename-key', 'delete-key', 'reindent-line', 'duplicate-key', 'change-type', 'insert-alias', 'alias-bomb',
  'truncate', 'control-character', 'invalid-utf8',
] as const;
export type MutationKind = (typeof mutationKinds)[number];

/** What fast-check draws for one mutation: which file, which edit, and numbers the edit picks with. */
export interface MutationPlan {
  fileIndex: number;
  kind: MutationKind;
  picks: [number, number, number];
}

export function mutationPlans(fileCount: number): fc.Arbitrary<MutationPlan> {
  return fc.record({
    fileIndex: fc.nat({ max: fileCount - 1 }),
    kind: fc.constantFrom(...mutationKinds),
    picks: fc.tuple(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 })),
  });
}

export interface Mutation {
  /** The new content: text, or bytes for a file that is no longer UTF-8. */
  content: string | Uint8Array;
  describe: string;
}

const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);

/** A key on a line: where it starts and ends in the text, the line's index and the line itself. */
interface KeyOccurrence { start: number; end: number; line: number; lineText: string; leading: boolean }

/** Lines holding `key:` (YAML) or `"key":` (JSON), with where the key starts and ends. */
function keyOccurrences(text: string): KeyOccurrence[] {
  const out: KeyOccurrence[] = [];
  const lines = text.split('\n');
  let offset = 0;
  lines.forEach((line, index) => {
    if (!/^\s*#/.test(line)) {
      const pattern = /(^\s*(?:- )?|[{,]\s*)("[^"\n]+"|[A-Za-z0-9_][A-Za-z0-9_.-]*)(\s*:)(?=\s|$)/g;
      for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
        const [, before = '', key = ''] = m; // both groups take part in every match
        const start = offset + m.index + before.length;
        out.push({ start, end: start + key.length, line: index, lineText: line, leading: m.index === 0 && !before.includes('{') && !before.includes(',') });
      }
    }
    offset += line.length + 1;
  });
  return out;
}

/** A near miss of a name: two letters swapped, one dropped, one doubled or one changed. */
export function nearMiss(name: string, n: number): string {
  const quoted = name.startsWith('"');
  const bare = quoted ? name.slice(1, -1) : name;
  if (bare.length < 2) return quoted ? `"${bare}x"` : `${bare}x`;
  const i = n % (bare.length - 1); // i and i + 1 are characters of bare
  const variants = [
    bare.slice(0, i) + bare.charAt(i + 1) + bare.charAt(i) + bare.slice(i + 2),
    bare.slice(0, i) + bare.slice(i + 1),
    bare.slice(0, i + 1) + bare.charAt(i) + bare.slice(i + 1),
    bare.slice(0, i) + (bare.charAt(i) === 'e' ? 'a' : 'e') + bare.slice(i + 1),
  ];
  const result = variants.find((v, k) => k >= (n >> 3) % variants.length && v !== bare && v.length > 0) ?? `${bare}s`;
  return quoted ? `"${result}"` : result;
}

/** The line range a key's block spans: its line and the more indented lines under it. */
function blockOf(lines: string[], key: KeyOccurrence): [number, number] {
  const indent = (s: string) => s.length - s.trimStart().length;
  const own = indent(key.lineText.replace(/^(\s*)- /, '$1  '));
  const under = (line: string | undefined) => line !== undefined && (line.trim() === '' || indent(line) > own);
  let end = key.line + 1;
  while (under(lines[end])) end++; // a line past the last is undefined
  return [key.line, end];
}

const scalarLine = /^(\s*(?:- )?"?[A-Za-z0-9_][\w.-]*"?\s*:\s+)([^\s{[&*|>#][^#]*?|"[^"]*"|'[^']*')\s*(#.*)?$/;

/** The lines holding a key with a scalar value: each line's index, its part up to the value, and the value. */
function scalarLines(lines: string[]): Array<{ index: number; head: string; value: string }> {
  return lines.flatMap((line, index) => {
    const m = scalarLine.exec(line);
    if (!m) return [];
    const [, head = '', value = ''] = m; // both groups take part in every match
    return [{ index, head, value }];
  });
}

function replacementOfAnotherType(value: string, n: number): string {
  const trimmed = value.trim();
  const kind = /^-?\d+(\.\d+)?$/.test(trimmed) ? 'number' : /^(true|false)$/.test(trimmed) ? 'boolean' : /^(null|~)$/.test(trimmed) ? 'null' : 'string';
  const others = ['123', 'true', 'null', '[]', '{}', '"text"'].filter((v) => {
    if (kind === 'number') return v !== '123';
    if (kind === 'boolean') return v !== 'true';
    if (kind === 'null') return v !== 'null';
    return v !== '"text"';
  });
  return pick(others, n)!;
}

/** One mutation of `text` (undefined when the file offers nothing to mutate this way). */
export function mutate(text: string, plan: MutationPlan): Mutation | undefined {
  const [a, b, c] = plan.picks;
  const lines = text.split('\n');
  const keys = keyOccurrences(text);
  switch (plan.kind) {
    case 'rename-key': {
      const key = pick(keys, a);
      if (!key) return undefined;
      const name = text.slice(key.start, key.end);
      const renamed = nearMiss(name, b);
      return { content: text.slice(0, key.start) + renamed + text.slice(key.end), describe: `line ${key.line + 1}: key ${name} renamed ${renamed}` };
    }
    case 'delete-key': {
      const key = pick(keys.filter((k) => k.leading), a);
      if (!key) return undefined;
      const [from, to] = blockOf(lines, key);
      const changed = [...lines];
      const [, dashIndent] = /^(\s*)- /.exec(key.lineText) ?? []; // undefined when the line has no dash
      const next = lines[to];
      // The first key of a list item: the item keeps its dash, on the key that followed.
      if (dashIndent !== undefined && next !== undefined && next.length - next.trimStart().length === dashIndent.length + 2) changed.splice(from, to - from + 1, `${dashIndent}- ${next.trimStart()}`);
      else changed.splice(from, to - from);
      return { content: changed.join('\n'), describe: `line ${from + 1}: key ${text.slice(key.start, key.end)} deleted with ${to - from - 1} lines under it` };
    }
    case 'reindent-line': {
      const candidates = lines.flatMap((line, index) => (line.trim() !== '' ? [{ index, line }] : []));
      const target = pick(candidates, a);
      if (target === undefined) return undefined;
      const { index, line } = target;
      const shift = pick([-4, -2, -1, 1, 2, 4], b)!;
      const current = line.length - line.trimStart().length;
      const width = Math.max(0, current + shift);
      if (width === current) return undefined;
      const changed = [...lines];
      changed[index] = ' '.repeat(width) + line.trimStart();
      return { content: changed.join('\n'), describe: `line ${index + 1}: indentation ${current} -> ${width}` };
    }
    case 'duplicate-key': {
      const key = pick(keys.filter((k) => scalarLine.test(k.lineText)), a);
      if (!key) return undefined;
      const changed = [...lines];
      changed.splice(key.line + 1, 0, key.lineText.replace(/^(\s*)- /, '$1  '));
      return { content: changed.join('\n'), describe: `line ${key.line + 1}: key ${text.slice(key.start, key.end)} written twice` };
    }
    case 'change-type': {
      const target = pick(scalarLines(lines), a);
      if (target === undefined) return undefined;
      const { index, head, value } = target;
      const replacement = replacementOfAnotherType(value, b);
      const changed = [...lines];
      changed[index] = `${head}${replacement}`;
      return { content: changed.join('\n'), describe: `line ${index + 1}: value ${value.trim()} -> ${replacement}` };
    }
    case 'insert-alias': {
      const candidates = scalarLines(lines);
      if (candidates.length < 2) return undefined;
      const first = pick(candidates, a);
      const second = pick(candidates, b);
      if (!first || !second || first.index === second.index) return undefined;
      const [anchor, alias] = first.index < second.index ? [first, second] : [second, first];
      const changed = [...lines];
      changed[anchor.index] = `${anchor.head}&fuzz ${anchor.value}`;
      changed[alias.index] = `${alias.head}*fuzz`;
      return { content: changed.join('\n'), describe: `line ${alias.index + 1}: value replaced by an alias of line ${anchor.index + 1}` };
    }
    case 'alias-bomb': {
      const level = (name: string, of: string) => `${name}: &${name} [${Array(9).fill(`*${of}`).join(', ')}]`;
      const bomb = ['fuzzA: &fuzzA [lol, lol, lol, lol, lol, lol, lol, lol, lol]', level('fuzzB', 'fuzzA'), level('fuzzC', 'fuzzB'), level('fuzzD', 'fuzzC'), level('fuzzE', 'fuzzD'), level('fuzzF', 'fuzzE')];
      if (text.trimStart().startsWith('{')) return undefined; // a JSON file has no anchors
      return { content: `${text.replace(/\n*$/, '\n')}${bomb.join('\n')}\n`, describe: 'billion-laughs aliases appended' };
    }
    case 'truncate': {
      if (text.length < 2) return undefined;
      const at = a % text.length;
      return { content: text.slice(0, at), describe: `cut at character ${at} of ${text.length}` };
    }
    case 'control-character': {
      const chars = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F', '\u0085', '\u009B'];
      const at = a % (text.length + 1);
      const char = pick(chars, b)!;
      return { content: text.slice(0, at) + char + text.slice(at), describe: `U+${char.charCodeAt(0).toString(16).padStart(4, '0')} inserted at character ${at}` };
    }
    case 'invalid-utf8': {
      const bytes = new TextEncoder().encode(text);
      const at = a % (bytes.length + 1);
      const bad = pick([[0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xc0, 0xaf]], c)!;
      const out = new Uint8Array(bytes.length + bad.length);
      out.set(bytes.subarray(0, at), 0);
      out.set(bad, at);
      out.set(bytes.subarray(at), at + bad.length);
      return { content: out, describe: `bytes ${bad.map((x) => x.toString(16)).join(' ')} inserted at byte ${at}` };
    }
  }
}
