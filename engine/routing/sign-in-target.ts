/**
 * Where signing in leads: the console page the member was sent away from (?redirect=), when it is
 * one of the console's own pages, else the console home. Only exact known paths are accepted, so
 * the parameter can never send anyone to another site (no open redirect).
 */
export function signInTarget(search: string, consolePagePaths: readonly string[], home: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted && consolePagePaths.includes(wanted) ? wanted : home;
}

/** The login address that brings the member back to `path` afterwards. */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: path }).toString()}`;
}
