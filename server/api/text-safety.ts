import type { FastifyInstance } from 'fastify';
import { codes, failure } from './envelope.js';

/**
 * Control characters no visitor types: C0 except tab, line feed and carriage return, and DEL. A
 * NUL cannot be stored in PostgreSQL text or jsonb at all (the query fails), and the others are
 * only ever a probe or a corrupted client.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Half of a UTF-16 surrogate pair without its other half: no Unicode character, not storable as UTF-8. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text the database can store and a person could have typed: no such control character, no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !controlCharacter.test(text) && !loneSurrogate.test(text);
}

type Visit = { node: unknown; key?: string; parent?: Visit };

/** The dotted path of a visit (module level: a function made per call costs every request). */
function pathOf(visit: Visit | undefined): string {
  const names: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) names.unshift(at.key);
  return names.join('.');
}

/**
 * The dotted path ("debtor.contactName", "items.2") of the first string in `value`, or key of one
 * of its objects, that is not safe text; '' for the value itself; undefined when all is safe.
 * Walked without recursion: a 64 KB body can nest thousands of levels deep.
 */
export function unsafeTextField(value: unknown): string | undefined {
  const pending: Visit[] = [{ node: value }];
  while (pending.length) {
    const visit = pending.pop()!;
    if (typeof visit.node === 'string') {
      if (!isSafeText(visit.node)) return pathOf(visit);
    } else if (visit.node && typeof visit.node === 'object') {
      const entries = Object.entries(visit.node);
      // A broken key is named by where it sits: echoing it back would repeat the broken text.
      if (entries.some(([key]) => !isSafeText(key))) return pathOf(visit);
      // Reversed onto the stack, so fields are looked at in their order and the first is named.
      for (const [key, child] of entries.reverse()) pending.push({ node: child, key, parent: visit });
    }
  }
  return undefined;
}

/**
 * Deeper than any form nests (a form's fields sit a few levels down at most): the functions that
 * read values back (trimming, schema checks, JSON columns, the log) may recurse per level, and a
 * 64 KB body can nest ten thousand levels, which would overflow the stack.
 */
export const maxNesting = 32;

/** The dotted path of the first object or list nested deeper than `limit`, or undefined. Walked without recursion. */
export function tooDeepField(value: unknown, limit = maxNesting): string | undefined {
  const pending: { node: unknown; depth: number; path: string }[] = [{ node: value, depth: 0, path: '' }];
  while (pending.length) {
    const { node, depth, path } = pending.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth >= limit) return path;
    for (const [key, child] of Object.entries(node)) pending.push({ node: child, depth: depth + 1, path: path ? `${path}.${key}` : key });
  }
  return undefined;
}

/**
 * Every request's query, route parameters and body are checked before validation and before any
 * handler or database work: one unsafe string answers 10001 naming its field (data.field), the
 * way a field that breaks its schema is answered. Operator routes get their plain 400.
 */
export function registerTextSafetyCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    for (const [part, value] of [['query', request.query], ['params', request.params], ['body', request.body]] as const) {
      const deep = tooDeepField(value);
      const unsafe = deep === undefined ? unsafeTextField(value) : undefined;
      const field = deep ?? unsafe;
      if (field === undefined) continue;
      const named = field || part;
      const problem = deep !== undefined ? 'is nested too deeply' : 'contains a control character or invalid Unicode';
      if (request.routeOptions.config?.operator) return void reply.code(400).send({ error: `${named} ${problem}` });
      return void reply.code(200).send(failure(codes.wrongParameters, { field: named }, deep !== undefined ? 'A field is nested too deeply' : 'A field contains a control character or invalid Unicode'));
    }
    done();
  });
}
