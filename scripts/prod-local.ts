/**
 * `npm run prod:local` (issue 22): the reference production setup on this machine. Debian's nginx
 * serves build/client with the configuration `npm run build` generated (build/deploy/nginx/) and
 * sends the API paths to two API instances (`server/main.ts --api-only`) on PostgreSQL and Redis.
 * Settings are the README's environment variables: DATABASE_URL and REDIS_URL (required),
 * PORT (nginx, default 8080), and whatever else the instances should get (SMTP_URL,
 * SSO_TICKET_SECRET, OPERATOR_TOKEN, PAYPAL_*...). Ctrl-C stops nginx and both instances.
 *
 * nginx is the public side: it answers the operator API 404 (decision 045). Operators reach an
 * instance on its own address, printed at start and kept in instances.json, as they would on the
 * internal network in production (docs/deployment.md, "Operator access").
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run prod:local
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../engine/config/read-source-files.js';
import { buildIsCurrent } from '../server/build-before-serving.js';
import { nginxMissing, startNginx } from '../server/deploy/nginx-process.js';
import { freePort } from './reliability/child-processes.js';
import { killServers, startServer, type ServerProcess } from './reliability/api-server-process.js';

const buildDir = join(projectRoot, 'build');
// --data-dir DIR: one folder for both instances' e-mail outbox and operator token (the browser
// tests read them there); by default each instance has its own under .tmp/prod-local/.
const dataDirFlag = process.argv.indexOf('--data-dir');
const sharedDataDir = dataDirFlag === -1 ? undefined : process.argv[dataDirFlag + 1];
const required = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test', REDIS_URL: 'redis://127.0.0.1:6379' };

function refuse(message: string): never {
  console.error(`prod:local: ${message}`);
  process.exit(1);
}

for (const [name, example] of Object.entries(required)) {
  if (!process.env[name]) refuse(`${name} is not set; the production setup runs on PostgreSQL and Redis, e.g. ${name}=${example}`);
}
const missing = nginxMissing();
if (missing) refuse(missing);
if (!buildIsCurrent(buildDir)) refuse('build/ is missing or older than the sources: run npm run build first');

const port = Number(process.env.PORT ?? 8080);
// Visitors reach the site at nginx's address, not at an instance's: the origin payment pages and
// e-mail links are on (server/site-origins.ts), and the Host nginx tells the instances.
const siteOrigin = process.env.SITE_ORIGIN ?? `http://127.0.0.1:${port}`;
// Every instance must sign single-sign-on tickets with the same secret: one for this run if none is given.
const shared = {
  ...Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'DATA_DIR')),
  SSO_TICKET_SECRET: process.env.SSO_TICKET_SECRET ?? randomBytes(32).toString('hex'),
  SEED_DEMO_ACCOUNTS: process.env.SEED_DEMO_ACCOUNTS ?? 'true',
  // The instances see the visitor's address through nginx on this machine.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  SITE_ORIGIN: siteOrigin,
};
const instances: ServerProcess[] = [];
const stop = async (code: number) => {
  await nginx?.stop();
  await killServers(...instances);
  process.exit(code);
};
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // One after the other: the first applies the migrations and loads the sample data, the second finds them done.
  for (const name of ['api-1', 'api-2']) {
    const instancePort = await freePort();
    instances.push(await startServer({ name, dataDir: sharedDataDir ?? join(projectRoot, '.tmp', 'prod-local', name), port: instancePort, env: { ...shared, PORT: String(instancePort), HOST: '127.0.0.1' } }));
    console.log(`prod:local: ${name} on http://127.0.0.1:${instancePort}`);
  }
  // Which process is which instance, for an operator (or the tests) to stop one of them.
  writeFileSync(join(sharedDataDir ?? join(projectRoot, '.tmp', 'prod-local'), 'instances.json'), JSON.stringify(instances.map((i) => ({ name: i.name, port: i.port, pid: i.child.pid }))));
  nginx = await startNginx({ buildDir, workDir: join(projectRoot, '.tmp', 'prod-local', 'nginx'), port, apiInstances: instances.map((i) => `127.0.0.1:${i.port}`), siteHost: new URL(siteOrigin).host });
  console.log(`prod:local: the site through nginx at ${nginx.url} (Ctrl-C stops it)`);
  console.log(`prod:local: operator commands use PostgreSQL with DATABASE_URL, or an instance's own address (never nginx): DATABASE_URL= SITE_API_URL=http://127.0.0.1:${instances[0]!.port} OPERATOR_TOKEN=... npm run orders`);
  nginx.process.once('exit', (code) => {
    console.error(`prod:local: nginx stopped (${code}): ${nginx?.errorLog().slice(-2000)}`);
    void stop(1);
  });
} catch (error) {
  console.error(`prod:local: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
