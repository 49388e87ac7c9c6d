import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../engine/config/read-source-files';

const run = promisify(execFile);
const depcruise = join(projectRoot, 'node_modules/.bin/depcruise');
const rules = join(projectRoot, '.dependency-cruiser.cjs');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A small tree laid out like the project's, checked with the project's own rules (npm run lint:deps). */
async function checkTree(files: Record<string, string>): Promise<{ exitCode: number; output: string }> {
  const root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  folders.push(root);
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    const tops = [...new Set(Object.keys(files).map((path) => path.replace(/\/.*$/s, '')).filter((top) => top !== 'node_modules' && top !== 'package.json'))];
    const { stdout } = await run(depcruise, [...tops, '--config', rules, '--output-type', 'err'], { cwd: root });
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { exitCode: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the layer rules of docs/architecture.md', () => {
  it('pass a tree that keeps them', async () => {
    const result = await checkTree({
      'engine/config/site-model.ts': 'export type LocaleId = "en";\n',
      'engine/rules/greeting.ts': 'import type { LocaleId } from "../config/site-model.js";\nexport const greet = (l: LocaleId) => l;\n',
      'engine/ui/page.ts': 'import { greet } from "../rules/greeting.js";\nexport const page = greet("en");\n',
    });
    expect(result.output).toContain('no dependency violations');
    expect(result.exitCode).toBe(0);
  }, 30_000);

  it('fail a forbidden import: config reaching up into the UI, the server into a machine', async () => {
    const result = await checkTree({
      'engine/config/site-model.ts': 'import { label } from "../ui/label.js";\nexport const site = label;\n',
      'engine/ui/label.ts': 'export const label = "x";\n',
      'engine/machines/session-machine.ts': 'export const machine = 1;\n',
      'server/app.ts': 'import { machine } from "../engine/machines/session-machine.js";\nexport const app = machine;\n',
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain('config-is-the-bottom: engine/config/site-model.ts → engine/ui/label.ts');
    expect(result.output).toContain('server-without-browser-layers: server/app.ts → engine/machines/session-machine.ts');
  }, 30_000);

  it('fail a package a layer must not use: React in a pure rule', async () => {
    const result = await checkTree({
      'package.json': '{ "name": "fixture", "dependencies": { "react": "*" } }\n',
      'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }\n',
      'node_modules/react/index.js': 'exports.useState = () => [];\n',
      'engine/rules/greeting.ts': 'import { useState } from "react";\nexport const hook = useState;\n',
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain('pure-layers-have-no-react-or-browser: engine/rules/greeting.ts → node_modules/react/index.js');
  }, 30_000);

  it('fail a cycle, even one made only of type imports', async () => {
    const result = await checkTree({
      'engine/rules/order.ts': 'import type { Payment } from "./payment.js";\nexport type Order = { payment?: Payment };\n',
      'engine/rules/payment.ts': 'import type { Order } from "./order.js";\nexport type Payment = { order?: Order };\n',
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toMatch(/no-cycles: engine\/rules\/(order|payment)\.ts/);
  }, 30_000);
});
