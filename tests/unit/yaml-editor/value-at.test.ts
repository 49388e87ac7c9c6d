import { describe, expect, it } from 'vitest';
import { keyFieldAt } from '../../../engine/ui/authoring/editor/value-at';

const fields = { fields: ['label', 'heading', 'text'], listFields: ['notices', 'paragraphs'] };

/** The text up to the cursor, written with a | where the cursor is. */
function at(textWithCursor: string) {
  const pos = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  const found = keyFieldAt(text, pos, fields);
  return found === undefined ? undefined : text.slice(found.from, pos);
}

describe('where a translation key is being typed', () => {
  it.each([
    ['items:\n  - label: nav.da|', 'nav.da'],
    ['items:\n  - label: |', ''],
    ['  - { label: nav.statsCn, path: /x, heading: menu.s|', 'menu.s'],
    ['  - { label: "nav.x|', 'nav.x'],
    ["  heading: 'menu.|", 'menu.'],
    ['paragraphs: [intro, more.te|', 'more.te'],
    ['paragraphs: [|', ''],
    ['title: t\nnotices:\n  - footer.a\n  - footer.|', 'footer.'],
    ['notices:\n- footer.|', 'footer.'],
    ['  body: x\n  paragraphs:\n    # a comment\n    - common:int|', 'common:int'],
  ])('%j: the key so far is %j', (text, key) => {
    expect(at(text)).toBe(key);
  });

  it.each([
    ['items:\n  - path: /dash|'],
    ['  - { label: nav.x, path: /da|'],
    ['visible: { perm: S|'],
    ['items:\n  - |'],
    ['columns: [cd, b|'],
    ['items:\n  - label: x\n    children:\n      - |'],
    ['# label: nav.|x'.replace('|x', '|')],
  ])('%j: not a key', (text) => {
    expect(at(text)).toBeUndefined();
  });
});
