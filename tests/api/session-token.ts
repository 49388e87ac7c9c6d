import { tokenCookieName } from '../../engine/api/token-cookie';

/**
 * The session token a login set in its HttpOnly cookie, for a test that calls as a non-browser
 * client would (the `ts-token` header): the answer's JSON never carries it (decision 014).
 * `setCookie` is the Set-Cookie header as fetch joins several (`a=1; Path=/, b=2; ...`).
 */
export function sessionTokenFrom(setCookie: string | null): string {
  const token = new RegExp(`(?:^|, )${tokenCookieName}=([^;,]+)`).exec(setCookie ?? '')?.[1];
  if (!token) throw new Error(`expected a ${tokenCookieName} cookie, but Set-Cookie is: ${(setCookie ?? '').slice(0, 200)}`);
  return token;
}

/** Logs in over HTTP and answers the session token its cookie holds; a refused login fails the test. */
export async function loginToken(base: string, email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${base}/console/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 1) throw new Error(`logging in as ${email} was refused: ${answer.code} ${answer.msg}`);
  return sessionTokenFrom(response.headers.get('set-cookie'));
}
