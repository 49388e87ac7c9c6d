import type { ConfigError } from './config-error.js';
import { compiled, notChecked, type Compiled } from './compiled.js';
import type { CheckedSources } from './checked-sources.js';
import type { RedirectRules, RouteEntry } from './site-model.js';

/**
 * config/redirects.yaml -> the redirect rules, each target a route of config/routes.yaml and no
 * moved path a route itself (that redirect would never apply). While routes.yaml is broken the
 * targets are not judged.
 */
export function compileRedirects(checked: CheckedSources, routes: RouteEntry[] | undefined): Compiled<RedirectRules> {
  const errors: ConfigError[] = [];
  const source = checked.redirects.get('config/redirects.yaml');
  if (!source) return notChecked();
  const rules = source.data;
  if (!routes) return compiled(rules, errors);
  const routePaths = new Set(routes.map((r) => r.path));
  const mustBeRoute = (segments: Array<string | number>, target: string) => {
    if (!routePaths.has(target)) errors.push(source.errorAt(segments, `points to ${target}, which is not a route in config/routes.yaml`));
  };
  rules.moved.forEach((m, i) => {
    if (routePaths.has(m.from)) errors.push(source.errorAt(['moved', i, 'from'], `is a route, so this redirect would never apply`));
    mustBeRoute(['moved', i, 'to'], m.to);
  });
  rules.unmatched.forEach((u, i) => mustBeRoute(['unmatched', i, 'to'], u.to));
  mustBeRoute(['fallback'], rules.fallback);
  rules.loggedIn?.forEach((r, i) => {
    mustBeRoute(['loggedIn', i, 'from'], r.from);
    mustBeRoute(['loggedIn', i, 'to'], r.to.split('?')[0] ?? r.to);
  });
  return compiled(rules, errors);
}
