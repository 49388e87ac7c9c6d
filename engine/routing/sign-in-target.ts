/**
 * Where signing in leads: the page the member was sent away from (?redirect=), when it is one of
 * the console's own pages or a public page that asked them to log in, else the console home.
 * Only same-site paths are accepted: a path beginning with one "/", whose path part is one of the
 * allowed paths (a `:name` segment of an allowed path stands for one segment of letters, digits,
 * "-" and "_", as a payment page's order number). Its query and fragment are kept (the purchase
 * form's ?package= and #buy), so the member comes back to what they chose. So the parameter can
 * never send anyone to another site (no open redirect).
 */
export function signInTarget(search: string, allowedPaths: readonly string[], home: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || /[\\\s]/.test(wanted)) return home;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(wanted, base);
  } catch {
    return home;
  }
  // A path the URL parser had to change (dot segments, an encoded slash) is not one we sent.
  if (url.origin !== base || !wanted.startsWith(url.pathname)) return home;
  return allowedPaths.some((allowed) => pathMatches(allowed, url.pathname)) ? `${url.pathname}${url.search}${url.hash}` : home;
}

/** The path part of a sign-in target (what it is without ?query and #fragment). */
export function targetPath(target: string): string {
  return target.replace(/[?#].*$/, '');
}

/** Whether `path` is `allowed`, a `:name` segment of it taking any one plain segment. */
export function pathMatches(allowed: string, path: string): boolean {
  const want = allowed.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? /^[A-Za-z0-9_-]{1,64}$/.test(have[i]!) : segment === have[i]));
}

/** The login address that brings the member back to `path` (with its query and fragment) afterwards. */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: path }).toString()}`;
}
