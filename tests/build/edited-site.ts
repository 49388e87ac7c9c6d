import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject, vi } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { copyContent } from './content-copy';
import { present } from '../unit/present';

/**
 * One copy of the project's content with every YAML-only edit the build tests make, built once
 * for the whole unit suite: a full site build is the slowest step of the suite, and the edits do
 * not interfere. config-change.test.ts checks what a product manager's edits change in the built
 * site; fixture-form.test.ts checks a form added as config only (its calls go to the root host,
 * which the edit of the REST host leaves alone).
 *
 * Test files run in separate workers: whichever asks first makes the copy and builds it, the
 * others wait for its marker files (.tmp/edited-site-<run>/prepared.json, then built.json). The
 * run id comes from the suite's global setup (tests/build/edited-site-setup.ts), which also
 * removes the copy and the build afterwards.
 */

export const fixtureFormDir = join(projectRoot, 'tests/fixtures/fixture-form');
export const fixtureFormId = 'trade-fair';
export const fixtureLocales = ['en', 'ru', 'zh-cn'] as const;
/** The REST host the edited site.yaml names instead of the site's own (api.rest). */
export const otherRestHost = 'https://api.other-host.example';

export interface EditedSite {
  /** The edited content (config/, locales/, schemas/forms/), for SITE_CONTENT_ROOT. */
  root: string;
  /** Its build, for SITE_BUILD_DIR. */
  buildDir: string;
  /** The build's exit status and error output, once it has finished. */
  built(): Promise<{ status: number | null; stderr: string }>;
}

const runDir = () => join(projectRoot, '.tmp', `edited-site-${inject('editedSiteRun')}`);

/** The shared edited copy; made at the first call in the suite, waited for by the others. */
export async function editedSite(): Promise<EditedSite> {
  const dir = runDir();
  const root = join(dir, 'content');
  const buildDir = join(dir, 'build');
  const prepared = join(dir, 'prepared.json');
  const builtMarker = join(dir, 'built.json');
  let first = false;
  try {
    mkdirSync(dir); // atomic: one caller creates it
    first = true;
  } catch {
    // another test file makes it
  }
  if (first) {
    const copy = copyContent(join(`edited-site-${inject('editedSiteRun')}`, 'content'));
    productManagerEdits(copy);
    addFixtureForm(copy);
    writeFileSync(prepared, '{}');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
      cwd: projectRoot,
      env: { ...process.env, SITE_CONTENT_ROOT: root, SITE_BUILD_DIR: buildDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => writeFileSync(builtMarker, JSON.stringify({ status, stderr })));
    child.on('error', (error) => writeFileSync(builtMarker, JSON.stringify({ status: null, stderr: String(error) })));
  } else {
    await markerWritten(prepared, 60_000);
  }
  return {
    root,
    buildDir,
    async built() {
      await markerWritten(builtMarker, 600_000);
      return JSON.parse(readFileSync(builtMarker, 'utf8')) as { status: number | null; stderr: string };
    },
  };
}

/** Waits for another worker's marker file (written once its step is done). */
async function markerWritten(file: string, timeout: number): Promise<void> {
  await vi.waitFor(() => {
    if (!existsSync(file)) throw new Error(`${file} was not written in time`);
  }, { timeout, interval: 200 });
}

type Copy = ReturnType<typeof copyContent>;

/**
 * config-change.test.ts: a menu label and item, a page title and section, a price, a dataset, a
 * news article, the footer's registration number and the API host.
 */
