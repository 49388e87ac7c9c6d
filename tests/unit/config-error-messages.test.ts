import { describe, expect, it } from 'vitest';
import { describeLocation, ordinal } from '../../engine/config/describe-location';
import { parseYamlSource } from '../../engine/config/yaml-source';
import { edit, errorLines, positionOf, realFile, realFiles } from './config-fixture';

// Issue 18 point 4: messages a product manager can act on. One YAML mistake is one message at
// the line to change; nothing else is blamed for the file that mistake made unreadable; each
// place is named as the person sees it; no list is cut short.

const common = 'locales/en/common.yaml';

/** `file:line:column` of the first character of `needle` in `text`. */
const at = (file: string, text: string, needle: string) => {
  const { line, column } = positionOf(text, needle);
  return `${file}:${line}:${column}`;
};

describe('a YAML mistake is one message, at the line to change', () => {
  it('a key indented further than the one above it: the misaligned line, not the line above', () => {
    const changed = edit(common, '  openMenu: Open menu', '   openMenu: Open menu');
    expect(errorLines(changed)).toEqual([
      `${at(common, changed[common], 'openMenu')} /header/skipToContent YAML syntax: this line is indented further than line ${positionOf(changed[common], 'skipToContent').line}, so it reads as the rest of that line's text (check the indentation: keys of one map, and items of one list, start in the same column; a key that holds other keys has no text of its own)`,
    ]);
  });

  it('a key indented less than the ones beside it: that key, at its first character', () => {
    const changed = edit(common, '  openMenu: Open menu', ' openMenu: Open menu');
    expect(errorLines(changed)).toEqual([
      `${at(common, changed[common], 'openMenu')} YAML syntax: this line is not indented like the lines beside it (check the indentation: keys of one map, and items of one list, start in the same column)`,
    ]);
  });

  it('the first key of a map indented further than the rest: that first key, not each of the others', () => {
    const changed = edit(common, '    buyers: Buyers', '      buyers: Buyers');
    const lines = errorLines(changed);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${at(common, changed[common], 'buyers: Buyers')} /nav/audience YAML syntax: this line is not indented like the lines beside it`));
  });

  it('a duplicate key: the second one, naming the line of the first', () => {
    const changed = edit(common, '  openMenu: Open menu', '  openMenu: Open menu\n  skipToContent: Skip');
    const first = positionOf(changed[common], 'skipToContent').line;
    expect(errorLines(changed)).toEqual([
      `${at(common, changed[common], 'skipToContent: Skip\n')} /header YAML syntax: key "skipToContent" appears twice in the same map, first on line ${first} (a key may appear only once in a map: delete or rename one)`,
    ]);
  });

  it('a duplicate key after a nested group is placed on its own line, not at the end of the group above', () => {
    const text = realFile(common);
    const changed = `${text}header:\n  close: Close\n`;
    const second = changed.lastIndexOf('\nheader:') + 1;
    const line = changed.slice(0, second).split('\n').length;
    expect(errorLines({ [common]: changed })).toEqual([
      `${common}:${line}:1 YAML syntax: key "header" appears twice in the same map, first on line ${positionOf(text, 'header:').line} (a key may appear only once in a map: delete or rename one)`,
    ]);
  });

  it('the same in a config file, named as the person sees it', () => {
    const header = 'config/nav/header-en.yaml';
    const changed = edit(header, '  - label: nav.package\n    path: /en/package', '  - label: nav.package\n    path: /en/package\n    path: /en/pricing');
    expect(errorLines(changed)).toEqual([
      `${at(header, changed[header], 'path: /en/pricing')} /items/4 (5th menu item "Pricing") YAML syntax: key "path" appears twice in the same map, first on line ${positionOf(changed[header], 'path: /en/package').line} (a key may appear only once in a map: delete or rename one)`,
    ]);
  });

  it('says what to do about a tab, a missing space after the colon and a text holding ": "', () => {
    const tab = parseYamlSource('x.yaml', 'a:\n  b: 1\n\tc: 2\n');
    expect(tab.ok ? [] : tab.error.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual(['3:2 YAML syntax: this line is indented with a tab; YAML indents with spaces only (check the indentation)']);
    const colon = parseYamlSource('x.yaml', 'a:\n  b:1\n  c: 2\n');
    expect(colon.ok ? [] : colon.error.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual(['2:3 YAML syntax: this line is not "key: value": a key is followed by a colon and a space']);
    const quoted = parseYamlSource('x.yaml', 'a:\n  b: Step 1: sign up\n');
    expect(quoted.ok ? [] : quoted.error.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual(['2:6 YAML syntax: this text holds ": " (a colon and a space), which YAML reads as another key: put the whole text in quotes ("...")']);
  });
});

describe('a file that failed its own check is the only one blamed', () => {
  // Each of these, made unreadable, once made the checks of other files report every text or
  // page it would have held as missing (18 lines before the real one for locales/en/common.yaml).
  const files = [
    'locales/en/common.yaml', 'locales/ru/catalogue.yaml', 'locales/zh-cn/console.yaml', 'locales/zh-cn/news.yaml',
    'locales/en/pages/aboutus.yaml', 'config/routes.yaml', 'config/pages/contact.yaml', 'config/nav/header-en.yaml',
    'schemas/forms/package-order.schema.json',
  ];
  it.each(files)('%s with a syntax error gives one message, in that file', (file) => {
    const text = realFiles[file];
    if (text === undefined) throw new Error(`${file} is not a file of the project's config`);
    const lines = errorLines({ [file]: `${text}\nbroken: [\n` });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith(`${file}:`)).toBe(true);
  });

  it('a texts file that fails its schema leaves the texts it would hold unjudged too', () => {
    const changed = edit(common, 'brand:\n', 'brand: [not, a, group]\nbrandGroup:\n');
    expect(errorLines(changed).filter((l) => !l.startsWith(`${common}:`))).toEqual([]);
  });
});

