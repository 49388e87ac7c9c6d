import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEditedCheck } from '../../../engine/build/yaml-editor/edited-check';
import { projectRoot } from '../../../engine/config/read-source-files';

// Reads the project's content and never writes it: the edited text stays in memory.
const check = createEditedCheck(projectRoot);
const appHeader = readFileSync(join(projectRoot, 'config/nav/app-header.yaml'), 'utf8');
const consoleTexts = readFileSync(join(projectRoot, 'locales/en/console.yaml'), 'utf8');

/** Line and column (from 1) of the first `needle` after `after` in `text`. */
function position(text: string, after: string, needle: string) {
  const offset = text.indexOf(needle, text.indexOf(after));
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

describe('the config check of the text in the editor', () => {
  it('finds nothing in the files as they are', () => {
    expect(check('config/nav/app-header.yaml', appHeader)).toEqual({ errors: [], elsewhere: [] });
  });

  it('locates a misspelt permission in the edited text, with the permissions there are', () => {
    const edited = appHeader.replace(/(label: nav\.uniFind[\s\S]*?perm: )SO\b/, '$1SOO');
    expect(edited).not.toBe(appHeader);
    const { errors, elsewhere } = check('config/nav/app-header.yaml', edited);
    expect(errors).toEqual([{
      file: 'config/nav/app-header.yaml',
      ...position(edited, 'label: nav.uniFind', 'SOO'),
      // As npm run check prints it: the place in the file, then what is wrong.
      message: expect.stringMatching(/^\/items\/1\/children\/6\/visible\/perm\b.* must be one of "CDS", "SO", "MARKET_ANALYSIS", "AI", "RECOMMEND", "EMAIL", "OPENS"/),
    }]);
    expect(elsewhere).toEqual([]);
  });

  it('counts the errors an edit causes in other files apart from the file\'s own', () => {
    const edited = consoleTexts.replace('  uniFind: ', '  uniFound: ');
    const { elsewhere } = check('locales/en/console.yaml', edited);
    expect(elsewhere).toEqual([expect.objectContaining({
      file: 'config/nav/app-header.yaml',
      ...position(appHeader, 'label: nav.uniFind', 'nav.uniFind'),
      message: expect.stringContaining('translation key "nav.uniFind" is missing in locales/en/console.yaml'),
    })]);
  });

  it('checks the latest text each time, not the first one it saw', () => {
    const broken = appHeader.replace('perm: SO }', 'perm: SOO }');
    expect(check('config/nav/app-header.yaml', broken).errors).toHaveLength(1);
    expect(check('config/nav/app-header.yaml', appHeader).errors).toEqual([]);
    expect(check('config/nav/app-header.yaml', broken).errors).toHaveLength(1);
  });
});
