/**
 * Hostile requests for every route the server has. The routes come from the server itself
 * (printRoutes), so a route added later is attacked too; each gets a well-formed request (with a
 * fresh captcha or e-mailed code where it needs one, so hostile values get past verification and
 * reach storage) and fast-check decides how to break it: one field, the whole body, its JSON, its
 * content type, its headers, its query, its path.
 */
import fc from 'fast-check';
import type { RawRequest } from './http-client.js';
import {
  badContentTypes, badHeaders, encodeLoose, hostileJson, hostilePathSegments, hostileQuerySuffixes, hostileQueryValues, malformedBodies, pollutionKeys,
} from './hostile-values.js';

export interface Route {
  method: string;
  path: string;
}

/** Fastify's printRoutes({ commonPrefix: false }) tree -> one route per method (HEAD left out). */
export function routesFromTree(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match; // the indent and the segment take part in every match
    const depth = indent.length / 4;
    stack.length = depth;
    const parent = depth > 0 ? stack[depth - 1] : '';
    if (parent === undefined) throw new Error(`route tree: a line nested deeper than the line above it: ${line}`);
    const path = parent + segment;
    stack.push(path);
    for (const method of methods.split(',').map((m) => m.trim()).filter((m) => m && m !== 'HEAD')) routes.push({ method, path });
  }
  return routes;
}

/** A well-formed request before it is broken: its body fields, query and headers. */
export interface BaseRequest {
  encoding: 'json' | 'form' | 'none';
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export type Mutation =
  | { kind: 'field'; pick: number; value: string }
  | { kind: 'pollute'; keys: string }
  | { kind: 'whole'; value: string }
  | { kind: 'malformed'; body: string | Buffer }
  | { kind: 'content-type'; type: string }
  | { kind: 'headers'; headers: Record<string, string | string[]> }
  | { kind: 'query'; pick: number; value: string; suffix?: string }
  | { kind: 'path'; segment: string };

export const mutations: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileJson }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pollute' as const), keys: pollutionKeys }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileJson }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('malformed' as const), body: malformedBodies }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('content-type' as const), type: badContentTypes }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('headers' as const), headers: badHeaders }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('query' as const), pick: fc.nat(), value: hostileQueryValues, suffix: fc.option(hostileQuerySuffixes, { nil: undefined }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('path' as const), segment: hostilePathSegments }) },
);

const placeholder = '"@@hostile-value-7f3a@@"';

/** Dotted paths of the leaves of a JSON body, so a nested form's inner fields are attacked too. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length) {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  }
  return prefix.length ? [prefix] : [];
}

function withPlaceholder(body: unknown, path: string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return JSON.parse(placeholder);
  const copy = Array.isArray(body) ? [...body] : { ...(body as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key] = withPlaceholder((body as Record<string, unknown>)[key], rest);
  return copy;
}

/** A JSON text as a form field's value: a string stays itself, anything else is sent as its JSON. */
function asFormValue(json: string): string {
  if (json.startsWith('"') && json.length < 400_000) {
    try {
      return JSON.parse(json) as string;
    } catch {
      return json;
    }
  }
  return json;
}

function formText(fields: Record<string, string>): string {
  return Object.entries(fields).map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
}

/** The base request broken as the mutation says; routes without a body get their query or path broken instead. */
export function hostileRequest(route: Route, base: BaseRequest, mutation: Mutation): RawRequest & { kind: string } {
  let path = route.path;
  for (const [name, value] of Object.entries(base.params ?? {})) path = path.replace(`:${name}`, encodeURIComponent(value));
  const query = new URLSearchParams(base.query ?? {}).toString();
  const headers: Record<string, string | string[]> = { ...base.headers };
  const hasBody = base.encoding !== 'none';
  const contentType = base.encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  const plainBody = () => (base.encoding === 'json' ? JSON.stringify(base.body) : base.encoding === 'form' ? formText(base.body as Record<string, string>) : undefined);
  const build = (kind: string, body: string | Buffer | undefined, type: string | undefined, q = query, p = path) => {
    if (type !== undefined && body !== undefined) headers['content-type'] = type;
    return { kind, method: route.method, path: q ? `${p}?${q}` : p, headers, body };
  };

  // A body mutation on a route that takes none attacks its query instead (same value).
  const m: Mutation = !hasBody && (mutation.kind === 'field' || mutation.kind === 'pollute')
    ? { kind: 'query', pick: mutation.kind === 'field' ? mutation.pick : 0, value: mutation.kind === 'field' ? encodeLoose(asFormValue(mutation.value).slice(0, 5_000)) : '', suffix: mutation.kind === 'pollute' ? '__proto__[admin]=1' : undefined }
    : mutation;

  switch (m.kind) {
    case 'field': {
      if (base.encoding === 'json') {
        const paths = leafPaths(base.body);
        const target = paths[m.pick % paths.length] ?? ['extra']; // a body without leaves gets an extra field
        return build(`field ${target.join('.')}`, JSON.stringify(withPlaceholder(base.body ?? {}, target)).replace(placeholder, m.value), contentType);
      }
      const fields = { ...(base.body as Record<string, string>) };
      const names = Object.keys(fields);
      const name = names[m.pick % names.length] ?? 'extra';
      fields[name] = asFormValue(m.value);
      return build(`field ${name}`, formText(fields), contentType);
    }
    case 'pollute': {
      if (base.encoding === 'json' && base.body && typeof base.body === 'object' && !Array.isArray(base.body)) {
        const text = JSON.stringify(base.body);
        return build('prototype keys', `{${m.keys},${text.slice(1)}`, contentType);
      }
      return build('prototype keys', `${plainBody() ?? ''}&__proto__[isAdmin]=true&constructor[prototype][polluted]=yes`, contentType);
    }
    case 'whole':
      return build('whole body', m.value, 'application/json');
    case 'malformed':
      return build('malformed JSON', m.body, 'application/json');
    case 'content-type':
      return build(`content type "${m.type}"`, plainBody() ?? '{}', m.type);
    case 'headers':
      Object.assign(headers, m.headers);
      return build(`headers ${Object.keys(m.headers).slice(0, 2).join(',')}`, plainBody(), hasBody ? contentType : undefined);
    case 'query': {
      const params = Object.entries(base.query ?? {});
      const parts = params.map(([k, v], i) => `${encodeURIComponent(k)}=${i === m.pick % Math.max(params.length, 1) ? m.value : encodeURIComponent(v)}`);
      if (!params.length) parts.push(`q=${m.value}`);
      if (m.suffix) parts.push(m.suffix);
      return build('query', plainBody(), hasBody ? contentType : undefined, parts.join('&'));
    }
    case 'path': {
      const hostilePath = route.path.includes(':') ? route.path.replace(/:[A-Za-z]+/, m.segment) : `${path}/${m.segment}`;
      return build('path', plainBody(), hasBody ? contentType : undefined, query, hostilePath);
    }
  }
}
