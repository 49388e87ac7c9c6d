import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files.js';

const root = mkdtempSync(join(tmpdir(), 'config-once-'));
for (const dir of ['config', 'locales', 'schemas/forms']) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the config on disk, loaded by several parts of one build', () => {
  it('is checked once while its files are unchanged, and anew when one changes', () => {
    const first = loadSiteModelFromDisk(root);
    expect(first.ok).toBe(true);
    // routes.ts, react-router.config.ts and the Vite plugin each ask: they get the same check.
    expect(loadSiteModelFromDisk(root)).toBe(first);
    appendFileSync(join(root, 'config/tools.yaml'), '\nunexpected: true\n');
    const changed = loadSiteModelFromDisk(root);
    expect(changed).not.toBe(first);
    expect(changed.ok).toBe(false);
  }, 60_000);
});
