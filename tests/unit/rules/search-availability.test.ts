import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../../engine/config/site-model';
import type { OwnedDatasets } from '../../../engine/rules/owned-datasets';
import {
  isRoleSearchValid, searchableFields, searchFields, searchTypeCode, searchTypeCodes, supportsSearch,
  type SearchField, type TradeRole,
} from '../../../engine/rules/search-availability';

function customs(value: string, flags: Partial<Pick<Dataset, SearchField>>): Dataset {
  return {
    kind: 'customs', value, type: 'SHIPMENTS_IMPORT', name: `datasets.${value}`, continent: 'LITERAL_ASIA',
    importer: false, exporter: false, hscode: false, description: false, ...flags,
  };
}

const importerOnly = customs('IMP_AA_CD_1', { importer: true, hscode: true });
const exporterOnly = customs('IMP_BB_CD_1', { exporter: true, description: true });
const bothRoles = customs('IMP_CC_CD_1', { importer: true, exporter: true, hscode: true, description: true });
const neitherRole = customs('IMP_DD_ED_1', { hscode: true });
const ship: Dataset = { ...bothRoles, kind: 'ship', value: 'SHIP_CC', type: undefined };
const transit: Dataset = { ...bothRoles, kind: 'transit', value: 'EURASIAN', type: undefined, hscode: false };
const catalogue = [importerOnly, exporterOnly, bothRoles, neitherRole, ship, transit];

const ownedCodes = {
  'importer only': [importerOnly.value],
  'exporter only': [exporterOnly.value],
  'both roles': [bothRoles.value],
  'neither role': [neitherRole.value],
  'none owned': [],
} as const;

describe('searchable fields of one dataset (spec 5)', () => {
  it.each([
    ['importer only', importerOnly, ['hscode', 'importer']],
    ['exporter only', exporterOnly, ['description', 'exporter']],
    ['both roles', bothRoles, ['hscode', 'description', 'importer', 'exporter']],
    ['neither role', neitherRole, ['hscode']],
    ['transit', transit, ['description', 'importer', 'exporter']],
  ])('%s: %j', (_, dataset, fields) => {
    expect(searchableFields(dataset)).toEqual(fields);
  });

  it('hscode search only where the dataset is flagged hscode, description only where flagged description', () => {
    expect(supportsSearch(transit, 'hscode')).toBe(false);
    expect(supportsSearch(importerOnly, 'hscode')).toBe(true);
    expect(supportsSearch(importerOnly, 'description')).toBe(false);
    expect(supportsSearch(exporterOnly, 'description')).toBe(true);
  });

  it('property: a field is searchable exactly when its flag is set', () => {
    const flags = fc.record({ hscode: fc.boolean(), description: fc.boolean(), importer: fc.boolean(), exporter: fc.boolean() });
    fc.assert(fc.property(flags, (dataset) => {
      expect(searchableFields(dataset)).toEqual(searchFields.filter((field) => dataset[field]));
    }));
  });
});

