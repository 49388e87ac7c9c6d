import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { codeFrom, startSmtp } from './api-harness';

const dataDir = mkdtempSync(join(tmpdir(), 'site-restart-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], { cwd: projectRoot, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  running.push(child);
  const healthy = () => fetch(`http://127.0.0.1:${env.PORT}/healthz`).then((r) => r.ok, () => false); // refused: not listening yet
  await expect.poll(healthy, { timeout: 60_000, message: 'server did not start' }).toBe(true);
  return child;
}

// Spec: nothing a visitor submitted is lost. The answer says success only after the row is committed.
it('a submission answered with success survives killing the server at once', { timeout: 120_000 }, async () => {
  const smtp = await startSmtp();
  const port = String(await freePort());
  const env = { PORT: port, DATA_DIR: dataDir, SMTP_URL: smtp.url, HOST: '127.0.0.1' };
  const base = `http://127.0.0.1:${port}`;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }).then((r) => r.json() as Promise<{ code: number }>);

  const first = await startServer(env);
  const email = 'olga@kazan-import.example';
  expect((await post('/api/public/sendVerifyCode', { email })).code).toBe(1);
  const formData = { name: 'Olga Petrova', company: 'Kazan Import', job: 'Buyer', email, mobile: '+7 843 555 0101', country: 'RU', interested: 'CN' };
  const answer = await post('/api/public/submittedForm', { formData: JSON.stringify(formData), isCaptcha: 'true', email, captcha: codeFrom(smtp.inbox[0]), serviceName: 'ru' });
  expect(answer.code).toBe(1);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  await startServer(env);
  const listed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', '--type', 'demo', '--format', 'json'], { cwd: projectRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  expect(listed.status, listed.stderr).toBe(0);
  const rows = JSON.parse(listed.stdout) as Array<{ email: string; locale: string; payload: object }>;
  expect(rows).toEqual([expect.objectContaining({ email, locale: 'ru', payload: formData })]);
  await smtp.close();
});

it('an operator loads dataset figures from a CSV file into the running server; a file with a bad line stores nothing', { timeout: 120_000 }, async () => {
  const port = String(await freePort());
  // Its own data folder: the first test's server still holds the other one.
  const figuresDataDir = join(dataDir, 'figures');
  const env = { PORT: port, DATA_DIR: figuresDataDir, HOST: '127.0.0.1' };
  await startServer(env);
  const load = (csv: string) => {
    const file = join(dataDir, `figures-${Math.random()}.csv`);
    writeFileSync(file, csv);
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/dataset-figures.ts', '--load', file], { cwd: projectRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  };
  const vietnam = () => fetch(`http://127.0.0.1:${port}/api/public/dataSource/statistics?dataSource=IMP_VN_CD_1`).then((r) => r.json() as Promise<{ data: { figures: unknown } }>);

  const bad = load('dataSource,records,firstMonth,latestMonth\nIMP_VN_CD_1,1200,2017-01,2026-09\nIMP_XX_CD_1,5,2020-01,2026-09\n');
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('IMP_XX_CD_1: not a dataset of config/catalogue/');
  expect((await vietnam()).data.figures).toBeNull();

  const good = load('dataSource,records,firstMonth,latestMonth\nIMP_VN_CD_1,1200,2017-01,2026-09\n');
  expect(good.status, good.stderr).toBe(0);
  expect((await vietnam()).data.figures).toMatchObject({ records: 1200, firstMonth: '2017-01', latestMonth: '2026-09' });
});
