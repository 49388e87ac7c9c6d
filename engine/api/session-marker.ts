import Cookies from 'js-cookie';
import { sessionMarkerCookieName } from './token-cookie.js';

/**
 * The page's view of the session (decision 014): the token cookie is HttpOnly, so the page only
 * sees the readable marker beside it. Its presence means "a session may exist" (the identity call
 * says whose); it holds nothing secret.
 */
export function hasSessionMarker(): boolean {
  return Cookies.get(sessionMarkerCookieName) !== undefined;
}

/**
 * Drops the marker at once after a sign-out or a 401/402, so the next page asks nobody. The
 * server clears the token cookie itself (the page cannot: it is HttpOnly) and the marker with it.
 */
export function forgetSessionMarker(): void {
  Cookies.remove(sessionMarkerCookieName, { path: '/' });
}
