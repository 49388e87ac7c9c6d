import type { RedirectRules, RouteEntry, SiteModel } from '../../engine/config/site-model.js';
import { keyedChanges, sameJson } from './keyed-changes.js';
import { code, section, type Section } from './markdown.js';

/** Routes of config/routes.yaml and the redirects of config/redirects.yaml added, removed or changed. */
export function routesSection(before: SiteModel, after: SiteModel): Section | undefined {
  return section('Routes and redirects', [...routeLines(before.routes, after.routes), ...redirectLines(before.redirects, after.redirects)]);
}

function routeLines(before: RouteEntry[], after: RouteEntry[]): string[] {
  const byPath = (routes: RouteEntry[]) => new Map(routes.map((r) => [r.path, r]));
  const changes = keyedChanges(byPath(before), byPath(after), sameJson);
  const describe = (r: RouteEntry) => `${code(r.path)} (${r.locale}, page ${code(r.page)})`;
  return [
    ...changes.added.map(([, r]) => `- route added: ${describe(r)}`),
    ...changes.removed.map(([, r]) => `- route removed: ${describe(r)}`),
    ...changes.changed.map(([path, { before: old, after: now }]) => `- route ${code(path)}: ${routeDetails(old, now).join('; ')}`),
  ];
}

function routeDetails(old: RouteEntry, now: RouteEntry): string[] {
  const details: string[] = [];
  if (old.page !== now.page) details.push(`page ${code(old.page)} → ${code(now.page)}`);
  if (old.layout !== now.layout) details.push(`layout ${code(old.layout)} → ${code(now.layout)}`);
  if (old.locale !== now.locale) details.push(`locale ${old.locale} → ${now.locale}`);
  if (old.alternateOf !== now.alternateOf) details.push(`alternate of ${code(old.alternateOf ?? 'none')} → ${code(now.alternateOf ?? 'none')}`);
  if (!sameJson(old.params, now.params)) details.push(`parameters ${JSON.stringify(old.params ?? {})} → ${JSON.stringify(now.params ?? {})}`);
  return details;
}

/** Redirects keyed by where they apply: a moved path by its `from`, an unmatched rule by its test. */
function redirectLines(before: RedirectRules, after: RedirectRules): string[] {
  const lines: string[] = [];
  const pathRules = (kind: string, was: Array<{ from: string; to: string }>, is: Array<{ from: string; to: string }>) => {
    const changes = keyedChanges(new Map(was.map((r) => [r.from, r.to])), new Map(is.map((r) => [r.from, r.to])), (a, b) => a === b);
    for (const [from, to] of changes.added) lines.push(`- ${kind} redirect added: ${code(from)} → ${code(to)}`);
    for (const [from, to] of changes.removed) lines.push(`- ${kind} redirect removed: ${code(from)} → ${code(to)}`);
    for (const [from, { before: old, after: now }] of changes.changed) lines.push(`- ${kind} redirect ${code(from)} now leads to ${code(now)} (was ${code(old)})`);
  };
  pathRules('moved (301)', before.moved, after.moved);
  pathRules('logged-in member', before.loggedIn ?? [], after.loggedIn ?? []);

  const test = (rule: RedirectRules['unmatched'][number]) =>
    [rule.contains !== undefined ? `contains ${rule.contains}` : '', rule.startsWith ? `starts with ${rule.startsWith.join(' or ')}` : ''].filter(Boolean).join(', ');
  const unmatched = (rules: RedirectRules['unmatched']) => new Map(rules.map((r) => [test(r), r.to]));
  const changes = keyedChanges(unmatched(before.unmatched), unmatched(after.unmatched), (a, b) => a === b);
  for (const [when, to] of changes.added) lines.push(`- unmatched-path rule added: ${when} → ${code(to)}`);
  for (const [when, to] of changes.removed) lines.push(`- unmatched-path rule removed: ${when} → ${code(to)}`);
  for (const [when, { before: old, after: now }] of changes.changed) lines.push(`- unmatched-path rule "${when}" now leads to ${code(now)} (was ${code(old)})`);
  // The first matching rule wins, so a new order alone changes where visitors land.
  const order = (rules: RedirectRules['unmatched']) => rules.map(test).filter((t) => before.unmatched.some((r) => test(r) === t) && after.unmatched.some((r) => test(r) === t));
  if (!sameJson(order(before.unmatched), order(after.unmatched))) lines.push('- unmatched-path rules are tried in a new order (the first that matches applies)');
  if (before.fallback !== after.fallback) lines.push(`- every other path now goes to ${code(after.fallback)} (was ${code(before.fallback)})`);
  return lines;
}
