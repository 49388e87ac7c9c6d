import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { copyContent } from './content-copy';
import { addFixtureForm, editedSite, fixtureFormDir as fixture, fixtureFormId as formId, fixtureLocales as locales, otherRestHost as restHost, type EditedSite } from './edited-site';
import { pageViewPath } from '../../engine/rules/page-views';
import { pageCodeReady } from '../e2e/page-ready';
import { only, present } from '../unit/present';
import { chromiumLaunchOptions } from '../../scripts/chromium-launch';

/**
 * "A new form is a schema, a ui schema, a config entry and translations — no code." A copy of
 * config/, locales/ and schemas/forms/ gets the fixture form of tests/fixtures/fixture-form/ (book
 * a meeting at a trade fair) and a section on the contact page, which every locale routes to. The
 * copy passes the config check, builds, and the server (started on the copy) serves the form at
 * the endpoint of its config entry; in Chromium it shows the fixture's words, refuses what its
 * schema refuses with the fixture's messages, and stores a valid submission.
 *
 * The copy and its build are shared with the other build tests that edit YAML
 * (tests/build/edited-site.ts): their edits leave the contact page and the root host alone.
 */

const endpoint = '/public/trade-fair/meeting';
const captchaText = 'fx7q';
const prefixes: Record<(typeof locales)[number], string> = { en: '/en', ru: '/ru', 'zh-cn': '/cn' };

type Texts = {
  title: string; intro: string; submit: string; success: string;
  fields: Record<string, { label: string; options?: Record<string, string>; errors?: Record<string, string> }>;
};
const textsOf = (locale: string): Texts =>
  present((parse(readFileSync(join(fixture, `locales/${locale}/forms.trade-fair.yaml`), 'utf8')) as Record<string, Texts>)[formId], `the texts of form ${formId} in the fixture's ${locale} file`);
const en = textsOf('en');
/** The fixture's texts of a field, in `t`'s locale. */
const fieldTexts = (t: Texts, name: string) => present(t.fields[name], `the fixture's texts of field ${name}`);
/** One of a field's messages in the fixture's English texts (`keyword`: the schema rule, as required). */
const errorText = (name: string, keyword: string) => present(fieldTexts(en, name).errors?.[keyword], `the fixture's ${keyword} message of field ${name}`);
/** The English labels of the fair field's options, by option value. */
const fairOptions = () => present(fieldTexts(en, 'fair').options, "the fixture's options of field fair");

interface Run { status: number | null; stdout: string; stderr: string }

