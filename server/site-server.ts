import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { decidePath } from '../engine/routing/redirect-rules.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { manifestFile, type SiteManifest } from './site-manifest.js';
import { redirectLocation } from '../engine/routing/redirect-location.js';
import { languageFromCookie } from '../engine/routing/language.js';
import { loggedInTargetContent } from '../engine/routing/logged-in-routing.js';
import { localeCopyName } from '../engine/build/locale-copies.js';
import { htmlFileAnswer } from '../engine/routing/html-file-address.js';
import type { LocaleId } from '../engine/config/site-model.js';
import { documentFile, notFoundDocumentPath, paramRouteDocumentPath } from '../engine/routing/built-documents.js';

/**
 * Serves the prerendered site: redirects (config/redirects.yaml) are answered here, before any
 * JavaScript; hashed assets are cached for a year; pages are revalidated on every visit.
 */
export async function registerSite(app: FastifyInstance, { buildDir }: { buildDir: string }): Promise<void> {
  const clientDir = join(buildDir, 'client');
  const manifest = JSON.parse(readFileSync(join(buildDir, manifestFile), 'utf8')) as SiteManifest;

  // A page asked for by its file's name goes to its own address, where it has its policy; no
  // HTML file of the build is served bare (engine/routing/html-file-address.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const answer = htmlFileAnswer(new URL(request.url, 'http://site.local').pathname);
    if (!answer) return;
    if (answer.kind === 'page') return reply.redirect(redirectLocation(answer.path, request.url), 301);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
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
  // A console page is built without a locale: it goes out as the build's copy in the cookie's
  // locale, so its <html lang> is right before any script runs.
  const copies = new Map<string, string>();
  const inLocale = (file: string, locale: LocaleId) => {
    const copy = localeCopyName(file, locale);
    if (!copies.has(copy)) copies.set(copy, manifest.languages?.locales.includes(locale) && existsSync(join(clientDir, copy)) ? copy : file);
    return copies.get(copy)!;
  };
  const cookieLocale = (cookies: Record<string, string | undefined>) => {
    const languages = manifest.languages;
    if (!languages) return undefined;
    return languageFromCookie(cookies[languages.cookie], { site: { locales: languages.locales.map((id) => ({ id })), defaultLocale: languages.defaultLocale } });
  };

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Not Found' });
    const url = new URL(request.url, 'http://site.local');
    // A missing asset is a 404, not a page: redirecting a script to HTML only hides the fault.
    if (url.pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(url.pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (consolePages.has(url.pathname)) {
      const page = `${url.pathname.slice(1)}/index.html`;
      const locale = cookieLocale(request.cookies ?? {});
      // One address, a copy per language: caches must keep them apart.
      if (locale) reply.header('Vary', 'Cookie');
      return sendPage(reply, locale ? inLocale(page, locale) : page);
    }
    const decision = decidePath(url.pathname, manifest);
    if (decision.kind === 'redirect') return reply.redirect(redirectLocation(decision.location, request.url), decision.status);
    // A value the route's pattern refuses: the locale's 404 page; an accepted one: the route's
    // document, built once for all of its values (engine/routing/built-documents.ts).
    if (decision.kind === 'not-found') return sendPage(reply, documentFile(notFoundDocumentPath(decision.route.locale)), 404);
    if (!decision.route.prerender) return sendPage(reply, documentFile(paramRouteDocumentPath(decision.route)));
    // A logged-in redirect's target (?lang=en) shows the page the member came from.
    const content = loggedInTargetContent(decision.route.path, url.search, manifest.redirects) ?? decision.route.path;
    return sendPage(reply, `${content.slice(1)}/index.html`);
  });
}
