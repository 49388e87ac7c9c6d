/**
 * Spec 3 and 7: the login token's name, both as the cookie and as the header every call carries.
 * Shared by the browser and the reference server.
 */
export const tokenCookieName = 'ts-token';
