/**
 * The second yardstick for the API figures: the least a submission can cost when it is stored in
 * the embedded database before it is answered, whatever else the server does. Bare Fastify (no
 * logging, hooks, cookies, rate limits or security headers), the debt claim checked against its
 * form schema (schemas/forms/debt-claim.schema.json, with the form formats), and each body stored
 * as one row of one table without an index in PGlite, in a data folder on disk like the real
 * server's; the requests read in one turn of the event loop are group-committed by one statement,
 * like server/api/submission-batches.ts. No keys, no outbox, no second row.
 *
 * The real server's submissions can only be slower than this, so its ratio to hello-world says
 * how far any design on PGlite can go on the machine running the bench. Started as its own
 * process on 127.0.0.1:PORT with its data under DATA_DIR.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { createFormAjv } from '../../engine/config/form-formats.js';
import { projectRoot } from '../../engine/config/read-source-files.js';

const form = JSON.parse(readFileSync(join(projectRoot, 'schemas/forms/debt-claim.schema.json'), 'utf8'));
// The request carries the page's locale beside the form's values, as the real API's does.
const checkClaim = createFormAjv().compile({ ...form, properties: { ...form.properties, locale: { type: 'string', maxLength: 8 } } });

const db = await PGlite.create(join(process.env.DATA_DIR!, 'pglite'));
await db.exec('create table if not exists claims (id serial primary key, email text not null, payload jsonb not null, created_at timestamptz not null default now())');

interface Waiting { body: { creditor: { contactEmail: string } }; done: (error?: unknown) => void }
let waiting: Waiting[] = [];
let flushing = false;

async function flush(): Promise<void> {
  while (waiting.length) {
    const batch = waiting;
    waiting = [];
    try {
      const rows = JSON.stringify(batch.map((w) => ({ email: w.body.creditor.contactEmail, payload: w.body })));
      await db.query("insert into claims (email, payload) select r->>'email', r->'payload' from jsonb_array_elements($1::jsonb) r", [rows]);
      for (const w of batch) w.done();
    } catch (error) {
      for (const w of batch) w.done(error);
    }
  }
  flushing = false;
}

const store = (body: Waiting['body']) => new Promise<void>((resolve, reject) => {
  waiting.push({ body, done: (error) => (error ? reject(error) : resolve()) });
  if (flushing) return;
  flushing = true;
  setImmediate(() => void flush());
});

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
app.post('/claim', async (request, reply) => {
  if (!checkClaim(request.body)) return reply.code(200).send({ code: 10001, data: {}, msg: 'invalid claim' });
  await store(request.body as Waiting['body']);
  return { code: 1, data: {}, msg: 'stored' };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
