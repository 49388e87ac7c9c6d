import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeOwnedDatasets, duplicatedCodes, encodeOwnedDatasets, ownedBitsLength, ownsDataset,
  type BitLayout, type OwnedDatasets,
} from '../../../engine/rules/owned-datasets';

// A small master list shaped like the real one: a duplicate (A at 0 and 3) and room for ship/transit.
const layout: BitLayout = { masterCodes: ['A', 'B', 'C', 'A', 'D'], shipBit: 5, transitBit: 6 };

function decoded(bits: string, at: BitLayout = layout): OwnedDatasets {
  const result = decodeOwnedDatasets(bits, at);
  if (!result.ok) throw new Error(`expected ${bits} to decode: ${result.error}`);
  return result.value;
}

function encoded(owned: OwnedDatasets, at: BitLayout = layout): string {
  const result = encodeOwnedDatasets(owned, at);
  if (!result.ok) throw new Error(`expected to encode: ${result.error}`);
  return result.value;
}

const owned = (codes: string[], ship = false, transit = false): OwnedDatasets => ({ codes: new Set(codes), ship, transit });

describe('decoding the owned-dataset string (spec 3)', () => {
  it.each([
    ['', [], false, false],
    ['0000000', [], false, false],
    ['01100', ['B', 'C'], false, false],
    ['0000011', [], true, true],
    ['1', ['A'], false, false], // short string: missing positions are '0'
    ['0001', ['A'], false, false], // either position of a duplicate means owned
    ['1001000', ['A'], false, false],
    ['0000100', ['D'], false, false],
  ])('%j owns %j, ship %s, transit %s', (bits, codes, ship, transit) => {
    expect(decoded(bits)).toEqual(owned(codes, ship, transit));
  });

  it.each([
    ['00000000', 'more than the 7'],
    ['0102', 'position 3'],
    ['01 1', 'position 2'],
    ['1x', 'position 1'],
  ])('rejects the corrupt string %j', (bits, message) => {
    expect(decodeOwnedDatasets(bits, layout)).toEqual({ ok: false, error: expect.stringContaining(message) });
  });

  it('reports a retired code (in the master list, no longer a dataset) as owned', () => {
    expect(ownsDataset(decoded('001'), { kind: 'customs', value: 'C' })).toBe(true);
  });
});

describe('encoding the owned-dataset string', () => {
  it('sets every position of an owned duplicate, and the ship and transit bits', () => {
    expect(encoded(owned(['A']))).toBe('1001000');
    expect(encoded(owned(['B', 'D'], true))).toBe('0100110');
    expect(encoded(owned([], false, true))).toBe('0000001');
  });

  it('refuses a code that is not in the master list instead of dropping it', () => {
    expect(encodeOwnedDatasets(owned(['B', 'Z']), layout)).toEqual({ ok: false, error: expect.stringContaining('Z') });
  });

  it('is max(shipBit, transitBit) + 1 long, whichever bit comes last', () => {
    expect(ownedBitsLength(layout)).toBe(7);
    expect(encoded(owned([], true), { masterCodes: ['A'], shipBit: 3, transitBit: 1 })).toBe('0001');
  });

  it('leaves a position between the codes and the ship bit at 0: it stands for nothing', () => {
    const gapped: BitLayout = { masterCodes: ['A'], shipBit: 2, transitBit: 3 };
    expect(encoded(decoded('1111', gapped), gapped)).toBe('1011');
  });

  it('finds the duplicated codes with their positions', () => {
    expect(duplicatedCodes(layout)).toEqual(new Map([['A', [0, 3]]]));
  });
});

describe('access to a dataset (spec 6)', () => {
  it('follows the code for customs data and the kind bit for ship and transit data', () => {
    const member = owned(['B'], true, false);
    expect(ownsDataset(member, { kind: 'customs', value: 'B' })).toBe(true);
    expect(ownsDataset(member, { kind: 'customs', value: 'C' })).toBe(false);
    expect(ownsDataset(member, { kind: 'ship', value: 'SHIP_US' })).toBe(true);
    expect(ownsDataset(member, { kind: 'transit', value: 'EURASIAN' })).toBe(false);
  });
});

