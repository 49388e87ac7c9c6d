import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { DataFolderLockedError, lockDataFolder, lockFileName } from '../../server/db/data-folder-lock';
import { openDatabase } from '../../server/db/database';
import { freePort, spawnServer, untilHealthy, type ServerProcess } from './server-process';

const root = mkdtempSync(join(tmpdir(), 'site-lock-'));
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});
let folders = 0;
const newFolder = () => join(root, `data-${++folders}`);

/** The pid of a process that has ended, as a crashed server leaves in its lock. */
async function pidOfEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the lock of the embedded data folder', () => {
  it('refuses a second opener, naming the folder and the holder, until the first releases it', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(join(folder, lockFileName), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrow(`The data folder ${folder} is in use by another process (pid ${process.pid}`);
    lock.release();
    expect(existsSync(join(folder, lockFileName))).toBe(false);
    lockDataFolder(folder).release();
  });

  it('refuses a folder whose lock names another running process', async () => {
    const folder = newFolder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      lockDataFolder(folder).release();
      writeFileSync(join(folder, lockFileName), JSON.stringify({ pid: holder.pid, host: 'here', since: '2026-05-01T10:00:00.000Z' }));
      expect(() => lockDataFolder(folder)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone (a crash), and leaves alone a lock that is no longer its own', async () => {
    const folder = newFolder();
    lockDataFolder(folder).release();
    writeFileSync(join(folder, lockFileName), JSON.stringify({ pid: await pidOfEndedProcess(), host: 'here', since: '2026-05-01T10:00:00.000Z' }));
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(join(folder, lockFileName), 'utf8'))).toMatchObject({ pid: process.pid });
    const someoneElse = JSON.stringify({ pid: 1, host: 'elsewhere', since: '2026-05-01T10:00:00.000Z' });
    writeFileSync(join(folder, lockFileName), someoneElse);
    lock.release();
    expect(readFileSync(join(folder, lockFileName), 'utf8')).toBe(someoneElse);
  });

  it('is taken by opening the embedded database and given back by closing it', async () => {
    const folder = newFolder();
    const first = await openDatabase({ dataDir: folder });
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(DataFolderLockedError);
    await first.close();
    await (await openDatabase({ dataDir: folder })).close();
  }, 60_000);
});

describe('two processes on one data folder', () => {
  it('the second server refuses to start and says who holds the folder; the first keeps answering', { timeout: 120_000 }, async () => {
    const dataDir = newFolder();
    const first = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    servers.push(first);
    await untilHealthy(first);

    const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    servers.push(second);
    // Without the lock it would start as well: then this says 'healthy' at once instead of waiting.
    expect(await Promise.race([second.exited, untilHealthy(second).then(() => 'healthy', () => 'ended')])).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another process (pid ${first.child.pid}`);
    expect(second.output()).toMatch(/stop that process first|another DATA_DIR/);

    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    // An operator command that cannot reach that server does not open the folder beside it either.
    const listed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', '--format', 'json'], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()) },
    }).then(() => ({ code: 0, stderr: '' }), (failed: { code: number; stderr: string }) => failed);
    expect(listed.code).toBe(2);
    expect(listed.stderr).toContain(`the server holding ${dataDir} (pid ${first.child.pid}) did not answer`);
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
  });
});
