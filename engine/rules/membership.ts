import { fail, ok, type Result } from '../config/result.js';
import { levelLabelKeys, membershipLevels, unknownLevelLabelKey, type MembershipLevelName } from '../config/membership-levels.js';

/**
 * Spec 3: one member value carries two things. Its low 4 bits are the membership level (a number,
 * not flags: GOLD is 3, not "BRONZE and SILVER"); the bits above are permission flags.
 */

/** Level values as the spec's permission codes name them (BRONZE 1 ... GLOBAL_DELUXE 8). */
export const levelCodes = Object.fromEntries(membershipLevels.map((name, code) => [name, code])) as Record<MembershipLevelName, number>;

export const permissionFlags = {
  PARTNER_REPORT: 16,
  GLOBAL_BUYERS: 32,
  TRADE_SO: 64,
  MARKET_ANALYSIS: 128,
  TRADE_SO_PLUS: 256,
  TS_AI: 512,
} as const;
export type PermissionFlag = keyof typeof permissionFlags;

const levelMask = 0b1111;
const knownBits = Object.values(permissionFlags).reduce((mask, bit) => mask | bit, levelMask);
/** Bitwise operators work on 32-bit signed integers; larger values would be silently mangled. */
const largestMemberValue = 0x7fffffff;

export interface MemberValue {
  /** 0 to 15. 9 to 15 name no level yet (see membershipLevelName). */
  level: number;
  permissions: ReadonlySet<PermissionFlag>;
  /**
   * Bits no flag is defined for yet. Kept rather than dropped, so writing back a value that was
   * read never takes away a permission a newer server granted.
   */
  otherBits: number;
}

export function decodeMemberValue(value: number): Result<MemberValue> {
  if (!Number.isInteger(value) || value < 0 || value > largestMemberValue) {
    return fail(`member value must be an integer from 0 to ${largestMemberValue}, got ${value}`);
  }
  const permissions = new Set(
    (Object.keys(permissionFlags) as PermissionFlag[]).filter((flag) => (value & permissionFlags[flag]) !== 0),
  );
  return ok({ level: value & levelMask, permissions, otherBits: value & ~knownBits });
}

export function encodeMemberValue(member: MemberValue): Result<number> {
  if (!Number.isInteger(member.level) || member.level < 0 || member.level > levelMask) {
    return fail(`membership level must be an integer from 0 to ${levelMask}, got ${member.level}`);
  }
  const { otherBits } = member;
  if (!Number.isInteger(otherBits) || otherBits < 0 || otherBits > largestMemberValue || (otherBits & knownBits) !== 0) {
    return fail('otherBits must be a non-negative 31-bit integer clear of the level and the known permission flags');
  }
  let value = member.level | member.otherBits;
  for (const flag of member.permissions) value |= permissionFlags[flag];
  return ok(value);
}

/**
 * Levels 9 to 15 fit in the 4 bits but the spec names none: most likely a package added after
 * this code. They are reported as undefined (shown with the 'unknown' label) rather than mapped to
 * a known level, which would either give away or take away what the member paid for.
 */
export function membershipLevelName(level: number): MembershipLevelName | undefined {
  return membershipLevels[level];
}

/** Translation key of a level's label (locales/<locale>/common.yaml). */
export function membershipLabelKey(level: number): string {
  const name = membershipLevelName(level);
  return name ? levelLabelKeys[name] : unknownLevelLabelKey;
}

/** The membership of the identity answer (spec 3): its level in force now and when it ends. */
export interface IdentityMembership {
  level?: number;
  until?: string | null;
}

/**
 * What the account menu says of a member's membership: the level's label and, for a paid level,
 * the day it ends. An answer without a membership reads as the normal (free) level.
 */
export function membershipBadge(member: IdentityMembership | null | undefined): { labelKey: string; until?: string } {
  const level = member?.level ?? 0;
  const until = level > 0 && member?.until ? member.until : undefined;
  return { labelKey: membershipLabelKey(level), ...(until ? { until } : {}) };
}