describe('each place is named as a person sees it', () => {
  it('a nested menu entry: 1-based, by its English label, through its visibility rule', () => {
    const header = 'config/nav/app-header.yaml';
    const changed = edit(header, '    visible: { perm: EMAIL }', '    visible: { all: [perm: E_MAIL, loggedIn: true] }');
    expect(errorLines(changed)).toEqual([
      `${at(header, changed[header], 'E_MAIL')} /items/5/visible/all/0/perm (6th menu item "E-mail centre" → visible → 1st condition → perm) must be one of "CDS", "SO", "MARKET_ANALYSIS", "AI", "RECOMMEND", "EMAIL", "OPENS"`,
    ]);
  });

  it('counts from one and says 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st, 111th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });

  it('names an item by its label text, else its title, name, heading, id or path, else its type; a key that resolves to nothing is shown as written', () => {
    const data = { items: [{ label: 'nav.a', path: '/a' }, { label: 'nav.unknown' }, { id: 'x', path: '/x' }, { type: 'hero' }, {}], codes: ['IMP_US'], plain: { key: 1 } };
    const textOf = (key: string) => (key === 'nav.a' ? 'Alpha' : undefined);
    const describe = (...segments: Array<string | number>) => describeLocation(data, segments, { kind: 'header', textOf });
    expect(describe('items', 0, 'path')).toBe('1st menu item "Alpha" → path');
    expect(describe('items', 1)).toBe('2nd menu item "nav.unknown"');
    expect(describe('items', 2)).toBe('3rd menu item "x"');
    expect(describe('items', 3)).toBe('4th menu item (hero)');
    expect(describe('items', 4)).toBe('5th menu item');
    expect(describe('codes', '0')).toBe('1st code "IMP_US"');
    // A path of map keys only says nothing the pointer does not.
    expect(describe('plain', 'key')).toBeUndefined();
  });
});

describe('no list in a message is cut short', () => {
  it('a form missing a dozen texts names every one of them', () => {
    const file = 'locales/en/forms.yaml';
    const changed = edit(file, '\ndemo:\n', '\ndemoForm:\n');
    const line = errorLines(changed).find((l) => l.includes('form "demo" is shown in en'));
    expect(line).toBeDefined();
    const listed = (line ?? '').split(' lacks: ')[1]?.split(', ') ?? [];
    expect(listed.length).toBeGreaterThan(8);
    expect(listed).toEqual(expect.arrayContaining(['demo.title', 'demo.submit', 'demo.success', 'demo.fields.message.label', 'demo.fields.code.label']));
    expect(line).not.toMatch(/\bmore\b|…/);
  });
});
