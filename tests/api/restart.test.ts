import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
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
  const formData = { name: 'Olga Petrova', company: 'Kazan Import', job: 'Buyer', email, mobile: '+7 843 555 0101', country: 'Russia', interested: 'China' };
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
