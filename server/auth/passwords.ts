import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

type ScryptParams = { N: number; r: number; p: number; keylen: number };

/**
 * OWASP's password storage guidance lists scrypt settings of equal strength: N=2^17,r=8,p=1 or
 * N=2^16,r=8,p=2, N=2^15,r=8,p=3, N=2^14,r=8,p=5. Measured on this project's 2-core machine
 * (Node 20): 2^17/p=1 ~260 ms and 128 MiB per hash, 2^16/p=2 ~220 ms, 2^15/p=3 ~160 ms,
 * 2^14/p=5 ~115 ms and 16 MiB. The last keeps a login well under 300 ms and lets several logins
 * hash at once without 128 MiB each, at the same cost to an attacker per guess.
 */
const current: ScryptParams = { N: 2 ** 14, r: 8, p: 5, keylen: 32 };

/** Enough for the current setting and for older or stronger hashes up to N=2^17,r=8 (128 MiB). */
const maxmem = 160 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, params.keylen, { N: params.N, r: params.r, p: params.p, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** scrypt$N$r$p$salt$hash: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  return ['scrypt', current.N, current.r, current.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash's parts, or undefined for one this code did not write (or parameters out of bounds). */
function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(N), r: Number(r), p: Number(p), keylen: 0 };
  if (scheme !== 'scrypt' || !salt || !hash || ![params.N, params.r, params.p].every(Number.isSafeInteger)) return undefined;
  if (128 * params.N * params.r > maxmem || params.p > 16) return undefined;
  const expected = Buffer.from(hash, 'base64url');
  return { params: { ...params, keylen: expected.length }, salt: Buffer.from(salt, 'base64url'), hash: expected };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = parse(stored);
  if (!parts) return false;
  const key = await derive(password, parts.salt, parts.params);
  return timingSafeEqual(key, parts.hash);
}

/** A hash made with weaker (or other) parameters than today's: rehashed after a successful login. */
export function needsRehash(stored: string): boolean {
  const parts = parse(stored);
  return !parts || parts.params.N !== current.N || parts.params.r !== current.r || parts.params.p !== current.p || parts.params.keylen !== current.keylen;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against, so how long a
 * login takes does not tell whether the address has an account. Always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
