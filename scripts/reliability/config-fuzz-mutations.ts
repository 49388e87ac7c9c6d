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

/** Lines holding `key:` (YAML) or `"key":` (JSON), with where the key starts and ends. */
function keyOccurrences(text: string): Array<{ start: number; end: number; line: number; leading: boolean }> {
  const out: Array<{ start: number; end: number; line: number; leading: boolean }> = [];
  const lines = text.split('\n');
  let offset = 0;
  lines.forEach((line, index) => {
    if (!/^\s*#/.test(line)) {
      const pattern = /(^\s*(?:- )?|[{,]\s*)("[^"\n]+"|[A-Za-z0-9_][A-Za-z0-9_.-]*)(\s*:)(?=\s|$)/g;
      for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
        const start = offset + m.index + m[1].length;
        out.push({ start, end: start + m[2].length, line: index, leading: m.index === 0 && !m[1].includes('{') && !m[1].includes(',') });
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
  const i = n % (bare.length - 1);
  const variants = [
    bare.slice(0, i) + bare[i + 1] + bare[i] + bare.slice(i + 2),
    bare.slice(0, i) + bare.slice(i + 1),
    bare.slice(0, i + 1) + bare[i] + bare.slice(i + 1),
    bare.slice(0, i) + (bare[i] === 'e' ? 'a' : 'e') + bare.slice(i + 1),
  ];
  const result = variants.find((v, k) => k >= (n >> 3) % variants.length && v !== bare && v.length > 0) ?? `${bare}s`;
  return quoted ? `"${result}"` : result;
}

/** The line range a key's block spans: its line and the more indented lines under it. */
function blockOf(lines: string[], index: number): [number, number] {
  const indent = (s: string) => s.length - s.trimStart().length;
  const own = indent(lines[index].replace(/^(\s*)- /, '$1  '));
  let end = index + 1;
  while (end < lines.length && (lines[end].trim() === '' || indent(lines[end]) > own)) end++;
  return [index, end];
}

const scalarLine = /^(\s*(?:- )?"?[A-Za-z0-9_][\w.-]*"?\s*:\s+)([^\s{[&*|>#][^#]*?|"[^"]*"|'[^']*')\s*(#.*)?$/;

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
      const [from, to] = blockOf(lines, key.line);
      const changed = [...lines];
      const dash = /^(\s*)- /.exec(lines[from]);
      const next = lines[to];
      // The first key of a list item: the item keeps its dash, on the key that followed.
      if (dash && next !== undefined && next.length - next.trimStart().length === dash[1].length + 2) changed.splice(from, to - from + 1, `${dash[1]}- ${next.trimStart()}`);
      else changed.splice(from, to - from);
      return { content: changed.join('\n'), describe: `line ${from + 1}: key ${text.slice(key.start, key.end)} deleted with ${to - from - 1} lines under it` };
    }
    case 'reindent-line': {
      const candidates = lines.map((l, i) => i).filter((i) => lines[i].trim() !== '');
      const index = pick(candidates, a);
      if (index === undefined) return undefined;
      const shift = [-4, -2, -1, 1, 2, 4][b % 6];
      const current = lines[index].length - lines[index].trimStart().length;
      const width = Math.max(0, current + shift);
      if (width === current) return undefined;
      const changed = [...lines];
      changed[index] = ' '.repeat(width) + lines[index].trimStart();
      return { content: changed.join('\n'), describe: `line ${index + 1}: indentation ${current} -> ${width}` };
    }
    case 'duplicate-key': {
      const key = pick(keys.filter((k) => scalarLine.test(lines[k.line])), a);
      if (!key) return undefined;
      const changed = [...lines];
      changed.splice(key.line + 1, 0, lines[key.line].replace(/^(\s*)- /, '$1  '));
      return { content: changed.join('\n'), describe: `line ${key.line + 1}: key ${text.slice(key.start, key.end)} written twice` };
    }
    case 'change-type': {
      const candidates = lines.map((l, i) => i).filter((i) => scalarLine.test(lines[i]));
      const index = pick(candidates, a);
      if (index === undefined) return undefined;
      const m = scalarLine.exec(lines[index])!;
      const replacement = replacementOfAnotherType(m[2], b);
      const changed = [...lines];
      changed[index] = `${m[1]}${replacement}`;
      return { content: changed.join('\n'), describe: `line ${index + 1}: value ${m[2].trim()} -> ${replacement}` };
    }
    case 'insert-alias': {
      const candidates = lines.map((l, i) => i).filter((i) => scalarLine.test(lines[i]));
      if (candidates.length < 2) return undefined;
      const first = candidates[a % candidates.length];
      const second = candidates[b % candidates.length];
      if (first === second) return undefined;
      const [anchorLine, aliasLine] = first < second ? [first, second] : [second, first];
      const changed = [...lines];
      const anchored = scalarLine.exec(lines[anchorLine])!;
      changed[anchorLine] = `${anchored[1]}&fuzz ${anchored[2]}`;
      changed[aliasLine] = `${scalarLine.exec(lines[aliasLine])![1]}*fuzz`;
      return { content: changed.join('\n'), describe: `line ${aliasLine + 1}: value replaced by an alias of line ${anchorLine + 1}` };
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
