import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { appendFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { copyContent } from './content-copy';

function runCheck(contentRoot?: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ...(contentRoot ? { SITE_CONTENT_ROOT: contentRoot } : {}) },
  });
}

describe('npm run check', () => {
  const copy = copyContent('check-cli');
  afterAll(() => copy.remove());

  it('passes on the project config', () => {
    const run = runCheck();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^config ok: \d+ routes/);
  });

  it('exits non-zero and prints every error as file:line:column /path (place) message: indentation, unknown key, undeclared route, missing translation', () => {
    copy.edit('config/nav/header-en.yaml', '  - label: nav.package\n', '  - lable: nav.package\n');
    copy.edit('config/nav/header-ru.yaml', 'path: /ru/contact', 'path: /ru/kontakt');
    copy.edit('config/nav/footer-en.yaml', '  - heading: footer.col.services\n    links:', '  - heading: footer.col.services\n     links:');
    copy.edit('locales/ru/common.yaml', '  contact: Контакты\n', '');
    const run = runCheck(copy.root);
    expect(run.status).toBe(1);
    // One message for the misaligned line, and nothing else about footer-en.yaml.
    expect(run.stderr.match(/^config\/nav\/footer-en\.yaml:.*$/gm)).toEqual([expect.stringMatching(/^config\/nav\/footer-en\.yaml:\d+:\d+ \/columns\/1\S* \(2nd column .*\) YAML syntax: .*indentation/)]);
    expect(run.stderr).toMatch(/^config\/nav\/footer-ru\.yaml:\d+:\d+ \/columns\/1\/links\/1\/label \(2nd column "Company" → 2nd link "Contact" → label\) translation key "nav\.contact" is missing in locales\/ru\/common\.yaml$/m);
    expect(run.stderr).toMatch(/^config\/nav\/header-en\.yaml:\d+:\d+ \/items\/4 \(5th menu item "\/en\/package"\) has an unknown key "lable"/m);
    expect(run.stderr).toMatch(/^config\/nav\/header-ru\.yaml:\d+:\d+ \/items\/5\/path \(6th menu item "Contact" → path\) points to \/ru\/kontakt, which is not a route/m);
  });

  it('answers a file it cannot read as YAML with located errors, never a stack trace: an alias bomb, bytes that are not UTF-8', () => {
    const copy = copyContent('check-cli-hostile');
    try {
      copy.append('config/tools.yaml', ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdef'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdef'[i]}`).join(', ')}]`)].join('\n'));
      appendFileSync(join(copy.root, 'locales/ru/forms.yaml'), Buffer.from([0x0a, 0x78, 0x3a, 0x20, 0xff, 0x0a]));
      const run = runCheck(copy.root);
      expect(run.status).toBe(1);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stderr).toMatch(/^config\/tools\.yaml:\d+:\d+ uses aliases \(\*name\) that expand into too much data/m);
      expect(run.stderr).toMatch(/^locales\/ru\/forms\.yaml:\d+:4 is not valid UTF-8 from byte \d+/m);
    } finally {
      copy.remove();
    }
  });

  it('names a file it cannot read at all (a broken link) instead of failing', () => {
    const copy = copyContent('check-cli-unreadable');
    try {
      symlinkSync(join(copy.root, 'nowhere.yaml'), join(copy.root, 'config/pages/ghost.yaml'));
      const run = runCheck(copy.root);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^config\/pages\/ghost\.yaml:1:1 could not be read: ENOENT/m);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    } finally {
      copy.remove();
    }
  });
});
