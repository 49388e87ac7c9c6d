import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { startDevServer, type DevServer } from './dev-server-process';
import { copyContent } from './content-copy';
import { chromiumLaunchOptions } from '../../scripts/chromium-launch';

/**
 * The YAML editor of `npm run dev` (engine/build/vite-plugin-yaml-editor.ts) in Chromium, on a
 * copy of the content: a misspelt permission in the application header's `visible:` rule is
 * located in the editor as it is typed, the warning before saving it keeps the file as it was,
 * and a correct permission, saved, changes what the persona preview shows.
 */

const run = `yaml-editor-${process.pid}`;
const copy = copyContent(run);
const dataDir = join(projectRoot, '.tmp', `${run}-data`);
const appHeaderFile = join(copy.root, 'config/nav/app-header.yaml');
const appHeaderText = readFileSync(appHeaderFile, 'utf8');

let dev: DevServer | undefined;
let browser: Browser | undefined;
let base = '';

beforeAll(async () => {
  dev = await startDevServer(copy.root, dataDir);
  base = dev.base;
  browser = await chromium.launch(chromiumLaunchOptions());
  await vi.waitFor(async () => {
    if (dev?.process.exitCode !== null) throw new Error(`npm run dev ended:\n${dev?.output()}`);
    const files = await fetch(`${base}/_authoring/editor/api/files`).catch(() => undefined);
    if (files?.status !== 200) throw new Error(`the editor does not answer yet:\n${dev?.output()}`);
  }, { timeout: 60_000, interval: 250 });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  copy.remove();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** Line and column (from 1) where `needle` first appears after `after`. */
function position(text: string, after: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle, text.indexOf(after))).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

/** Puts the cursor right after the permission of UniFind's `visible: { perm: ... }` line. */
async function cursorAfterUniFindPermission(page: Page): Promise<void> {
  const rule = page.locator('.cm-line:has-text("label: nav.uniFind") + .cm-line + .cm-line');
  expect(await rule.textContent()).toMatch(/^\s*visible: \{ perm: \w+ \}$/);
  await rule.click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
}

async function replaceBefore(page: Page, count: number, text: string): Promise<void> {
  for (let i = 0; i < count; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape'); // closes the completion list
}

describe('the YAML editor of npm run dev', () => {
  it('locates a misspelt permission as it is typed, and saves a correct one into the persona preview', async () => {
    const page = await browser!.newPage({ viewport: { width: 1400, height: 900 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Not waiting for 'load': that waits for the preview frame too, whose first visit can take
    // longer than goto's 30 s on a busy machine; the preview is waited for below, for 60 s. The
    // editor's own first visit transforms its modules: on a very busy machine over 30 s too.
    await page.goto(`${base}/_authoring/editor?file=config/nav/app-header.yaml&persona=trade-search&locale=en`, { waitUntil: 'domcontentloaded', timeout: 90_000 });
    const status = page.locator('.yaml-editor__status');
    const preview = page.frameLocator('iframe[title="Preview"]');
    // The trade search user holds SO, so the UniFind entry is in its header (in the closed Data centre dropdown).
    const uniFindEntry = preview.locator('a', { hasText: 'UniFind search' });
    // The first visit transforms the preview's React modules: on a busy machine, tens of seconds.
    await vi.waitFor(async () => expect(await uniFindEntry.count()).toBe(1), { timeout: 60_000, interval: 250 });
    await vi.waitFor(async () => expect(await status.getAttribute('data-errors')).toBe('0'), { timeout: 20_000 });

    // Hovering the rule's key shows what the schema says of it, with the permissions there are.
    await page.locator('.cm-line:has-text("label: nav.uniFind") + .cm-line + .cm-line').getByText('perm', { exact: true }).hover();
    const hover = page.locator('.yaml-editor__schema-hover');
    await vi.waitFor(async () => expect(await hover.textContent()).toContain('one of: CDS, SO, MARKET_ANALYSIS, AI, RECOMMEND, EMAIL, OPENS'), { timeout: 10_000 });

    await cursorAfterUniFindPermission(page);
    await replaceBefore(page, 2, 'SOO');
    await vi.waitFor(async () => expect(await status.getAttribute('data-errors')).toBe('1'), { timeout: 20_000 });
    const edited = appHeaderText.replace(/(label: nav\.uniFind[\s\S]*?perm: )SO\b/, '$1SOO');
    const { line, column } = position(edited, 'label: nav.uniFind', 'SOO');
    const problems = await page.locator('.yaml-editor__problem').allTextContents();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^line ${line}, column ${column}: /items/1/children/6/visible/perm\\b.* must be one of "CDS", "SO", "MARKET_ANALYSIS", "AI", "RECOMMEND", "EMAIL", "OPENS"`));
    expect(await page.locator('.cm-lintRange-error').allTextContents()).toEqual(['SOO']);
    expect(await status.textContent()).toBe('1 error in this file');

    // Saving a text with errors asks first; keeping on editing leaves the file as it was.
    await page.keyboard.press('Control+s');
    const warning = page.getByRole('alertdialog', { name: 'Save a file with errors?' });
    await warning.getByRole('button', { name: 'Keep editing' }).click();
    expect(await warning.isHidden()).toBe(true);
    expect(readFileSync(appHeaderFile, 'utf8')).toBe(appHeaderText);

    await cursorAfterUniFindPermission(page);
    await replaceBefore(page, 3, 'AI');
    await vi.waitFor(async () => expect(await status.getAttribute('data-errors')).toBe('0'), { timeout: 20_000 });
    expect(await page.locator('.cm-lintRange-error').count()).toBe(0);
    await page.keyboard.press('Control+s');
    await vi.waitFor(async () => expect(await status.textContent()).toBe('Saved. No errors'), { timeout: 20_000 });
    expect(readFileSync(appHeaderFile, 'utf8')).toBe(appHeaderText.replace(/(label: nav\.uniFind[\s\S]*?perm: )SO\b/, '$1AI'));
    // The trade search user holds no AI permission: the preview no longer shows the entry.
    await vi.waitFor(async () => expect(await uniFindEntry.count()).toBe(0), { timeout: 20_000, interval: 250 });
    expect(pageErrors).toEqual([]);
  }, 150_000);

  it('answers only its own page, and reads and writes only YAML under config/ and locales/', async () => {
    const save = (path: string, headers: Record<string, string> = {}) => fetch(`${base}/_authoring/editor/api/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ path, text: 'x: 1\n' }),
    });
    expect((await save('../package.json')).status).toBe(404);
    expect((await save('config/../../package.json')).status).toBe(404);
    expect((await save('config/site.yaml', { origin: 'http://evil.example' })).status).toBe(403);
    expect((await save('config/site.yaml', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await save('config/site.yaml', { 'content-type': 'text/plain' })).status).toBe(403);
    const file = await fetch(`${base}/_authoring/editor/api/file?path=${encodeURIComponent('../package.json')}`);
    expect(file.status).toBe(404);
    expect(await file.json()).toEqual({ error: 'only a .yaml file under config/ or locales/ can be edited' });
    expect(readFileSync(join(copy.root, 'config/site.yaml'), 'utf8')).not.toBe('x: 1\n');
  });
});
