/**
 * Spec 3 and 7: the login token's name, as the cookie (and as the header a non-browser client may
 * send). Shared by the browser and the reference server.
 *
 * The ts-token cookie is HttpOnly (decision 014): no script on the page can read the token. The
 * page learns that a visitor has a session from the marker cookie below, which holds no secret
 * ("1") and lives exactly as long as the token cookie; the identity call then says who it is.
 */
export const tokenCookieName = 'ts-token';

/** Readable by the page, set and cleared with ts-token; its presence means "a session may exist". */
export const sessionMarkerCookieName = 'ts-session';
