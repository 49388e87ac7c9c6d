import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';

// `npm run config-diff` on a fixture repository: a copy of the project's config committed, then a
// product manager's change in the working tree (a price, a menu entry hidden by a visible: rule,
// a required form field), summarised against that commit by the real command.
let fixture = '';

function git(...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: fixture, encoding: 'utf8' }).trim();
}

/** Replaces the first `from` after `after` (the start of the file by default). */
function edit(file: string, from: string, to: string, after = ''): void {
  const path = join(fixture, file);
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(after);
  const at = start < 0 ? -1 : text.indexOf(from, start);
  if (at < 0) throw new Error(`${file} does not contain ${JSON.stringify(from)}${after ? ` after ${JSON.stringify(after)}` : ''}`);
  writeFileSync(path, `${text.slice(0, at)}${to}${text.slice(at + from.length)}`);
}

function editJson(file: string, change: (json: Record<string, unknown>) => void): void {
  const path = join(fixture, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}

function configDiff(ref: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/config-diff.ts', ref], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, SITE_CONTENT_ROOT: fixture },
  });
}

beforeAll(() => {
  fixture = mkdtempSync(join(tmpdir(), 'config-diff-'));
  for (const dir of ['config', 'locales', 'schemas']) cpSync(join(projectRoot, dir), join(fixture, dir), { recursive: true });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'the config as the project has it');

  edit('config/pricing.yaml', 'price: 899', 'price: 949');
  edit('config/nav/app-header.yaml', '        path: /shipments/collect\n', '        path: /shipments/collect\n        visible: { perm: SO }\n');
  editJson('schemas/forms/contact.schema.json', (schema) => {
    (schema.required as string[]).push('company');
    (schema.properties as Record<string, unknown>).company = { type: 'string', minLength: 1, maxLength: 200 };
  });
  editJson('schemas/forms/contact.ui.json', (ui) => void (ui['ui:order'] as string[]).splice(2, 0, 'company'));
  for (const [locale, label] of [['en', 'Company'], ['ru', 'Компания'], ['zh-cn', '公司名称']]) {
    edit(`locales/${locale}/forms.yaml`, '  fields:\n', `  fields:\n    company: { label: ${label} }\n`, '\ncontact:\n');
  }
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('npm run config-diff on a fixture repository', () => {
  it('summarises a price, an application-header entry hidden for one permission and a required form field, old → new', () => {
    const run = configDiff('HEAD');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const markdown = run.stdout;
    expect(markdown).toMatch(/^## Config changes: `HEAD` \([0-9a-f]{10}\) → working tree$/m);
    expect(markdown).toMatch(/^- `pro` \(.+\): price USD 899 → USD 949$/m);
    // Only the personas without the SO permission lose the entry, in every locale.
    const lost = markdown.split('\n').find((l) => l.includes('lost “Data centre › My collection”')) ?? '';
    expect(lost).toContain('(`nav.dataCentre › nav.myCollection` → `/shipments/collect`)');
    expect(lost).toContain('Basic member (`basic-member`)');
    expect(lost).toContain('every locale');
    expect(lost).not.toContain('`trade-search`');
    expect(markdown).toMatch(/^- `contact`: added required field `company` \(“Company”\)$/m);
    expect(markdown).toMatch(/^- added `forms\.yaml` `contact\.fields\.company\.label`: “Компания”$/m);
    expect(markdown).toContain('Files edited: `config/nav/app-header.yaml`, `config/pricing.yaml`, ');
  }, 60_000);

  it('refuses a ref that is not a commit, and a commit whose config fails the check, naming the file:line:column', () => {
    const missing = configDiff('no-such-branch');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^config-diff: "no-such-branch" is not a commit of the repository at /);

    // A commit with no config at all: every required file is missing, each located at its first line.
    const emptyTree = git('hash-object', '-t', 'tree', '/dev/null');
    const empty = git('commit-tree', emptyTree, '-m', 'nothing');
    const failed = configDiff(empty);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toMatch(new RegExp(`^config-diff: the config at ${empty} \\(${empty.slice(0, 10)}\\) does not pass today's check`));
    expect(failed.stderr).toMatch(/^config\/site\.yaml:1:1 is missing: this file is required$/m);
  }, 60_000);
});