describe('properties', () => {
  // Master lists of 0-12 codes from a small alphabet, so duplicates are common.
  const layouts = fc
    .array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'), { maxLength: 12 })
    .chain((masterCodes) => fc.tuple(fc.constant(masterCodes), fc.nat(3), fc.nat(3), fc.boolean()))
    .map(([masterCodes, gap, distance, shipFirst]): BitLayout => {
      const first = masterCodes.length + gap;
      const second = first + 1 + distance;
      return { masterCodes, shipBit: shipFirst ? first : second, transitBit: shipFirst ? second : first };
    });
  const ownedIn = (at: BitLayout) =>
    fc.record({ codes: fc.subarray([...new Set(at.masterCodes)]).map((c) => new Set(c)), ship: fc.boolean(), transit: fc.boolean() });
  const bitsFor = (at: BitLayout) => fc.string({ unit: fc.constantFrom('0', '1'), maxLength: ownedBitsLength(at) });

  it('round trip: decode(encode(x)) is x', () => {
    fc.assert(fc.property(layouts.chain((at) => fc.tuple(fc.constant(at), ownedIn(at))), ([at, x]) => {
      expect(decoded(encoded(x, at), at)).toEqual(x);
    }));
  });

  it('encode(decode(s)) normalises: same ownership, and normalising again changes nothing', () => {
    fc.assert(fc.property(layouts.chain((at) => fc.tuple(fc.constant(at), bitsFor(at))), ([at, s]) => {
      const normal = encoded(decoded(s, at), at);
      expect(decoded(normal, at)).toEqual(decoded(s, at));
      expect(encoded(decoded(normal, at), at)).toBe(normal);
    }));
  });

  it('a duplicated code is owned iff any of its positions is 1, and encoding sets all of them', () => {
    fc.assert(fc.property(layouts.chain((at) => fc.tuple(fc.constant(at), bitsFor(at))), ([at, s]) => {
      const normal = encoded(decoded(s, at), at);
      for (const [code, positions] of duplicatedCodes(at)) {
        const ownedHere = positions.some((p) => s[p] === '1');
        expect(decoded(s, at).codes.has(code)).toBe(ownedHere);
        expect(positions.map((p) => normal[p])).toEqual(positions.map(() => (ownedHere ? '1' : '0')));
      }
    }));
  });

  it('encoding always gives the full length of 0s and 1s', () => {
    fc.assert(fc.property(layouts.chain((at) => fc.tuple(fc.constant(at), ownedIn(at))), ([at, x]) => {
      const bits = encoded(x, at);
      expect(bits).toHaveLength(Math.max(at.shipBit, at.transitBit) + 1);
      expect(bits).toMatch(/^[01]*$/);
    }));
  });

  it('padding a string with trailing 0s up to the full length changes nothing', () => {
    fc.assert(fc.property(layouts.chain((at) => fc.tuple(fc.constant(at), bitsFor(at))), ([at, s]) => {
      expect(decoded(s.padEnd(ownedBitsLength(at), '0'), at)).toEqual(decoded(s, at));
    }));
  });

  it('rejects any string with a character other than 0 and 1, and any string that is too long', () => {
    const corrupt = fc.tuple(fc.string({ unit: fc.constantFrom('0', '1'), maxLength: 5 }), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => c !== '0' && c !== '1'));
    fc.assert(fc.property(corrupt, ([prefix, bad]) => {
      expect(decodeOwnedDatasets(prefix + bad, layout).ok).toBe(false);
    }));
    fc.assert(fc.property(layouts, fc.nat(5), (at, extra) => {
      expect(decodeOwnedDatasets('0'.repeat(ownedBitsLength(at) + 1 + extra), at).ok).toBe(false);
    }));
  });
});
