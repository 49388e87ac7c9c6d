import type { PricingPackage } from '../config/site-model.js';
import { grantedTerm } from './package-grant.js';

/** The membership the identity answer carries (server/auth/account-view.ts member). */
export interface RunningMembership {
  level?: number;
  package?: string | null;
  until?: string | null;
}

/**
 * What a member with a running package is told before ordering another (the purchase form):
 * - 'extended': the same package (level) again adds the term after the current end;
 * - 'upgraded': a larger package starts its own term on the day of payment; the rest of the
 *   current term is not added on;
 * - 'smaller': a smaller package cannot be ordered while the larger one runs (mayOrder).
 * No notice when nothing runs at `now`, or the chosen package is unknown. `next` is the end the
 * order would give if paid at `now` (package-grant's rule, so the notice and the grant agree).
 */
export type RenewalNotice =
  | { effect: 'extended' | 'upgraded'; current: string; until: Date; next: Date }
  | { effect: 'smaller'; current: string; until: Date };

export function renewalNotice(member: RunningMembership | null | undefined, pkg: Pick<PricingPackage, 'id' | 'level'> | undefined, now: Date, termYears: number): RenewalNotice | undefined {
  const until = member?.until ? new Date(member.until) : undefined;
  const level = member?.level ?? 0;
  if (!pkg || !until || Number.isNaN(until.getTime()) || until <= now || level <= 0) return undefined;
  const current = member?.package ?? pkg.id;
  if (pkg.level < level) return { effect: 'smaller', current, until };
  const term = grantedTerm(level, { until, package: current }, pkg, now, termYears);
  return { effect: term.effect === 'extended' ? 'extended' : 'upgraded', current, until, next: term.until };
}
