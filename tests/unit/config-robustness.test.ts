import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCheckCache, loadSiteModel } from '../../engine/config/load-site-model';
import { checkStep } from '../../engine/config/check-step';
import type { ConfigError } from '../../engine/config/config-error';
import { errorLines, positionOf, realFile, realFiles, schemas } from './config-fixture';

const bomb = [
  'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
  'f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]',
].join('\n');

describe('the check never throws: every input is a located error (issue 15)', () => {
  it('refuses a "billion laughs" alias bomb at its first alias, and still checks the other files', () => {
    const lines = errorLines({ 'config/tools.yaml': `${realFile('config/tools.yaml')}\n${bomb}\n` });
    const { line } = positionOf(`${realFile('config/tools.yaml')}\n${bomb}\n`, '*a');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^config/tools\\.yaml:${line}:\\d+ uses aliases \\(\\*name\\) that expand into too much data`))]);
  });

  it('refuses bytes that are not UTF-8 where they start', () => {
    const file = 'locales/en/common.yaml';
    const text = realFile(file);
    const at = text.indexOf('Meridian');
    const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xc3, 0x28]), Buffer.from(text.slice(at))]);
    const { line, column } = positionOf(text, 'Meridian');
    expect(loadErrors({ [file]: new Uint8Array(bytes) }).filter((e) => e.file === file).map(where)).toEqual([`${file}:${line}:${column} is not valid UTF-8 from byte ${Buffer.byteLength(text.slice(0, at))}: save the file as UTF-8 (a text pasted from another program may carry another encoding)`]);
  });

  it('refuses an empty file, a file of comments only, and a top level that is a list or a single value', () => {
    expect(errorLines({ 'config/tools.yaml': '' })).toEqual(['config/tools.yaml:1:1 is empty: a config file holds keys with their values (key: value)']);
    expect(errorLines({ 'config/tools.yaml': '# nothing yet\n' })).toEqual(['config/tools.yaml:1:1 is empty: a config file holds keys with their values (key: value)']);
    expect(errorLines({ 'config/tools.yaml': '# tools\n- a\n- b\n' })).toEqual(['config/tools.yaml:2:1 must hold keys with their values (key: value) at the top, but holds a list']);
    expect(errorLines({ 'config/tools.yaml': 'tools\n' })).toEqual(['config/tools.yaml:1:1 must hold keys with their values (key: value) at the top, but holds a single value']);
  });

  it('refuses input nested deeper than any config needs, block or flow', () => {
    const block = `lists:\n${Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i + 1)}k${i}:`).join('\n')} x\n`;
    expect(errorLines({ 'config/tools.yaml': block })).toEqual([expect.stringMatching(/^config\/tools\.yaml:\d+:\d+ \/lists\/k0\/\S+ is nested more than 40 levels deep/)]);
    const flow = `lists: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    expect(errorLines({ 'config/tools.yaml': flow })).toEqual([expect.stringMatching(/^config\/tools\.yaml:1:\d+ \/lists\/0\/0\S* is nested more than 40 levels deep; no config needs that many$/)]);
  });

  it('refuses an invisible control character, even in a comment, where it is', () => {
    const file = 'locales/en/common.yaml';
    const text = realFile(file).replace('Skip to main content', 'Skip to main\u0007 content').replace('# Texts shared', '# Texts\u001b shared');
    expect(errorLines({ [file]: text }).filter((l) => l.startsWith(file))).toEqual([
      `${file}:1:8 contains the invisible control character U+001B; delete it (retype the text if you cannot see it)`,
      `${file}:${positionOf(text, '\u0007').line}:${positionOf(text, '\u0007').column} /header/skipToContent contains the invisible control character U+0007; delete it (retype the text if you cannot see it)`,
    ]);
  });

  it('refuses a file too large to be config', () => {
    expect(errorLines({ 'config/tools.yaml': `lists: []\n#${'x'.repeat(2_100_000)}\n` })).toEqual([expect.stringMatching(/^config\/tools\.yaml:1:1 is 2100 kB; a config file may be at most 2 MB$/)]);
  });

  it('turns a failure of the check itself into an error at the file it was checking', () => {
    const errors: ConfigError[] = [];
    expect(checkStep('config/forms.yaml', errors, () => { throw new TypeError("Cannot read properties of undefined (reading 'path')\n    at compileForms"); })).toBeUndefined();
    expect(errors).toEqual([{ file: 'config/forms.yaml', line: 1, column: 1, pointer: '', message: "could not be checked (the check failed on it: Cannot read properties of undefined (reading 'path')); look for an unusual value in this file" }]);
  });

  it('answers any text or bytes in any file with located errors, never an exception', () => {
    const files = Object.keys(realFiles);
    const cache = createCheckCache();
    const content = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }),
      fc.constantFrom(...files).map((f) => realFile(f)),
    );
    fc.assert(fc.property(fc.constantFrom(...files), content, (file, text) => {
      const result = loadSiteModel({ ...realFiles, [file]: text }, schemas, cache);
      const errors = result.ok ? [] : result.error;
      for (const e of errors) {
        expect(e.file).toMatch(/^(config|locales|schemas\/forms)\//);
        expect(e.line).toBeGreaterThanOrEqual(1);
        expect(e.column).toBeGreaterThanOrEqual(1);
        expect(e.message).not.toMatch(/could not be checked|\n\s+at /);
      }
    }), { numRuns: 60, seed: 20261125 });
  });
});

function loadErrors(changes: Record<string, string | Uint8Array>): ConfigError[] {
  const result = loadSiteModel({ ...realFiles, ...changes }, schemas);
  return result.ok ? [] : result.error;
}

const where = (e: ConfigError) => `${e.file}:${e.line}:${e.column}${e.pointer ? ` ${e.pointer}` : ''} ${e.message}`;
