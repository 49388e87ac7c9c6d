import Cookies from 'js-cookie';

/** Spec 3: the login token lives in the ts-token cookie, and every call carries it as a header. */
export const tokenCookieName = 'ts-token';

export function sessionToken(): string | undefined {
  return Cookies.get(tokenCookieName) || undefined;
}
