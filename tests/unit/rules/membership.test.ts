import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeMemberValue, encodeMemberValue, membershipBadge, levelCodes, membershipLabelKey, membershipLevelName,
  permissionFlags, type MemberValue, type PermissionFlag,
} from '../../../engine/rules/membership';
import { membershipLabelKeys, unknownLevelLabelKey } from '../../../engine/config/membership-levels';

function decoded(value: number): MemberValue {
  const result = decodeMemberValue(value);
  if (!result.ok) throw new Error(`expected ${value} to decode: ${result.error}`);
  return result.value;
}

describe('membership level: the low 4 bits (spec 3)', () => {
  it.each([
    [0, 'NORMAL', 'membership.level.normal'],
    [1, 'BRONZE', 'membership.level.bronze'],
    [2, 'SILVER', 'membership.level.silver'],
    [3, 'GOLD', 'membership.level.gold'],
    [4, 'PRO', 'membership.level.pro'],
    [5, 'GLOBAL', 'membership.level.global'],
    [6, 'GLOBAL_PLUS', 'membership.level.globalPlus'],
    [7, 'GLOBAL_LUXURY', 'membership.level.globalLuxury'],
    [8, 'GLOBAL_DELUXE', 'membership.level.globalDeluxe'],
  ])('level %i is %s, labelled %s', (level, name, key) => {
    expect(membershipLevelName(level)).toBe(name);
    expect(membershipLabelKey(level)).toBe(key);
    expect(levelCodes[name as keyof typeof levelCodes]).toBe(level);
  });

  it.each([9, 12, 15])('level %i fits in 4 bits but names no level: unknown label', (level) => {
    expect(membershipLevelName(level)).toBeUndefined();
    expect(membershipLabelKey(level)).toBe(unknownLevelLabelKey);
  });

  it('exports every label key once, for the translation files', () => {
    expect(new Set(membershipLabelKeys).size).toBe(10);
    expect(membershipLabelKeys).toContain('membership.level.unknown');
  });
});

describe('member value: level plus permission flags', () => {
  it.each<[number, number, PermissionFlag[]]>([
    [0, 0, []],
    [3, 3, []], // GOLD is the level 3, not BRONZE and SILVER
    [16 + 4, 4, ['PARTNER_REPORT']],
    [64 + 128 + 8, 8, ['TRADE_SO', 'MARKET_ANALYSIS']],
    [16 + 32 + 64 + 128 + 256 + 512 + 5, 5, ['PARTNER_REPORT', 'GLOBAL_BUYERS', 'TRADE_SO', 'MARKET_ANALYSIS', 'TRADE_SO_PLUS', 'TS_AI']],
    [512 + 15, 15, ['TS_AI']],
  ])('%i is level %i with %j', (value, level, flags) => {
    expect(decoded(value)).toEqual({ level, permissions: new Set(flags), otherBits: 0 });
  });

  it('keeps bits no flag is defined for, so writing the value back loses nothing', () => {
    expect(decoded(1024 + 64 + 2)).toEqual({ level: 2, permissions: new Set(['TRADE_SO']), otherBits: 1024 });
    expect(encodeMemberValue(decoded(1024 + 64 + 2))).toEqual({ ok: true, value: 1090 });
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 31, Number.POSITIVE_INFINITY])('rejects the corrupt value %d', (value) => {
    expect(decodeMemberValue(value).ok).toBe(false);
  });

  it.each<[string, MemberValue]>([
    ['a level above 15', { level: 16, permissions: new Set(), otherBits: 0 }],
    ['a negative level', { level: -1, permissions: new Set(), otherBits: 0 }],
    ['other bits on a known flag', { level: 1, permissions: new Set(), otherBits: 32 }],
    ['other bits in the level', { level: 1, permissions: new Set(), otherBits: 2 }],
  ])('refuses to encode %s', (_, member) => {
    expect(encodeMemberValue(member).ok).toBe(false);
  });
});

describe('properties', () => {
  const flagNames = Object.keys(permissionFlags) as PermissionFlag[];
  const values = fc.integer({ min: 0, max: 0x7fffffff });
  const members = fc.record({
    level: fc.integer({ min: 0, max: 15 }),
    permissions: fc.subarray(flagNames).map((flags) => new Set(flags)),
    otherBits: fc.integer({ min: 0, max: 0x7fffffff >>> 10 }).map((n) => n << 10),
  });

  it('encode(decode(v)) is v for every value', () => {
    fc.assert(fc.property(values, (value) => {
      expect(encodeMemberValue(decoded(value))).toEqual({ ok: true, value });
    }));
  });

  it('decode(encode(m)) is m for every level, flag set and unnamed bits', () => {
    fc.assert(fc.property(members, (member) => {
      const encoded = encodeMemberValue(member);
      if (!encoded.ok) throw new Error(encoded.error);
      expect(decoded(encoded.value)).toEqual(member);
    }));
  });

  it('the level is the low 4 bits whatever flags are set, and flags never change the level', () => {
    fc.assert(fc.property(values, fc.subarray(flagNames), (value, flags) => {
      const withFlags = flags.reduce((v, flag) => v | permissionFlags[flag], value);
      expect(decoded(withFlags).level).toBe(value % 16);
      expect(decoded(withFlags).permissions).toEqual(new Set([...decoded(value).permissions, ...flags]));
    }));
  });
});

describe('membershipBadge: what the account menu says of a membership', () => {
  it('names the level in force with its end, and a free account without one', () => {
    expect(membershipBadge({ level: 6, until: '2027-11-25T10:00:00.000Z' })).toEqual({ labelKey: 'membership.level.globalPlus', until: '2027-11-25T10:00:00.000Z' });
    expect(membershipBadge({ level: 0, until: '2025-01-01T00:00:00.000Z' })).toEqual({ labelKey: 'membership.level.normal' });
    expect(membershipBadge(undefined)).toEqual({ labelKey: 'membership.level.normal' });
    expect(membershipBadge({ level: 12, until: null })).toEqual({ labelKey: 'membership.level.unknown' });
  });
});
