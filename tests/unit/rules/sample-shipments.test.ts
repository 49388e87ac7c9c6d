import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk, projectRoot } from '../../../engine/config/read-source-files';
import type { Catalogue } from '../../../engine/config/site-model';
import {
  allTradingPartners,
  catalogueCountries,
  generateSampleData,
  isBillOfLadingDataset,
  sampleSizes,
  tradingPartners,
} from '../../../engine/rules/sample-shipments';

// Issue 21: the generator against the real config/catalogue/.
function loadCatalogue(): Catalogue {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error(`the project config must be valid: ${result.error.map((e) => e.message).join('; ')}`);
  return result.value.catalogue;
}

const catalogue = loadCatalogue();
const datasets = new Map(catalogue.datasets.map((d) => [d.value, d]));
const data = generateSampleData({ seed: 21, catalogue });
const companies = new Map(data.companies.map((c) => [c.id, c]));
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** 200 records per dataset: as many companies per country as the large size, a tenth of its records. */
const bigger = generateSampleData({ seed: 7, size: 200, catalogue });

/** Real companies' names that must never appear, whole word, in a generated name. */
const realNames = ['Walmart', 'Apple', 'Samsung', 'Maersk', 'Alibaba', 'Amazon', 'IKEA', 'Nike', 'Huawei', 'Sony', 'Toyota', 'Siemens', 'Cosco', 'Foxconn', 'Adidas', 'Tesla', 'Xiaomi', 'Bosch', 'Nestle', 'Unilever'];

describe('generateSampleData: deterministic', () => {
  it('the same seed and size give deep-equal output', () => {
    expect(generateSampleData({ seed: 21, catalogue })).toEqual(data);
  });

  it('another seed gives other records and companies', () => {
    const other = generateSampleData({ seed: 22, catalogue });
    expect(other.records).not.toEqual(data.records);
    expect(other.companies.map((c) => c.name)).not.toEqual(data.companies.map((c) => c.name));
  });

  it('small by default, an explicit number per dataset, large for the bench', () => {
    expect(data.recordsPerDataset).toBe(sampleSizes.small);
    expect(data.records).toHaveLength(sampleSizes.small * catalogue.datasets.length);
    expect(generateSampleData({ seed: 1, size: 3, catalogue }).records).toHaveLength(3 * catalogue.datasets.length);
    expect(generateSampleData({ seed: 1, size: 0, catalogue }).records).toEqual([]);
    expect(sampleSizes.large).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a bad size or seed', () => {
    expect(() => generateSampleData({ seed: 1, size: -1, catalogue })).toThrow(/size/);
    expect(() => generateSampleData({ seed: 1, size: 1.5, catalogue })).toThrow(/size/);
    expect(() => generateSampleData({ seed: -1, catalogue })).toThrow(/seed/);
    expect(() => generateSampleData({ seed: 0.5, catalogue })).toThrow(/seed/);
  });
});

