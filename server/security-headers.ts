import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Our helmet settings: pages get their own policy (site-server.ts), API answers theirs (app.ts). */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: false, // pages get their own policy with the hashes of their inline scripts
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers @fastify/helmet sends with these settings, read once from a probe app's answer.
 * With no per-request part (no CSP nonces), they are the same on every answer; the plugin itself
 * ran helmet's chain of eleven middlewares and two hooks (one async) on every request to set them.
 */
export async function helmetHeaders(options: FastifyHelmetOptions = helmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !plain.has(name)).map(([name, value]) => [name, String(value)]));
}

/** Every answer (pages, files, API, errors) carries helmet's headers, set when the request arrives. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
