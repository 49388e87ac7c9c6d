import { describe, expect, it } from 'vitest';
import { keyPositionAt } from '../../../engine/ui/authoring/editor/key-position';
import { valueAt } from '../../../engine/ui/authoring/editor/value-at';

/** The position at the | of a text. */
function at(textWithCursor: string) {
  const pos = textWithCursor.indexOf('|');
  return keyPositionAt(textWithCursor.replace('|', ''), pos);
}

describe('where a key of a block mapping is being typed', () => {
  it('finds the keys beside it, above and below, and the field of the list item it is in', () => {
    const text = 'items:\n  - label: nav.a\n    children:\n      - label: nav.b\n        # a note\n        path: /b\n        hea|\n        visible: { perm: SO }\n      - label: nav.c\n';
    expect(at(text)).toEqual({
      from: text.indexOf('hea|'),
      siblings: [{ key: 'path', value: '/b' }, { key: 'label', value: 'nav.b' }, { key: 'visible', value: '{ perm: SO }' }],
      parent: { field: 'children', inList: true },
    });
  });

  it('starts a new list item after a dash, with no key beside it yet', () => {
    expect(at('items:\n  - label: a\n  - |')).toEqual({ from: 'items:\n  - label: a\n  - '.length, siblings: [], parent: { field: 'items', inList: true } });
  });

  it('names the key whose mapping it is in', () => {
    expect(at('systems:\n  entries: []\n  oem|')).toEqual({ from: 'systems:\n  entries: []\n  '.length, siblings: [{ key: 'entries', value: '[]' }], parent: { field: 'systems', inList: false } });
  });

  it('has no parent at the top of the file', () => {
    expect(at('origin: x\n|\nlocales: []')).toEqual({ from: 10, siblings: [{ key: 'origin', value: 'x' }, { key: 'locales', value: '[]' }] });
  });

  it('is no key in a value or a flow mapping', () => {
    expect(at('items:\n  - label: na|')).toBeUndefined();
    expect(at('visible: { pe|')).toBeUndefined();
  });
});

describe('the field whose value is being typed', () => {
  it('says whether the value is an item of a list', () => {
    expect(valueAt('visible: { perm: ', 17)).toEqual({ field: 'perm', from: 17, inList: false });
    expect(valueAt('columns: [cd, b', 15)).toEqual({ field: 'columns', from: 14, inList: true });
    expect(valueAt('notices:\n  - ', 13)).toEqual({ field: 'notices', from: 13, inList: true });
  });
});
