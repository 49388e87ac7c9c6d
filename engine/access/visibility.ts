import type { Role, SessionFacts } from './session-facts.js';

/**
 * The declarative visibility language of the menus (config/nav/*.yaml `visible:`), checked by
 * schemas/config/visibility.schema.json and decided here, by one pure function:
 *
 *   visible: { any: [{ perm: AI }, { perm: RECOMMEND }] }      marketing centre (spec 6)
 *   visible: { all: [{ loggedIn: true }, { locale: zh-cn }] }
 *   visible: { not: { locale: zh-cn } }                        /package, non-Chinese only
 */
export type Visibility =
  | { perm: string }
  | { role: Role }
  | { locale: string }
  | { loggedIn: boolean }
  | { hasDownloadLimit: boolean }
  | { mainAccount: boolean }
  | { hasOemSystems: boolean }
  | { any: Visibility[] }
  | { all: Visibility[] }
  | { not: Visibility };

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
