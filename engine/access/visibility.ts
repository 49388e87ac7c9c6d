import type { SessionFacts } from './session-facts.js';
import type { Visibility } from '../config/visibility-language.js';

export type { Visibility } from '../config/visibility-language.js';

/** Whether an item with this rule shows for these facts; no rule means always. */
export function isVisible(rule: Visibility | undefined, facts: SessionFacts): boolean {
  if (!rule) return true;
  if ('any' in rule) return rule.any.some((r) => isVisible(r, facts));
  if ('all' in rule) return rule.all.every((r) => isVisible(r, facts));
  if ('not' in rule) return !isVisible(rule.not, facts);
  if ('perm' in rule) return facts.permissions.has(rule.perm);
  if ('role' in rule) return facts.roles.has(rule.role);
  if ('locale' in rule) return facts.locale === rule.locale;
  if ('loggedIn' in rule) return facts.loggedIn === rule.loggedIn;
  if ('hasDownloadLimit' in rule) return facts.hasDownloadLimit === rule.hasDownloadLimit;
  if ('mainAccount' in rule) return facts.mainAccount === rule.mainAccount;
  return facts.hasOemSystems === rule.hasOemSystems;
}