describe('role search validity (spec 5): truth table', () => {
  // owns ship, owns transit, owned customs datasets, requested role, valid
  it.each<[boolean, boolean, keyof typeof ownedCodes, TradeRole, boolean]>([
    [true, true, 'importer only', 'importer', true],
    [true, true, 'importer only', 'exporter', true],
    [true, true, 'exporter only', 'importer', true],
    [true, true, 'exporter only', 'exporter', true],
    [true, true, 'both roles', 'importer', true],
    [true, true, 'both roles', 'exporter', true],
    [true, true, 'neither role', 'importer', true],
    [true, true, 'neither role', 'exporter', true],
    [true, true, 'none owned', 'importer', true],
    [true, true, 'none owned', 'exporter', true],
    [true, false, 'importer only', 'importer', true],
    [true, false, 'importer only', 'exporter', true],
    [true, false, 'exporter only', 'importer', true],
    [true, false, 'exporter only', 'exporter', true],
    [true, false, 'both roles', 'importer', true],
    [true, false, 'both roles', 'exporter', true],
    [true, false, 'neither role', 'importer', true],
    [true, false, 'neither role', 'exporter', true],
    [true, false, 'none owned', 'importer', true],
    [true, false, 'none owned', 'exporter', true],
    [false, true, 'importer only', 'importer', true],
    [false, true, 'importer only', 'exporter', true],
    [false, true, 'exporter only', 'importer', true],
    [false, true, 'exporter only', 'exporter', true],
    [false, true, 'both roles', 'importer', true],
    [false, true, 'both roles', 'exporter', true],
    [false, true, 'neither role', 'importer', true],
    [false, true, 'neither role', 'exporter', true],
    [false, true, 'none owned', 'importer', true],
    [false, true, 'none owned', 'exporter', true],
    [false, false, 'importer only', 'importer', true],
    [false, false, 'importer only', 'exporter', false],
    [false, false, 'exporter only', 'importer', false],
    [false, false, 'exporter only', 'exporter', true],
    [false, false, 'both roles', 'importer', true],
    [false, false, 'both roles', 'exporter', true],
    [false, false, 'neither role', 'importer', false],
    [false, false, 'neither role', 'exporter', false],
    [false, false, 'none owned', 'importer', false],
    [false, false, 'none owned', 'exporter', false],
  ])('ship %s, transit %s, owned %s, search by %s: %s', (ownsShip, ownsTransit, owned, role, valid) => {
    const member: OwnedDatasets = { codes: new Set(ownedCodes[owned]), ship: ownsShip, transit: ownsTransit };
    expect(isRoleSearchValid(role, member, catalogue)).toBe(valid);
  });
});

describe('role search validity: properties', () => {
  const customsDatasets = fc.array(
    fc.record({ value: fc.constantFrom('C1', 'C2', 'C3', 'C4'), importer: fc.boolean(), exporter: fc.boolean() })
      .map(({ value, ...flags }) => customs(value, flags)),
    { maxLength: 6 },
  );
  const members = fc.record({
    codes: fc.subarray(['C1', 'C2', 'C3', 'C4', 'RETIRED']).map((codes) => new Set(codes)),
    ship: fc.boolean(),
    transit: fc.boolean(),
  });
  const roles = fc.constantFrom<TradeRole>('importer', 'exporter');

  it('owning ship or transit data makes every role search valid, whatever else is owned', () => {
    fc.assert(fc.property(customsDatasets, members, roles, (datasets, member, role) => {
      fc.pre(member.ship || member.transit);
      expect(isRoleSearchValid(role, member, datasets)).toBe(true);
    }));
  });

  it('without ship or transit, valid exactly when an owned dataset supports the role', () => {
    fc.assert(fc.property(customsDatasets, members, roles, (datasets, member, role) => {
      const plain = { ...member, ship: false, transit: false };
      const expected = datasets.some((d) => member.codes.has(d.value) && d[role]);
      expect(isRoleSearchValid(role, plain, datasets)).toBe(expected);
    }));
  });

  it('owning more never makes a valid search invalid', () => {
    fc.assert(fc.property(customsDatasets, members, members, roles, (datasets, a, b, role) => {
      const more = { codes: new Set([...a.codes, ...b.codes]), ship: a.ship || b.ship, transit: a.transit || b.transit };
      const validBefore = isRoleSearchValid(role, a, datasets);
      expect(!validBefore || isRoleSearchValid(role, more, datasets)).toBe(true);
    }));
  });
});

describe('search type codes (spec 7)', () => {
  it('1 customs data, 60 ship data, 59 transit data', () => {
    expect(searchTypeCodes).toEqual({ customs: 1, ship: 60, transit: 59 });
    expect([searchTypeCode('customs'), searchTypeCode('ship'), searchTypeCode('transit')]).toEqual([1, 60, 59]);
  });
});
