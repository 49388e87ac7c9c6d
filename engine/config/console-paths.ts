import type { CheckedSources } from './checked-sources.js';

/** The host of site.yaml hosts: that serves the console's pages (config/console.yaml). */
export const consoleHost = 'console';

/**
 * The paths config/console.yaml serves (sign-in, registration and every module page): where a
 * link to the console host may lead. Undefined while console.yaml is missing or broken, so links
 * are not blamed for that file's mistake.
 */
export function consolePaths(checked: CheckedSources): Set<string> | undefined {
  const raw = checked.console.get('config/console.yaml')?.data;
  return raw ? new Set([raw.login, raw.register, raw.passwordReset, ...raw.pages.map((p) => p.path)]) : undefined;
}

/** Why a link to `path` on `host` leads nowhere, if it does: a console path that is no console page. */
export function consoleLinkProblem(host: string, path: string, paths: Set<string> | undefined): string | undefined {
  if (host !== consoleHost || !paths) return undefined;
  const [pathname = ''] = path.split(/[?#]/); // split gives at least one part
  return paths.has(pathname) ? undefined : `points to ${pathname} on the console host, which is not a page of config/console.yaml (login, register, passwordReset or pages:)`;
}
