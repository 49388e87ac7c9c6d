import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { freePort, spawnServer, untilHealthy, type ServerProcess } from './server-process';

// The server as production runs it: compiled to JavaScript by `npm run build-server` and started
// by plain node, with no TypeScript loader. It must still find the project's files (config,
// schemas, migrations) from the bundle.

const outDir = join('.tmp', `compiled-server-${randomUUID().slice(0, 8)}`);
const dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(join(projectRoot, outDir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const buildServer = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--out-dir', outDir, ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });

describe('the compiled server', () => {
  it('is built, and built again only when a file it was built from changed', () => {
    const first = buildServer('--if-needed');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`server compiled to ${outDir}/main.js`);
    const bundle = readFileSync(join(projectRoot, outDir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/^import .* from ["']\.{1,2}\//m); // the project's modules are inside it
    expect(buildServer('--if-needed').stdout).toBe(''); // current: nothing to do

    // As if server/db/schema.ts had changed since.
    const infoFile = join(projectRoot, outDir, 'build-info.json');
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(info.inputs)).toEqual(expect.arrayContaining(['server/main.ts', 'server/db/schema.ts', 'engine/config/read-source-files.ts']));
    info.inputs['server/db/schema.ts'] = 'changed';
    writeFileSync(infoFile, JSON.stringify(info));
    expect(buildServer('--if-needed').stdout).toContain('server compiled to');
  }, 120_000);

  it('runs on plain node from the bundle: migrates, reads the config and answers', async () => {
    const port = await freePort();
    server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, [process.execPath, join(outDir, 'main.js'), '--api-only']);
    await untilHealthy(server);
    expect(await (await fetch(`${server.base}/healthz`)).json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const packages = (await (await fetch(`${server.base}/public/overseas/packages`)).json()) as { code: number; data: { packages: unknown[] } };
    expect(packages.code).toBe(1); // config/pricing.yaml, read from the project
    expect(packages.data.packages.length).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  }, 120_000);

  it('refuses a build directory outside the project (node would not find node_modules)', () => {
    const outside = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--out-dir', tmpdir()], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });
    expect(outside.status).toBe(1);
    expect(outside.stderr).toMatch(/outside the project/);
  }, 60_000);
});
