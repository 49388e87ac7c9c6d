import Cookies from 'js-cookie';
import { tokenCookieName } from './token-cookie.js';

export { tokenCookieName };

/** The login token of the ts-token cookie, if the visitor has one. */
export function sessionToken(): string | undefined {
  return Cookies.get(tokenCookieName) || undefined;
}
