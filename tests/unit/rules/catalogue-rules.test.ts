import { describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import type { Catalogue } from '../../../engine/config/site-model';
import { decodeOwnedDatasets, duplicatedCodes, encodeOwnedDatasets, ownedBitsLength, ownsDataset } from '../../../engine/rules/owned-datasets';
import { isRoleSearchValid, searchableFields, supportsSearch } from '../../../engine/rules/search-availability';

// The rules against the real config/catalogue/: what a member's stored string means today.
function loadCatalogue(): Catalogue {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error(`the project config must be valid: ${result.error.map((e) => e.message).join('; ')}`);
  return result.value.catalogue;
}

const catalogue = loadCatalogue();
const customs = catalogue.datasets.filter((d) => d.kind === 'customs');

function decode(bits: string) {
  const result = decodeOwnedDatasets(bits, catalogue);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('owned-dataset string over the real master list', () => {
  it('encoding every customs dataset plus ship and transit gives the full length, and decodes back to all of them', () => {
    const encoded = encodeOwnedDatasets({ codes: new Set(customs.map((d) => d.value)), ship: true, transit: true }, catalogue);
    if (!encoded.ok) throw new Error(encoded.error);
    expect(encoded.value).toHaveLength(Math.max(catalogue.shipBit, catalogue.transitBit) + 1);
    expect(encoded.value).toHaveLength(ownedBitsLength(catalogue));
    const owned = decode(encoded.value);
    expect([...owned.codes].sort()).toEqual(customs.map((d) => d.value).sort());
    expect(catalogue.datasets.every((d) => ownsDataset(owned, d))).toBe(true);
  });

  it('has a few duplicated codes, each owned through either of its positions', () => {
    const duplicates = duplicatedCodes(catalogue);
    expect(duplicates.size).toBeGreaterThan(0);
    expect(duplicates.size).toBeLessThan(10);
    for (const [code, positions] of duplicates) {
      for (const position of positions) {
        const bits = '0'.repeat(position) + '1';
        expect(decode(bits).codes).toEqual(new Set([code]));
      }
      const encoded = encodeOwnedDatasets({ codes: new Set([code]), ship: false, transit: false }, catalogue);
      if (!encoded.ok) throw new Error(encoded.error);
      expect([...encoded.value].flatMap((bit, at) => (bit === '1' ? [at] : []))).toEqual(positions);
    }
  });

  it('still reports a retired code (kept in the master list, no longer sold) as owned', () => {
    const sold = new Set(catalogue.datasets.map((d) => d.value));
    const reserved = [catalogue.shipBit, catalogue.transitBit];
    const retired = catalogue.masterCodes.map((code, position) => ({ code, position })).filter(({ code, position }) => !sold.has(code) && !reserved.includes(position));
    expect(retired.length).toBeGreaterThan(0);
    for (const { code, position } of retired) expect(decode('0'.repeat(position) + '1').codes.has(code)).toBe(true);
  });

  it('reads a string stored before later codes were appended', () => {
    expect(decode('1').codes).toEqual(new Set([catalogue.masterCodes[0]]));
    expect(decodeOwnedDatasets('0'.repeat(ownedBitsLength(catalogue) + 1), catalogue).ok).toBe(false);
  });

  it('reads the ship and transit positions (the reserved SHIP and TRANSIT entries) as those bits, never as codes', () => {
    expect(catalogue.masterCodes[catalogue.shipBit]).toBe('SHIP');
    expect(catalogue.masterCodes[catalogue.transitBit]).toBe('TRANSIT');
    expect(decode(`${'0'.repeat(catalogue.shipBit)}1`)).toEqual({ codes: new Set(), ship: true, transit: false });
    expect(decode(`${'0'.repeat(catalogue.transitBit)}1`)).toEqual({ codes: new Set(), ship: false, transit: true });
    expect(encodeOwnedDatasets({ codes: new Set(['SHIP']), ship: false, transit: false }, catalogue).ok).toBe(false);
  });

  it('keeps every position when a code is appended after SHIP and TRANSIT', () => {
    const appended = { ...catalogue, masterCodes: [...catalogue.masterCodes, 'IMP_NO_CD_1'] };
    const before = encodeOwnedDatasets({ codes: new Set(['IMP_VN_CD_1']), ship: true, transit: false }, catalogue);
    if (!before.ok) throw new Error(before.error);
    const after = decodeOwnedDatasets(before.value, appended);
    expect(after).toEqual({ ok: true, value: { codes: new Set(['IMP_VN_CD_1']), ship: true, transit: false } });
  });
});

describe('search availability over the real catalogue', () => {
  it('the EURASIAN transit dataset is not searchable by HS code', () => {
    const eurasian = catalogue.datasets.find((d) => d.value === 'EURASIAN');
    if (!eurasian) throw new Error('EURASIAN must be in config/catalogue/transit.yaml');
    expect(eurasian.kind).toBe('transit');
    expect(supportsSearch(eurasian, 'hscode')).toBe(false);
    expect(searchableFields(eurasian)).not.toContain('hscode');
  });

  it('a member owning only transit data may search by importer and by exporter', () => {
    const member = { codes: new Set<string>(), ship: false, transit: true };
    expect(isRoleSearchValid('importer', member, catalogue.datasets)).toBe(true);
    expect(isRoleSearchValid('exporter', member, catalogue.datasets)).toBe(true);
  });

  it('a member owning nothing may not search by either role', () => {
    const member = { codes: new Set<string>(), ship: false, transit: false };
    expect(isRoleSearchValid('importer', member, catalogue.datasets)).toBe(false);
    expect(isRoleSearchValid('exporter', member, catalogue.datasets)).toBe(false);
  });

  it('owning one customs dataset allows exactly the role searches its flags allow', () => {
    for (const dataset of customs) {
      const member = { codes: new Set([dataset.value]), ship: false, transit: false };
      expect(isRoleSearchValid('importer', member, catalogue.datasets)).toBe(dataset.importer);
      expect(isRoleSearchValid('exporter', member, catalogue.datasets)).toBe(dataset.exporter);
    }
  });
});