function run(script: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: projectRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('a form added as config only (schema, ui schema, forms.yaml entry, texts, page section)', () => {
  let copy: EditedSite;
  // Only checked, never built: the fixture form without its Russian texts.
  const withoutRussian = copyContent('fixture-form-no-ru');
  addFixtureForm(withoutRussian);
  let buildDir = '';
  const dataDir = join(projectRoot, '.tmp', 'fixture-form-data');
  let server: ChildProcess | undefined;
  let serverOutput = '';
  let browser: Browser | undefined;
  let origin = '';

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null && server.signalCode === null) {
      // The server stops gracefully on SIGTERM, within its grace period (10 s).
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    withoutRussian.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  beforeAll(async () => {
    copy = await editedSite();
    buildDir = copy.buildDir;
  }, 120_000);

  it('passes the config check, which still wants the texts in every locale that shows the form', { timeout: 180_000 }, async () => {
    const ruForms = readFileSync(join(withoutRussian.root, 'locales/ru/forms.yaml'), 'utf8');
    withoutRussian.edit('locales/ru/forms.yaml', ruForms.slice(ruForms.indexOf('\ntrade-fair:\n')), '\n');
    const [ok, missing] = await Promise.all([
      run('scripts/check-config.ts', { SITE_CONTENT_ROOT: copy.root }),
      run('scripts/check-config.ts', { SITE_CONTENT_ROOT: withoutRussian.root }),
    ]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^config ok: /);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/form "trade-fair" is shown in ru, but .*trade-fair\.title/);
  });

  it('builds, with the form prerendered in the words of each locale', { timeout: 600_000 }, async () => {
    const build = await copy.built();
    expect(build.status, build.stderr).toBe(0);
    for (const locale of locales) {
      const html = readFileSync(join(buildDir, `client${prefixes[locale]}/contact/index.html`), 'utf8');
      const t = textsOf(locale);
      expect(html).toContain(t.title);
      expect(html).toContain(fieldTexts(t, 'fair').label);
      expect(html).toContain(`id="form-${formId}_company"`);
    }
    // Its validator, compiled at build time: a chunk with the schema's rules as plain code.
    const chunks = readdirSync(join(buildDir, 'client/assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(buildDir, 'client/assets', f), 'utf8'));
    const validators = chunks.filter((code) => code.includes('validate_trade_fair') && code.includes("must have required property 'company'"));
    expect(validators).toHaveLength(1);
    expect(validators[0]).not.toMatch(/\bnew Function\s*\(|(?<![\w$.])eval\s*\(/);
  });

  describe('in the browser, against the server started on the copy', () => {
    let page: Page;
    const problems: string[] = [];
    const posts: string[] = [];

    beforeAll(async () => {
      expect(existsSync(join(buildDir, 'site-manifest.json')), 'the build above must have succeeded').toBe(true);
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      const env: Record<string, string | undefined> = {
        ...process.env,
        SITE_CONTENT_ROOT: copy.root,
        SITE_BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        TEST_CAPTCHA_TEXT: captchaText,
      };
      for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'OPERATOR_TOKEN', 'CORS_ORIGINS']) delete env[name];
      server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, env });
      server.stdout!.on('data', (d: Buffer) => (serverOutput += d));
      server.stderr!.on('data', (d: Buffer) => (serverOutput += d));
      const exited = () => server!.exitCode !== null;
      const healthy = () => fetch(`${origin}/healthz`).then((r) => r.ok, () => false); // refused: not listening yet
      const up = await vi.waitFor(async () => {
        if (!exited() && !(await healthy())) throw new Error('not yet');
      }, { timeout: 60_000, interval: 100 }).then(() => true, () => false);
      if (exited()) throw new Error(`the server exited (${server.exitCode}):\n${serverOutput}`);
      if (!up) throw new Error(`the server did not answer /healthz within 60 s:\n${serverOutput}`);

      browser = await chromium.launch(chromiumLaunchOptions());
      page = await browser.newPage({ baseURL: origin, viewport: { width: 1366, height: 850 } });
      // The shared copy names another REST host (an edit of config-change.test.ts), which does not
      // exist: what the page sends there (its page view) goes to this server instead. The form's
      // own calls go to the root host, this server.
      await page.route(`${restHost}/**`, async (route) => {
        const url = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${origin}${url.pathname}${url.search}` }) });
      });
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('request', (r) => {
        // The page-view beacon (site.yaml analytics) is not the form's call.
        if (r.method() === 'POST' && new URL(r.url()).pathname !== pageViewPath) posts.push(new URL(r.url()).pathname);
      });
    }, 120_000);

    it('shows the fixture form with its labels, messages and options; a valid submission is stored with the typed values', { timeout: 120_000 }, async () => {
      await page.goto('/en/contact');
      await pageCodeReady(page);
      await page.waitForLoadState('networkidle');

      const section = page.locator('section.form-section').filter({ has: page.getByRole('heading', { name: en.title }) });
      await expect.poll(() => section.count()).toBe(1);
      const field = (name: string) => section.locator(`#form-${formId}_${name}`);
      const errorOf = (name: string) => section.locator(`#form-${formId}_${name}__error`);
      expect(await section.locator('.page-form__intro').textContent()).toBe(en.intro);
      for (const [name, { label }] of Object.entries(en.fields)) {
        expect(await section.locator(`label[for="form-${formId}_${name}"]`).first().textContent(), name).toContain(label);
      }
      expect(await field('fair').locator('option').allTextContents()).toEqual(expect.arrayContaining(Object.values(fairOptions())));
      expect(await field('note').evaluate((e) => e.tagName)).toBe('TEXTAREA');
      // The image captcha widget comes with the verification of the config entry.
      await expect.poll(() => section.locator('.captcha__image img').count(), { timeout: 10_000 }).toBe(1);
      const submit = section.getByRole('button', { name: en.submit });

      // Empty: each required field says its own message of the fixture's texts; nothing is sent.
      await submit.click();
      for (const name of ['company', 'email', 'fair', 'captcha']) {
        await expect.poll(() => errorOf(name).textContent(), { message: name }).toBe(errorText(name, 'required'));
      }
      expect(await errorOf('visitors').count()).toBe(0);

      // A wrong e-mail and too many visitors: the format message and the maximum with its {{limit}}.
      await field('company').fill('  Nordic Lamps AB ');
      await field('email').fill('anna@bad');
      await field('visitors').fill('25');
      await submit.click();
      await expect.poll(() => errorOf('email').textContent()).toBe(errorText('email', 'format'));
      await expect.poll(() => errorOf('visitors').textContent()).toBe(errorText('visitors', 'maximum').replace('{{limit}}', '20'));
      expect(await errorOf('company').count()).toBe(0);
      expect(posts, 'an invalid form is not sent').toEqual([]);

      // Valid, with the captcha's known answer: one POST to the configured endpoint, stored.
      await field('email').fill('Anna.Berg@nordic-lamps.example');
      await field('fair').selectOption({ label: present(fairOptions().hannover, "the fixture's hannover option of field fair") });
      await field('visitors').fill('4');
      await field('note').fill('Stand B12, mornings please');
      await field('captcha').fill(captchaText);
      const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === endpoint);
      await submit.click();
      const request = await posted;
      const response = await request.response();
      expect(response?.status()).toBe(200);
      expect(await response!.json()).toMatchObject({ code: 1, msg: en.success });
      expect(request.postDataJSON()).toMatchObject({ company: expect.stringMatching(/^\s*Nordic Lamps AB\s*$/), fair: 'hannover', visitors: 4, captcha: captchaText, locale: 'en' });
      await expect.poll(() => page.locator('.notification[data-kind="notice"] .notification__message').last().textContent()).toBe(en.success);
      expect(posts).toEqual([endpoint]);

      const token = readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
      const listed = await fetch(`${origin}/operator/submissions?type=${formId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(listed.status).toBe(200);
      const rows = (await listed.json()) as Array<{ type: string; locale: string; email: string | null; payload: Record<string, unknown> }>;
      expect(rows).toHaveLength(1);
      const row = only(rows, 'stored submission');
      expect(row).toMatchObject({ type: formId, locale: 'en', email: 'anna.berg@nordic-lamps.example' });
      // Trimmed by the server; the captcha's answer is not kept.
      expect(row.payload).toEqual({
        company: 'Nordic Lamps AB',
        email: 'Anna.Berg@nordic-lamps.example',
        fair: 'hannover',
        visitors: 4,
        note: 'Stand B12, mornings please',
      });

      expect(problems, 'console errors or warnings').toEqual([]);
    });
  });
});
