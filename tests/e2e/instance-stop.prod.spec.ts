import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './console-guard';
import { storedSubmissions } from './operator-api';

// Issue 22, production only (playwright.prod.config.ts, after every other production test): one of
// the two API instances behind nginx is stopped (SIGTERM, as a rollout does) while visitors keep
// sending the contact form. Every submission that was acknowledged is stored, exactly once, and
// the site goes on answering from the other instance.
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-prod-data';
const contact = { firstName: 'Lena', lastName: 'Sokolova', email: 'lena@baltic-freight.example', message: 'Do you cover Baltic ports?' };

test('stopping one API instance loses no acknowledged submission', async ({ request }) => {
  test.setTimeout(120_000);
  const instances = JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8')) as Array<{ name: string; pid: number }>;
  expect(instances).toHaveLength(2);
  const run = `instance-stop-${Date.now()}`;
  const acknowledged = new Map<string, string>();
  const refusals: string[] = [];

  const send = async (n: number) => {
    const captcha = (await (await request.get('/public/captcha')).json()) as { data: { id: string } };
    const answer = await request.post('/public/contact/us', {
      data: { ...contact, subject: `${run} #${n}`, captchaId: captcha.data.id, captcha: 'k4pz', locale: 'en' },
      headers: { 'idempotency-key': `${run}-${n}` },
    });
    const body = (await answer.json().catch(() => undefined)) as { code?: number; data?: { id?: string } } | undefined;
    if (body?.code === 1 && body.data?.id) acknowledged.set(`${run} #${n}`, body.data.id);
    else refusals.push(`${answer.status()} ${JSON.stringify(body)}`);
  };

  // Four visitors, 15 submissions each; the first instance is told to stop after the first round.
  const stream = async (visitor: number) => {
    for (let i = 0; i < 15; i++) {
      await send(visitor * 100 + i);
      if (visitor === 0 && i === 2) process.kill(instances[0]!.pid, 'SIGTERM');
    }
  };
  await Promise.all([0, 1, 2, 3].map(stream));

  // Most get through (nginx sends a request it could not deliver to the other instance); none that
  // was acknowledged is missing, and none is stored twice.
  expect(acknowledged.size, refusals.join('\n')).toBeGreaterThan(50);
  // The instance did stop (drained, then exited) while the others were sending.
  await expect.poll(() => { try { process.kill(instances[0]!.pid, 0); return 'running'; } catch { return 'stopped'; } }, { timeout: 30_000 }).toBe('stopped');
  // Read as an operator does, from the instance still running (nginx does not pass /operator/ on).
  const stored = await storedSubmissions<{ id: string; payload: { subject?: string } }>(request, 'contact', 1);
  const ours = stored.filter((s) => s.payload.subject?.startsWith(run));
  expect(ours.map((s) => s.id).sort()).toEqual([...acknowledged.values()].sort());
  expect(new Set(ours.map((s) => s.payload.subject)).size).toBe(ours.length);
  expect(refusals.length + acknowledged.size).toBe(60);
  // The site and the API still answer, from the instance that is left.
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/en/products')).status()).toBe(200);
});