describe('records', () => {
  it('name catalogue datasets, each with unique ids', () => {
    for (const r of data.records) expect(datasets.has(r.dataset), r.dataset).toBe(true);
    expect(new Set(data.records.map((r) => r.id)).size).toBe(data.records.length);
    expect(new Set(data.records.map((r) => r.dataset))).toEqual(new Set(datasets.keys()));
  });

  it("put the importer in an import dataset's country and the exporter in an export dataset's", () => {
    for (const r of data.records) {
      const dataset = datasets.get(r.dataset)!;
      const importer = companies.get(r.importerId);
      const exporter = companies.get(r.exporterId);
      expect(importer, r.importerId).toBeDefined();
      expect(exporter, r.exporterId).toBeDefined();
      if (dataset.type === 'SHIPMENTS_IMPORT') expect(r.direction).toBe('import');
      if (dataset.type === 'SHIPMENTS_EXPORT') expect(r.direction).toBe('export');
      if (dataset.country) {
        expect(r.direction === 'import' ? importer!.country : exporter!.country, r.id).toBe(dataset.country);
      }
      expect(r.originCountry).toBe(exporter!.country);
      expect(r.destinationCountry).toBe(importer!.country);
      expect(r.originCountry, r.id).not.toBe(r.destinationCountry);
    }
  });

  it('dates within 2024-01-01..2026-10-31 as yyyy-MM-dd, HS codes of six digits, positive amounts', () => {
    for (const r of data.records) {
      expect(r.date).toMatch(isoDay);
      expect(new Date(`${r.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(r.date);
      expect(r.date >= '2024-01-01' && r.date <= '2026-10-31', r.date).toBe(true);
      expect(r.hsCode).toMatch(/^\d{6}$/);
      expect(r.productDescription.length).toBeGreaterThan(5);
      expect(r.quantity).toBeGreaterThan(0);
      expect(r.weightKg).toBeGreaterThan(0);
      expect(r.valueUsd).toBeGreaterThan(0);
    }
  });

  it('carry the bill-of-lading fields exactly on bill-of-lading datasets', () => {
    const bl = data.records.filter((r) => isBillOfLadingDataset(r.dataset));
    expect(bl.length).toBeGreaterThan(0);
    expect(bl.some((r) => r.dataset === 'IMP_US_BL_1')).toBe(true);
    for (const r of data.records) expect(r.billOfLading !== undefined, r.id).toBe(isBillOfLadingDataset(r.dataset));
    for (const r of bl) {
      const b = r.billOfLading!;
      expect(b.estimatedArrivalDate).toMatch(isoDay);
      expect(b.estimatedArrivalDate > r.date).toBe(true);
      expect(b.cargo.harmonizedNumber).toBe(r.hsCode);
      expect(b.cargo.pieceCount).toBeGreaterThan(0);
      expect(b.container.sealNumber).toBeTruthy();
      for (const p of [b.shipper, b.consignee, b.notifyParty]) {
        for (const field of ['city', 'country', 'contactName', 'address', 'communicationNumber', 'zip'] as const) expect(p[field], field).toBeTruthy();
      }
      expect(b.shipper.country).toBe(r.originCountry);
      expect(b.consignee.country).toBe(r.destinationCountry);
    }
  });

  it('hazmat is absent on most bill-of-lading records and complete where present', () => {
    const large = bigger.records.filter((r) => r.billOfLading);
    const hazardous = large.filter((r) => r.billOfLading!.hazmat);
    expect(hazardous.length).toBeGreaterThan(0);
    expect(hazardous.length / large.length).toBeLessThan(0.2);
    for (const r of hazardous) {
      const h = r.billOfLading!.hazmat!;
      expect(h.code).toMatch(/^UN\d{4}$/);
      expect(h.class).toBeTruthy();
      expect(h.description).toBeTruthy();
    }
  });
});

describe('companies', () => {
  it("lie in the catalogue's countries, with unique ids and names", () => {
    const countries = new Set(catalogueCountries(catalogue.datasets));
    for (const c of data.companies) expect(countries.has(c.country), c.country).toBe(true);
    expect(new Set(data.companies.map((c) => c.id)).size).toBe(data.companies.length);
    expect(new Set(data.companies.map((c) => c.name)).size).toBe(data.companies.length);
    expect(data.companies.length).toBeGreaterThan(100);
  });

  it('are fictional: no real company name, websites and e-mails only on .example', () => {
    for (const c of [...data.companies, ...bigger.companies]) {
      for (const text of [c.name, c.legalName, ...c.subsidiaries]) {
        for (const real of realNames) expect(new RegExp(`\\b${real}\\b`, 'i').test(text), `${text} names ${real}`).toBe(false);
      }
      expect(new URL(c.website).hostname.endsWith('.example'), c.website).toBe(true);
      expect(c.contactEmail).toMatch(/^[a-z.]+@[a-z0-9-]+\.example$/);
    }
  });

  it('have the company-info fields with plausible values', () => {
    for (const c of data.companies) {
      expect(c.founded).toMatch(isoDay);
      expect(c.founders.length).toBeGreaterThan(0);
      expect(c.keyPeople[0]).toEqual({ name: c.ceo, title: 'Chief Executive Officer' });
      expect(c.employees).toBeGreaterThan(0);
      expect(c.employeeRating).toBeGreaterThanOrEqual(1);
      expect(c.employeeRating).toBeLessThanOrEqual(5);
      expect(c.stockPrice === null).toBe(c.ipoStatus === 'Private');
      for (const field of ['name', 'legalName', 'address', 'phone', 'contact', 'headquarters', 'type', 'description', 'hours'] as const) expect(c[field], field).toBeTruthy();
    }
  });
});

describe('tradingPartners', () => {
  it("sum to the company's shipments, value and weight", () => {
    const busiest = [...data.companies].sort((a, b) => count(b.id) - count(a.id))[0]!;
    const partners = tradingPartners(data.records, busiest.id);
    const own = data.records.filter((r) => r.importerId === busiest.id || r.exporterId === busiest.id);
    expect(partners.reduce((n, p) => n + p.shipments, 0)).toBe(own.length);
    expect(partners.reduce((n, p) => n + p.weightKg, 0)).toBe(own.reduce((n, r) => n + r.weightKg, 0));
    expect(partners.reduce((n, p) => n + p.valueUsd, 0)).toBeCloseTo(own.reduce((n, r) => n + r.valueUsd, 0), 1);
    for (const p of partners) {
      const between = own.filter((r) => (p.role === 'supplier' ? r.exporterId : r.importerId) === p.partnerId && (p.role === 'supplier' ? r.importerId : r.exporterId) === busiest.id);
      expect(p.shipments).toBe(between.length);
      expect(p.firstDate <= p.lastDate).toBe(true);
    }
    expect(partners.map((p) => p.shipments)).toEqual([...partners.map((p) => p.shipments)].sort((a, b) => b - a));
  });

  it('every record counts once for its importer and once for its exporter', () => {
    const all = allTradingPartners(data.records, data.companies);
    expect(all.reduce((n, p) => n + p.shipments, 0)).toBe(2 * data.records.length);
    expect(tradingPartners(data.records, 'CO-NOWHERE-0001')).toEqual([]);
  });
});

describe.concurrent('npm run sample-data', () => {
  const run = promisify(execFile);
  const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/sample-data.ts', ...args], { cwd: projectRoot });

  it.each([
    [['--bogus'], /^sample-data: unknown flag --bogus \(usage: /],
    [['--size', 'huge'], /^sample-data: --size must be small, large or a whole number/],
    [['--seed', 'x1'], /^sample-data: --seed must be a whole number/],
    [['--seed'], /^sample-data: --seed needs a value/],
    [['stray'], /^sample-data: unexpected argument stray/],
  ])('refuses %j with one line and exit code 2', async (args, message) => {
    const failure = await cli(...args).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr.trim().split('\n')).toHaveLength(1);
    expect(failure?.stderr).toMatch(message);
  });

  it('writes JSON Lines and a manifest to --out', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sample-data-'));
    try {
      const { stdout } = await cli('--size', '1', '--seed', '21', '--out', out);
      expect(stdout).toMatch(/sample-data: seed 21, size 1 .* shipments/);
      const lines = readFileSync(join(out, 'shipments.jsonl'), 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(catalogue.datasets.length);
      expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(generateSampleData({ seed: 21, size: 1, catalogue }).records);
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as { counts: { shipments: number } };
      expect(manifest.counts.shipments).toBe(catalogue.datasets.length);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

function count(id: string): number {
  return data.records.filter((r) => r.importerId === id || r.exporterId === id).length;
}