function productManagerEdits(copy: Copy): void {
  copy.edit('locales/en/common.yaml', '  datacountries: Data coverage\n', '  datacountries: Countries we cover\n');
  const pageFile = 'locales/en/pages/products.yaml';
  const oldTitle = present(/title: "?([^"\n]+)"?/.exec(readFileSync(join(copy.root, pageFile), 'utf8'))?.[1], `a title in ${pageFile}`);
  copy.edit(pageFile, oldTitle, 'Every trade data tool we offer | Meridian Trade Data');

  copy.edit('config/pricing.yaml', 'price: 899', 'price: 949');
  copy.edit('config/site.yaml', '  rest: ""', `  rest: "${otherRestHost}"`);

  // A new dataset: Norway's imports, in the largest package, which now covers one more country.
  copy.edit('config/catalogue/customs.yaml', 'datasets:\n', `datasets:
  - { value: IMP_NO_CD_1, type: SHIPMENTS_IMPORT, country: NO, name: datasets.IMP_NO_CD_1, continent: LITERAL_EUROPE,
      importer: true, exporter: true, hscode: true, description: true, package: global-deluxe }
`);
  const transitLine = '  - TRANSIT  # bit 131: owns the transit data\n';
  copy.edit('config/catalogue/master-codes.yaml', transitLine, `${transitLine}  - IMP_NO_CD_1  # bit 132\n`);
  for (const [locale, name] of [['en', 'Norway imports: customs declarations'], ['zh-cn', '挪威进口海关数据'], ['ru', 'Норвегия: импорт, таможенные декларации']]) {
    copy.edit(`locales/${locale}/catalogue.yaml`, 'datasets:\n', `datasets:\n  IMP_NO_CD_1: "${name}"\n`);
  }
  copy.edit('config/pricing.yaml', 'importCountries: 62', 'importCountries: 63');

  // Redirects: an old address now leads elsewhere, and a new one is added (nginx-site.test.ts sees both through nginx).
  copy.edit('config/redirects.yaml', '  - { from: /aboutus, to: /en/aboutus }\n', '  - { from: /aboutus, to: /en/contact }\n  - { from: /coverage, to: /en/datacountries }\n');

  // A new section on a page and a new menu item, with their texts.
  copy.append('config/pages/datacountries.yaml', '  - type: faq\n    id: coverage-questions\n    text: coverageFaq\n');
  for (const [locale, question] of [['en', 'Can you add a country for us?'], ['zh-cn', '可以为我们增加国家吗？'], ['ru', 'Можно добавить страну?']]) {
    copy.append(`locales/${locale}/pages/datacountries.yaml`, `coverageFaq:\n  heading: "${question}"\n  items:\n    add: { question: "${question}", answer: "Write to us." }\n`);
  }
  copy.edit('config/nav/header-en.yaml', 'items:\n', 'items:\n  - { label: nav.datasetGuide, path: /en/packageLearn }\n');
  copy.edit('locales/en/common.yaml', 'nav:\n', 'nav:\n  datasetGuide: Dataset guide\n');

  // The registration numbers of the Chinese footer: the issued number replaces the demo one, and its label is reworded.
  copy.edit('config/nav/footer-cn.yaml', 'number: 沪ICP备2026018374号-1', 'number: 沪ICP备20260001号-1');
  copy.edit('locales/zh-cn/common.yaml', '  icp: 网站备案\n', '  icp: ICP备案\n');

  // A news article, newer than every other item: first in the list, and the article page's default.
  copy.edit('config/news.yaml', 'items:\n', 'items:\n  - { id: rail-freight-index, kind: article, date: 2099-01-05, topic: data }\n');
  copy.edit('locales/zh-cn/news.yaml', 'items:\n', `items:
  rail-freight-index:
    title: "铁路货运指数上线"
    summary: "按月查看中欧班列主要货类的货量变化。"
    body:
      what: { heading: "新增了什么", paragraphs: { p1: "每月更新的铁路货运指数。" } }
`);
}

/**
 * fixture-form.test.ts: the fixture form of tests/fixtures/fixture-form/ (book a meeting at a
 * trade fair), its schema, ui schema, config entry and texts, in a section of the contact page,
 * which every locale routes to.
 */
export function addFixtureForm(copy: Copy): void {
  // The forms are config too (engine/config/read-source-files.ts reads schemas/forms/ of the content root).
  for (const file of readdirSync(join(fixtureFormDir, 'schemas/forms'))) cpSync(join(fixtureFormDir, 'schemas/forms', file), join(copy.root, 'schemas/forms', file));
  copy.edit('config/forms.yaml', '\nforms:\n', `\nforms:\n${readFileSync(join(fixtureFormDir, 'config/forms.trade-fair.yaml'), 'utf8')}`);
  for (const locale of fixtureLocales) copy.append(`locales/${locale}/forms.yaml`, `\n${readFileSync(join(fixtureFormDir, `locales/${locale}/forms.trade-fair.yaml`), 'utf8')}`);
  copy.edit('config/pages/contact.yaml', '    form: contact\n', `    form: contact\n  - { type: form, form: ${fixtureFormId} }\n`);
}
