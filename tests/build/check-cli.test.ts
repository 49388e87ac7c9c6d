import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
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

  it('exits non-zero and prints every error as file:line:column /path message: indentation, unknown key, undeclared route, missing translation', () => {
    copy.edit('config/nav/header-en.yaml', '  - label: nav.package\n', '  - lable: nav.package\n');
    copy.edit('config/nav/header-ru.yaml', 'path: /ru/contact', 'path: /ru/kontakt');
    copy.edit('config/nav/footer-en.yaml', '  - heading: footer.col.services\n    links:', '  - heading: footer.col.services\n     links:');
    copy.edit('locales/ru/common.yaml', '  contact: Контакты\n', '');
    const run = runCheck(copy.root);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^config\/nav\/footer-en\.yaml:\d+:\d+ \/columns\/1\S* YAML syntax: .*indentation/m);
    expect(run.stderr).toMatch(/^config\/nav\/footer-ru\.yaml:\d+:\d+ \/columns\/1\/links\/1\/label translation key "nav\.contact" is missing in locales\/ru\/common\.yaml$/m);
    expect(run.stderr).toMatch(/^config\/nav\/header-en\.yaml:\d+:\d+ \/items\/4 has an unknown key "lable"/m);
    expect(run.stderr).toMatch(/^config\/nav\/header-ru\.yaml:\d+:\d+ \/items\/5\/path points to \/ru\/kontakt, which is not a route/m);
  });
});
