import type { FastifyRequest } from 'fastify';

/**
 * The language of the page a member signs in on: the body's `locale` when a client sends one,
 * else the language cookie every page keeps in step with itself (site.yaml languageCookie). Only a
 * locale of the site counts; anything else leaves the stored one as it was.
 */
export function signInLocale(request: FastifyRequest, cookieName: string, locales: readonly string[]): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const candidates = [body?.locale, request.cookies?.[cookieName]];
  return candidates.find((c): c is string => typeof c === 'string' && locales.includes(c));
}
