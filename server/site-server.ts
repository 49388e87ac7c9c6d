import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { PGlite } from '@electric-sql/pglite';
import { decidePath } from '../engine/routing/redirect-rules.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { manifestFile, type SiteManifest } from './site-manifest.js';

export interface SiteServerOptions {
  buildDir: string;
  db: PGlite;
  logger?: boolean;
}

/**
 * Serves the prerendered site: redirects (config/redirects.yaml) are answered here, before any
 * JavaScript; hashed assets are cached for a year; pages are revalidated on every visit.
 */
export async function createSiteServer({ buildDir, db, logger = true }: SiteServerOptions): Promise<FastifyInstance> {
  const clientDir = join(buildDir, 'client');
  const manifest = JSON.parse(readFileSync(join(buildDir, manifestFile), 'utf8')) as SiteManifest;
  const app = Fastify({ logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false, trustProxy: true });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false, // set per page below, with the hashes of that page's inline scripts
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    redirect: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'Cache-Control',
        path.includes(`${join(clientDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  app.get('/healthz', async (_request, reply) => {
    await db.query('select 1');
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', builtAt: manifest.builtAt });
  });

  const policies = new Map<string, string>();
  const sendPage = (reply: FastifyReply, file: string, status = 200) => {
    if (!policies.has(file)) policies.set(file, contentSecurityPolicy(readFileSync(join(clientDir, file), 'utf8')));
    return reply
      .code(status)
      .header('Content-Security-Policy', policies.get(file)!)
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .type('text/html; charset=utf-8')
      .sendFile(file);
  };
  const shell = existsSync(join(clientDir, '__spa-fallback.html')) ? '__spa-fallback.html' : 'index.html';

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Not Found' });
    const url = new URL(request.url, 'http://site.local');
    // A missing asset is a 404, not a page: redirecting a script to HTML only hides the fault.
    if (url.pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(url.pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const decision = decidePath(url.pathname, manifest);
    if (decision.kind === 'redirect') return reply.redirect(decision.location, decision.status);
    if (decision.kind === 'not-found') return sendPage(reply, shell, 404);
    if (!decision.route.prerender) return sendPage(reply, shell);
    return sendPage(reply, `${decision.route.path.slice(1)}/index.html`);
  });

  return app;
}
