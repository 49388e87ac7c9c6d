import { isIP } from 'node:net';
import { fail, ok, type Result } from '../engine/config/result.js';

/**
 * Which peers may tell the server the client's address (X-Forwarded-For) and scheme: none, the
 * proxies at these addresses or CIDRs, or this many proxy hops in front of the server. Fastify
 * takes each form as its `trustProxy` option.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole address ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

const howToSet = 'Set TRUST_PROXY to the addresses or CIDRs of your proxies, comma-separated (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1 or TRUST_PROXY=loopback), or to the number of proxies in front of the server (e.g. TRUST_PROXY=1).';

/**
 * TRUST_PROXY as written in the environment. `true` is refused: it trusts an X-Forwarded-For sent
 * by anyone, so every client could pick its own address and walk past the per-IP limits.
 */
export function parseTrustProxy(text: string | undefined): Result<TrustProxy> {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return ok(false);
  if (value === 'true') {
    return fail(`TRUST_PROXY=true is refused: it would believe the X-Forwarded-For header of any client, so anyone could choose their own address and bypass the per-IP limits. ${howToSet}`);
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0 && hops <= 10) return ok(hops);
    return fail(`TRUST_PROXY=${value}: a hop count must be between 1 and 10 (0 or empty trusts no proxy).`);
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length || entries.length === 0) {
    return fail(`TRUST_PROXY: ${wrong.map((w) => `"${w}"`).join(', ') || 'nothing'} is not an IP address, CIDR or hop count. ${howToSet}`);
  }
  return ok(entries);
}

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/'); // split answers at least one part
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's option: a hop count becomes "trust the first n hops", as Fastify does at run time (its typings lack the number form). */
export function fastifyTrustProxy(value: TrustProxy | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}
