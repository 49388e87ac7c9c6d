import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppDatabase } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';
import { sessionAccount } from '../auth/session-cookies.js';
import type { SessionLookups } from '../auth/session-lookups.js';
import { codes, failure, type Envelope } from './envelope.js';

/**
 * Idempotency-Key (submissions, purchase, payment calls): a retry of the same request is done
 * once and answered alike. A key is bound to the request that first used it — endpoint (method
 * and path), caller (the session's account, or none) and a SHA-256 of the body — so it can never
 * fetch the answer of someone else's request, or of another call.
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface KeyUse {
  key: string;
  endpoint: string;
  caller: number | null;
  bodyHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's Idempotency-Key and what it is bound to, on routes that honour the header. */
    keyUse?: KeyUse;
  }
}

export const unusableKey = failure(codes.wrongParameters, { field: 'Idempotency-Key' }, 'Idempotency-Key must be 8 to 128 of the characters A-Z a-z 0-9 _ . : -');
export const reusedKey = failure(codes.wrongParameters, { field: 'Idempotency-Key' }, 'This Idempotency-Key was already used for a different request');

/** Raised inside a transaction whose key turns out to be taken: rolls it back, and carries the answer. */
export class AnsweredEarlier extends Error {
  constructor(readonly answer: Envelope) {
    super('the Idempotency-Key was answered earlier');
  }
}

/** The same JSON whatever order its keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const bodyHash = (body: unknown) => createHash('sha256').update(canonical(body ?? null)).digest('hex');

/** The answer a key already has for this request; the refusal when it was used for another; else undefined. */
export async function earlierAnswer(db: AppDatabase, use: KeyUse | undefined): Promise<Envelope | undefined> {
  if (!use) return undefined;
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, use.key));
  if (!row) return undefined;
  if (row.endpoint === null) return (row.answer as Envelope | null) ?? reusedKey; // recorded before keys were bound
  const same = row.endpoint === use.endpoint && row.caller === use.caller && row.bodyHash === use.bodyHash;
  return same ? ((row.answer as Envelope | null) ?? reusedKey) : reusedKey;
}

/**
 * Takes the key for this request (with its answer, or with recordAnswer before the transaction
 * commits). When another request holds it, this waits for that one's transaction (the key is the
 * table's primary key) and throws AnsweredEarlier with its answer, or the refusal.
 */
export async function claimKey(db: AppDatabase, use: KeyUse, answer?: Envelope): Promise<void> {
  const claimed = await db.insert(idempotencyKeys)
    .values({ key: use.key, endpoint: use.endpoint, caller: use.caller, bodyHash: use.bodyHash, answer: answer ?? null })
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new AnsweredEarlier((await earlierAnswer(db, use)) ?? reusedKey);
}

export async function recordAnswer(db: AppDatabase, use: KeyUse, answer: Envelope): Promise<void> {
  await db.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.key, use.key));
}

/**
 * A route's preHandler: reads the header (present but unusable: 10001 naming it, never ignored),
 * binds it to this request, and answers at once when the key was used before.
 */
export function idempotencyCheck(db: AppDatabase, sessions: SessionLookups) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !idempotencyKeyPattern.test(header)) return reply.send(unusableKey);
    const caller = (await sessionAccount(sessions, request, reply))?.id ?? null;
    request.keyUse = { key: header, endpoint: `${request.method} ${request.routeOptions.url}`, caller, bodyHash: bodyHash(request.body) };
    const earlier = await earlierAnswer(db, request.keyUse);
    if (earlier) return reply.send(earlier);
  };
}

/** A handler whose AnsweredEarlier (a twin request won the key) becomes the answer. */
export function answeredOnce(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): RouteHandlerMethod {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof AnsweredEarlier) return error.answer;
      throw error;
    }
  };
}
