import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { listFiles } from '../../engine/config/list-files';

/**
 * The YAML editor exists on the dev server only (engine/build/vite-plugin-yaml-editor.ts, apply:
 * 'serve'): the production server neither shows it nor writes through its calls, and no built
 * file holds its code or CodeMirror's.
 */
test('the production server has no YAML editor, and no site file holds its code', async ({ request }) => {
  const editor = await request.get('/_authoring/editor?file=config/site.yaml');
  expect(await editor.text()).not.toContain('yaml-editor');
  const siteYaml = readFileSync('config/site.yaml', 'utf8');
  const save = await request.post('/_authoring/editor/api/save', { data: { path: 'config/site.yaml', text: 'origin: nowhere\n' } });
  expect(save.status()).toBeGreaterThanOrEqual(400);
  expect(readFileSync('config/site.yaml', 'utf8')).toBe(siteYaml);

  const clientDir = resolve('build/client');
  const clientFiles = listFiles(clientDir).filter((f) => /\.(js|css|html)$/.test(f));
  expect(clientFiles.length).toBeGreaterThan(0);
  const holding = clientFiles.filter((f) => /yaml-editor|@codemirror|cm-lintRange/.test(readFileSync(f, 'utf8')));
  expect(holding.map((f) => join('build/client', f.slice(clientDir.length + 1)))).toEqual([]);
});
