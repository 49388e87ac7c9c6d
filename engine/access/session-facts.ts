/**
 * What the console's visibility rules can ask about a session (spec 3, 6): derived once from the
 * identity answer, so every rule reads the same facts and no component looks at raw permissions.
 */

/** The identity answer's user, as far as visibility needs it (spec 3, session/user). */
export interface IdentityUser {
  level?: number;
  userRole?: string | string[] | null;
  /** Items hold a TS group whose sub-groups (CDS, SO, AI, ...) are the permissions; CDS may hold download_limit. */
  permissions?: Array<Record<string, unknown>> | null;
  account?: { oemDomains?: unknown[] | null } | null;
}

import type { Role } from '../config/visibility-language.js';

export type { Role } from '../config/visibility-language.js';

export interface SessionFacts {
  loggedIn: boolean;
  /** The page's locale id: zh-cn, en or ru. */
  locale: string;
  roles: ReadonlySet<Role>;
  /** Sub-groups of the TS permission group: SO, MARKET_ANALYSIS, AI, RECOMMEND, EMAIL, OPENS, CDS, ... */
  permissions: ReadonlySet<string>;
  hasDownloadLimit: boolean;
  /** Level 0 is the main account; the others are sub accounts (spec 3, 6). */
  mainAccount: boolean;
  hasOemSystems: boolean;
}

/** The TS permission group of the session (spec 4: stored on login), or an empty one. */
export function tsPermissionGroup(user: IdentityUser | null | undefined): Record<string, unknown> {
  for (const item of user?.permissions ?? []) {
    const group = item?.TS;
    if (group && typeof group === 'object' && !Array.isArray(group)) return group as Record<string, unknown>;
  }
  return {};
}

/**
 * Roles as spec 6 defines them: admin when the role contains admin; info when it contains info
 * or admin; payment when it contains payment. The role may be a text or a list.
 */
export function rolesOf(userRole: IdentityUser['userRole']): Set<Role> {
  const text = Array.isArray(userRole) ? userRole.join(' ') : (userRole ?? '');
  const roles = new Set<Role>();
  if (/admin/i.test(text)) roles.add('admin').add('info');
  if (/info/i.test(text)) roles.add('info');
  if (/payment/i.test(text)) roles.add('payment');
  return roles;
}

export function sessionFacts(user: IdentityUser | null | undefined, locale: string): SessionFacts {
  const group = tsPermissionGroup(user);
  const cds = group.CDS as { download_limit?: unknown } | undefined;
  return {
    loggedIn: !!user,
    locale,
    roles: user ? rolesOf(user.userRole) : new Set(),
    permissions: new Set(Object.keys(group)),
    hasDownloadLimit: typeof cds?.download_limit === 'number' && cds.download_limit > 0,
    mainAccount: !!user && (user.level ?? 0) === 0,
    hasOemSystems: (user?.account?.oemDomains?.length ?? 0) > 0,
  };
}
