import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { decidePath } from '../engine/routing/redirect-rules.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { manifestFile, type SiteManifest } from './site-manifest.js';
import { redirectLocation } from '../engine/routing/redirect-location.js';

/**
 * Serves the prerendered site: redirects (config/redirects.yaml) are answered here, before any
 * JavaScript; hashed assets are cached for a year; pages are revalidated on every visit.
 */
export async function registerSite(app: FastifyInstance, { buildDir }: { buildDir: string }): Promise<void> {
  const clientDir = join(buildDir, 'client');
  const manifest = JSON.parse(readFileSync(join(buildDir, manifestFile), 'utf8')) as SiteManifest;

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

  const policies = new Map<string, string>();
  const sendPage = (reply: FastifyReply, file: string, status = 200) => {
    if (!policies.has(file)) policies.set(file, contentSecurityPolicy(readFileSync(join(clientDir, file), 'utf8'), manifest.connectOrigins));
    return reply
      .code(status)
      .header('Content-Security-Policy', policies.get(file)!)
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .type('text/html; charset=utf-8')
      .sendFile(file);
  };
  const consolePages = new Set(manifest.consolePaths);
  const shell = existsSync(join(clientDir, '__spa-fallback.html')) ? '__spa-fallback.html' : 'index.html';

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Not Found' });
    const url = new URL(request.url, 'http://site.local');
    // A missing asset is a 404, not a page: redirecting a script to HTML only hides the fault.
    if (url.pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(url.pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (consolePages.has(url.pathname)) return sendPage(reply, `${url.pathname.slice(1)}/index.html`);
    const decision = decidePath(url.pathname, manifest);
    if (decision.kind === 'redirect') return reply.redirect(redirectLocation(decision.location, request.url), decision.status);
    if (decision.kind === 'not-found') return sendPage(reply, shell, 404);
    if (!decision.route.prerender) return sendPage(reply, shell);
    return sendPage(reply, `${decision.route.path.slice(1)}/index.html`);
  });
}
