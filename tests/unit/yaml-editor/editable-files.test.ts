import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editableFiles, editablePath, writeEditable } from '../../../engine/build/yaml-editor/editable-files';

/** A content root with config/, locales/, a file beside them, and a link from config/ out of it. */
let root: string;
let outside: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'yaml-editor-root-'));
  outside = mkdtempSync(join(tmpdir(), 'yaml-editor-outside-'));
  mkdirSync(join(root, 'config/nav'), { recursive: true });
  mkdirSync(join(root, 'locales/en'), { recursive: true });
  writeFileSync(join(root, 'config/site.yaml'), 'origin: x\n');
  writeFileSync(join(root, 'config/nav/app-header.yaml'), 'items: []\n');
  writeFileSync(join(root, 'config/README.md'), 'notes\n');
  writeFileSync(join(root, 'locales/en/common.yaml'), 'nav: {}\n');
  writeFileSync(join(root, 'package.yaml'), 'not config\n');
  writeFileSync(join(outside, 'secret.yaml'), 'kept: true\n');
  symlinkSync(join(outside, 'secret.yaml'), join(root, 'config/linked.yaml'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the files the YAML editor may open and save', () => {
  it('lists the YAML files under config/ and locales/ only', () => {
    expect(editableFiles(root)).toEqual(['config/linked.yaml', 'config/nav/app-header.yaml', 'config/site.yaml', 'locales/en/common.yaml']);
  });

  it('accepts an existing YAML file under config/ or locales/', () => {
    expect(editablePath(root, 'config/nav/app-header.yaml')).toEqual({ ok: true, value: join(root, 'config/nav/app-header.yaml') });
    expect(editablePath(root, 'locales/en/common.yaml').ok).toBe(true);
  });

  it.each([
    ['../package.json'], ['config/../package.yaml'], ['config/./site.yaml'], ['/etc/passwd'], ['config//site.yaml'],
    ['config\\..\\package.yaml'], ['schemas/config/site.schema.json'], ['package.yaml'], ['config/README.md'], [42], [undefined],
  ])('refuses %j', (path) => {
    expect(editablePath(root, path).ok).toBe(false);
  });

  it('refuses a file that does not exist (the editor edits, it does not create)', () => {
    expect(editablePath(root, 'config/new.yaml')).toEqual({ ok: false, error: 'config/new.yaml does not exist' });
  });

  it('refuses a link that leads out of config/, and writes nothing through it', () => {
    expect(editablePath(root, 'config/linked.yaml')).toEqual({ ok: false, error: 'config/linked.yaml leads outside config/' });
    expect(writeEditable(root, 'config/linked.yaml', 'kept: false\n').ok).toBe(false);
    expect(readFileSync(join(outside, 'secret.yaml'), 'utf8')).toBe('kept: true\n');
  });

  it('writes the text as written, errors and all', () => {
    expect(writeEditable(root, 'config/site.yaml', 'origin: [unclosed\n').ok).toBe(true);
    expect(readFileSync(join(root, 'config/site.yaml'), 'utf8')).toBe('origin: [unclosed\n');
  });
});
