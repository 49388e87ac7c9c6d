/**
 * The membership levels of spec 3 by their code (NORMAL 0 ... GLOBAL_DELUXE 8), and the translation
 * key of each level's label: the config check asks every locale for these keys
 * (checked-text-keys.ts), the membership rules (engine/rules/membership.ts) decode member values
 * into them.
 */
export const membershipLevels = [
  'NORMAL', 'BRONZE', 'SILVER', 'GOLD', 'PRO', 'GLOBAL', 'GLOBAL_PLUS', 'GLOBAL_LUXURY', 'GLOBAL_DELUXE',
] as const;
export type MembershipLevelName = (typeof membershipLevels)[number];

export const levelLabelKeys: Record<MembershipLevelName, string> = {
  NORMAL: 'membership.level.normal',
  BRONZE: 'membership.level.bronze',
  SILVER: 'membership.level.silver',
  GOLD: 'membership.level.gold',
  PRO: 'membership.level.pro', // shown as "shipment pro"
  GLOBAL: 'membership.level.global',
  GLOBAL_PLUS: 'membership.level.globalPlus',
  GLOBAL_LUXURY: 'membership.level.globalLuxury',
  GLOBAL_DELUXE: 'membership.level.globalDeluxe',
};
export const unknownLevelLabelKey = 'membership.level.unknown';

export const membershipLabelKeys: readonly string[] = [...Object.values(levelLabelKeys), unknownLevelLabelKey];
