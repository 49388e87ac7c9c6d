import type { Catalogue, Dataset } from '../config/site-model.js';
import { fail, ok, type Result } from '../config/result.js';

/**
 * Spec 3: a member's owned datasets are stored as a string of '0'/'1' characters. Character N
 * stands for the code at position N of the master list, and two more positions stand for all ship
 * data and all transit data. See docs/decisions/007-owned-dataset-bit-string.md.
 */
export type BitLayout = Pick<Catalogue, 'masterCodes' | 'shipBit' | 'transitBit'>;

export interface OwnedDatasets {
  /** Master-list codes, retired ones included: a member keeps what was bought. */
  codes: ReadonlySet<string>;
  ship: boolean;
  transit: boolean;
}

/** The ship and transit positions sit inside the master list (SHIP, TRANSIT) but are not codes. */
function isReserved(layout: BitLayout, position: number): boolean {
  return position === layout.shipBit || position === layout.transitBit;
}

/** The length encode writes, and the most decode accepts. */
export function ownedBitsLength(layout: BitLayout): number {
  return Math.max(layout.masterCodes.length, layout.shipBit + 1, layout.transitBit + 1);
}

export function decodeOwnedDatasets(bits: string, layout: BitLayout): Result<OwnedDatasets> {
  const length = ownedBitsLength(layout);
  if (bits.length > length) {
    return fail(`owned-dataset string has ${bits.length} characters, more than the ${length} the master list defines`);
  }
  const stray = bits.search(/[^01]/);
  if (stray >= 0) {
    return fail(`owned-dataset string has ${JSON.stringify(bits[stray])} at position ${stray}; only '0' and '1' are allowed`);
  }
  // Strings stored before later codes were appended are shorter: the missing positions are '0'.
  const isSet = (position: number) => bits[position] === '1';
  // A code listed twice (re-launched) is owned when either position is set.
  const codes = new Set(layout.masterCodes.filter((_, position) => isSet(position) && !isReserved(layout, position)));
  return ok({ codes, ship: isSet(layout.shipBit), transit: isSet(layout.transitBit) });
}

/**
 * Sets every position of an owned code, so whichever position an older reader looks at says
 * owned. A code not in the master list cannot be stored; it is refused rather than dropped,
 * because dropping it would silently take a purchase away.
 */
export function encodeOwnedDatasets(owned: OwnedDatasets, layout: BitLayout): Result<string> {
  const known = new Set(layout.masterCodes.filter((_, position) => !isReserved(layout, position)));
  const unknown = [...owned.codes].filter((code) => !known.has(code));
  if (unknown.length > 0) return fail(`not in the master code list, so it cannot be stored: ${unknown.join(', ')}`);
  const bits = Array.from({ length: ownedBitsLength(layout) }, () => '0');
  layout.masterCodes.forEach((code, position) => {
    if (owned.codes.has(code) && !isReserved(layout, position)) bits[position] = '1';
  });
  if (owned.ship) bits[layout.shipBit] = '1';
  if (owned.transit) bits[layout.transitBit] = '1';
  return ok(bits.join(''));
}

/**
 * Spec 6: access to a dataset depends on the bit string. Ship and transit datasets are owned as a
 * whole through their bit; a customs dataset through its code.
 */
export function ownsDataset(owned: OwnedDatasets, dataset: Pick<Dataset, 'kind' | 'value'>): boolean {
  switch (dataset.kind) {
    case 'ship':
      return owned.ship;
    case 'transit':
      return owned.transit;
    case 'customs':
      return owned.codes.has(dataset.value);
  }
}

/**
 * The position that says a member owns the dataset: its ship or transit bit, or the first position
 * of its code (a re-launched code owns either position; the first is the one reported).
 */
export function datasetBit(dataset: Pick<Dataset, 'kind' | 'value'>, layout: BitLayout): number {
  if (dataset.kind === 'ship') return layout.shipBit;
  if (dataset.kind === 'transit') return layout.transitBit;
  return layout.masterCodes.indexOf(dataset.value);
}

/** Codes that appear more than once in the master list, with their positions. */
export function duplicatedCodes(layout: BitLayout): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  layout.masterCodes.forEach((code, position) => {
    if (!isReserved(layout, position)) positions.set(code, [...(positions.get(code) ?? []), position]);
  });
  return new Map([...positions].filter(([, at]) => at.length > 1));
}
