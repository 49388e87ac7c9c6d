/**
 * Where signing in leads: the page the member was sent away from (?redirect=), when it is one of
 * the console's own pages or a public page that asked them to log in, else the console home.
 * Only exact known paths are accepted, so the parameter can never send anyone to another site
 * (no open redirect).
 */
export function signInTarget(search: string, allowedPaths: readonly string[], home: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted && allowedPaths.includes(wanted) ? wanted : home;
}

/** The login address that brings the member back to `path` afterwards. */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: path }).toString()}`;
}
