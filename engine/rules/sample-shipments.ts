import type { Dataset } from '../config/site-model.js';
import { Random, stream } from './seeded-random.js';
import { placeOf, regionCountries, hubs, industries, countryChapters, rootsFirst, rootsSecond, cnFirst, cnSecond, avoidedRoots, latinFirst, latinSecond, deFirst, deSecond, firstNames, lastNames, streets, streetsLatin, streetsCn, companyTypes, fundingStatuses, fundingTypes, stages, titles, tagWords, hoursOptions, vessels, flagCountries, serviceTypes, containers, inBondTypes } from './sample-vocabulary.js';
import type { Goods, Industry } from './sample-vocabulary.js';
import type { Direction, KeyPerson, AddressParts, SampleCompany, Party, Hazmat, BillOfLading, ShipmentRecord, SampleData, TradingPartner } from './sample-shipment-types.js';

export type { Direction, KeyPerson, AddressParts, SampleCompany, Party, Hazmat, BillOfLading, ShipmentRecord, SampleData, TradingPartner } from './sample-shipment-types.js';
export { Random } from './seeded-random.js';

/**
 * Issue 21, reference search data: a deterministic generator of clearly fictional shipment
 * records for the catalogue's datasets (decision 034). Pure: the catalogue comes in as an
 * argument, randomness comes from a seeded PRNG (sfc32), never Math.random or the clock, so the
 * same seed and size give deep-equal output on every run and machine.
 *
 * Every company is invented: its name joins made-up word roots with an industry and a legal
 * form, its website and e-mail are on the reserved `.example` domain. Cities and ports are real
 * places (they name no one); people's names are common first and last names drawn at random.
 */

export type SampleSize = 'small' | 'large' | number;

/** Records per dataset for the named sizes. */
export const sampleSizes = { small: 20, large: 2000 } as const;
/** An explicit size is a whole number of records per dataset up to this. */
export const maxRecordsPerDataset = 100_000;
export const firstDate = '2024-01-01';
export const lastDate = '2026-10-31';

export interface SampleDataOptions {
  seed: number;
  size?: SampleSize;
  /** The site model's catalogue (or any object with its datasets). */
  catalogue: { datasets: readonly Dataset[] };
}

// ---------------------------------------------------------------------------------------------
// The generator

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

const day = 86_400_000;
const firstDay = Date.UTC(2024, 0, 1);
const dayCount = (Date.UTC(2026, 9, 31) - firstDay) / day + 1;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function personName(random: Random): string {
  return `${random.pick(firstNames)} ${random.pick(lastNames)}`;
}

/** A phone number in the country's format; not meant to be dialled (fictional companies). */
function phone(random: Random, country: string): string {
  const dial = placeOf(country).dial;
  if (dial === '1') return `+1 ${random.int(201, 989)}-555-01${random.digits(2)}`;
  return `+${dial} ${random.int(10, 99)} ${random.digits(4)} ${random.digits(4)}`;
}

function resolveSize(size: SampleSize): number {
  if (size === 'small' || size === 'large') return sampleSizes[size];
  if (!Number.isInteger(size) || size < 0 || size > maxRecordsPerDataset) {
    throw new RangeError(`size must be small, large or a whole number of records per dataset from 0 to ${maxRecordsPerDataset}`);
  }
  return size;
}

/** Companies per country: a few for small, more for large (so partners repeat, but not always). */
function companiesPerCountry(records: number): number {
  return Math.min(40, Math.max(2, Math.ceil(records / 5)));
}

export function isBillOfLadingDataset(code: string): boolean {
  return code.includes('_BL_');
}

/** The countries the catalogue's datasets name, sorted. */
export function catalogueCountries(datasets: readonly Dataset[]): string[] {
  return [...new Set(datasets.flatMap((d) => (d.country ? [d.country] : [])))].sort();
}

function inventName(random: Random, country: string, industry: Industry, taken: Set<string>): { name: string; legalName: string } {
  const p = placeOf(country);
  for (let attempt = 0; ; attempt++) {
    let root: string;
    if (p.flavour === 'cn') root = random.pick(cnFirst) + random.pick(cnSecond);
    else if (p.flavour === 'latin') root = `${random.pick(latinFirst)} ${random.pick(latinSecond)}`;
    else if (p.flavour === 'de') root = random.pick(deFirst) + random.pick(deSecond);
    else root = random.pick(rootsFirst) + random.pick(rootsSecond);
    if (avoidedRoots.has(root.toLowerCase())) continue;
    const name = `${root} ${random.pick(industry.words)}${attempt > 20 ? ` ${attempt}` : ''}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const legal = random.pick(p.legal);
    const prefix = p.flavour === 'cn' ? `${random.pick(p.cities)[1]} ` : '';
    const legalName = legal === 'PT' ? `PT ${name}` : `${prefix}${name} ${legal}`;
    return { name, legalName };
  }
}

function makeCompany(random: Random, id: string, country: string, taken: Set<string>): SampleCompany {
  const favoured = countryChapters[country];
  const industry = favoured && random.chance(0.7)
    ? industries.find((i) => i.chapter === random.pick(favoured)) ?? random.pick(industries)
    : random.pick(industries);
  const { name, legalName } = inventName(random, country, industry, taken);
  const domain = `${slug(name)}.example`;
  const p = placeOf(country);
  const [city, state] = random.pick(p.cities);
  const streetList = p.flavour === 'cn' ? streetsCn : p.flavour === 'latin' ? streetsLatin : streets;
  const addressParts: AddressParts = { street: `${random.pick(streetList)} ${random.int(1, 480)}`, city, state, zip: random.digits(country === 'CN' || country === 'IN' || country === 'RU' ? 6 : 5) };
  const founders = Array.from({ length: random.int(1, 3) }, () => personName(random));
  const ceo = random.chance(0.5) ? (founders[0] as string) : personName(random);
  const contact = personName(random);
  const isPublic = random.chance(0.08);
  const employees = Math.round(random.skewed(8, 4000));
  const foundedYear = random.int(1965, 2021);
  const subsidiaries = random.chance(0.25)
    ? Array.from({ length: random.int(1, 2) }, (_, i) => `${name} ${i === 0 ? 'Logistics' : 'International'} ${random.pick(p.legal)}`)
    : [];
  const keyPeople: KeyPerson[] = [{ name: ceo, title: 'Chief Executive Officer' }];
  for (const title of random.some(titles.slice(1), random.int(1, 3))) {
    let name = personName(random);
    while (keyPeople.some((k) => k.name === name)) name = personName(random);
    keyPeople.push({ name, title });
  }
  const type = random.pick(companyTypes);
  const goodsNames = industry.goods.map((g) => g.texts[0] as string);
  return {
    id,
    name,
    legalName,
    country,
    website: `https://www.${domain}`,
    address: `${addressParts.street}, ${city}${state && state !== city ? `, ${state}` : ''} ${addressParts.zip}, ${country}`,
    addressParts,
    phone: phone(random, country),
    contact,
    contactEmail: `${slug(contact).replace(/-/g, '.')}@${domain}`,
    founded: `${foundedYear}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
    founders,
    headquarters: `${city}, ${country}`,
    subsidiaries,
    type,
    categories: [industry.category, ...(random.chance(0.3) ? ['Wholesale trade'] : [])],
    tags: random.some(tagWords, random.int(2, 4)),
    keyPeople,
    description: `${type} in ${industry.category.toLowerCase()}, based in ${city}: ${goodsNames.join('; ')}. A fictional company generated for the reference data.`,
    operatingStatus: random.chance(0.95) ? 'Active' : 'Dormant',
    fundingStatus: isPublic ? 'Public' : random.pick(fundingStatuses),
    lastFundingType: isPublic ? 'Post-IPO equity' : random.chance(0.4) ? random.pick(fundingTypes) : null,
    ipoStatus: isPublic ? 'Public' : 'Private',
    investmentStage: isPublic ? 'Mature' : random.pick(stages),
    stockPrice: isPublic ? round(random.skewed(1, 120), 2) : null,
    revenueUsd: Math.round(employees * random.int(40, 220)) * 1000,
    employees,
    employeeRating: round(2.5 + random.next() * 2.4, 1),
    jobOpenings: random.int(0, Math.max(1, Math.round(employees / 40))),
    ceo,
    hours: random.pick(hoursOptions),
    hsChapter: industry.chapter,
  };
}

function party(random: Random, company: SampleCompany): Party {
  return {
    name: company.legalName,
    city: company.addressParts.city,
    state: company.addressParts.state,
    zip: company.addressParts.zip,
    country: company.country,
    contactName: random.chance(0.7) ? company.contact : personName(random),
    address: company.addressParts.street,
    communicationNumber: random.chance(0.8) ? company.phone : company.contactEmail,
  };
}

function billOfLading(random: Random, record: Omit<ShipmentRecord, 'billOfLading'>, goods: Goods, exporter: SampleCompany, importer: SampleCompany, dataset: Dataset): BillOfLading {
  const fit = containers.find((c) => c.maxKg >= record.weightKg) ?? (containers[2] as (typeof containers)[number]);
  const full = record.weightKg > fit.maxKg * 0.35;
  const measurement = round(Math.min(fit.cbm, Math.max(0.5, record.weightKg / random.int(180, 600))), 2);
  const arrival = Date.parse(`${record.date}T00:00:00Z`) + random.int(12, 40) * day;
  const notify = random.chance(0.6) ? importer : { ...importer, contact: personName(random) };
  const hazmat: Hazmat | null = goods.hazmat && random.chance(0.8)
    ? {
      code: goods.hazmat.un,
      qualifier: 'UN',
      class: goods.hazmat.class,
      contact: `${personName(random)}, ${phone(random, exporter.country)}`,
      pageNumber: random.int(1, 4),
      flashPointTemperature: goods.hazmat.flash,
      unit: 'C',
      description: goods.hazmat.name,
      classification: `Packing group ${goods.hazmat.group}`,
    }
    : null;
  // The dataset's own country is the "domestic" side; the other port is the foreign one.
  const domesticPort = record.direction === 'import' ? record.portOfDischarge : record.portOfLoading;
  const foreignPort = record.direction === 'import' ? record.portOfLoading : record.portOfDischarge;
  const pieces = Math.max(1, Math.round(record.weightKg / random.int(8, 25)));
  return {
    billOfLadingNumber: `${random.letters(4)}${random.digits(10)}`,
    container: {
      number: `${random.letters(3)}U${random.digits(7)}`,
      sealNumber: `${random.letters(2)}${random.digits(7)}`,
      serviceType: full ? random.pick(['FCL/FCL', 'CY/CY', 'CY/DOOR']) : random.pick(serviceTypes.filter((s) => s.startsWith('LCL'))),
      marks: random.chance(0.3) ? 'N/M' : `${exporter.name.toUpperCase()} / ${record.destinationCountry} / C/NO. 1-${pieces}`,
      dimensions: fit.dims,
      loadStatus: full ? 'Full' : 'LCL',
    },
    cargo: {
      pieceCount: pieces,
      description: record.productDescription.toUpperCase(),
      additionalDescription: `HS ${record.hsCode.slice(0, 4)}.${record.hsCode.slice(4)}; ${pieces} packages; shipper's load, stow and count`,
      tariffArea: dataset.country ?? record.destinationCountry,
      harmonizedNumber: record.hsCode,
      harmonizedValue: record.valueUsd,
      harmonizedWeight: record.weightKg,
    },
    hazmat,
    voyageNumber: `${random.digits(3)}${random.pick(['E', 'W', 'N', 'S'])}`,
    billType: random.pick(['Master', 'House', 'House', 'Simple'] as const),
    vesselName: random.pick(vessels),
    vesselCountry: random.pick(flagCountries),
    estimatedArrivalDate: isoDay(arrival),
    measurement,
    measurementUnit: 'CBM',
    recordStatus: random.chance(0.9) ? 'New' : 'Amended',
    placeOfReceipt: `${exporter.addressParts.city}, ${exporter.country}`,
    portOfDestination: domesticPort,
    foreignPort,
    conveyanceId: `IMO ${random.int(9_100_000, 9_899_999)}`,
    inBondEntryType: random.chance(0.85) ? (inBondTypes[0] as string) : random.pick(inBondTypes.slice(1)),
    shipper: party(random, exporter),
    consignee: party(random, importer),
    notifyParty: party(random, notify),
  };
}

/**
 * Companies and shipment records for every dataset of the catalogue. The same seed, size and
 * catalogue give deep-equal output.
 */
export function generateSampleData({ seed, size = 'small', catalogue }: SampleDataOptions): SampleData {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError('seed must be a whole number from 0 to 4294967295');
  const perDataset = resolveSize(size);
  const countries = catalogueCountries(catalogue.datasets);
  const covered = new Set(countries);
  const perCountry = companiesPerCountry(perDataset);

  const companies: SampleCompany[] = [];
  const byCountry = new Map<string, SampleCompany[]>();
  const taken = new Set<string>();
  for (const country of countries) {
    const random = stream(seed, `companies:${country}`);
    const list = Array.from({ length: perCountry }, (_, i) => makeCompany(random, `CO-${country}-${pad(i + 1, 4)}`, country, taken));
    byCountry.set(country, list);
    companies.push(...list);
  }
  const weightedCountries = countries.flatMap((c) => (hubs.has(c) ? [c, c, c, c] : [c]));

  const records: ShipmentRecord[] = [];
  for (const dataset of catalogue.datasets) {
    const random = stream(seed, `records:${dataset.value}`);
    const region = dataset.region ? (dataset.region === 'GLOBAL' ? countries : (regionCountries[dataset.region] ?? []).filter((c) => covered.has(c))) : [];
    const regionPool = region.length >= 2 ? region : countries;
    for (let i = 0; i < perDataset; i++) {
      const direction: Direction = dataset.type === 'SHIPMENTS_IMPORT' ? 'import' : dataset.type === 'SHIPMENTS_EXPORT' ? 'export' : random.chance(0.5) ? 'import' : 'export';
      let importerCountry: string;
      let exporterCountry: string;
      const otherThan = (home: string, pool: readonly string[]) => {
        const candidates = pool.filter((c) => c !== home);
        return candidates.length ? random.pick(candidates) : home;
      };
      if (dataset.country) {
        const home = dataset.country;
        const other = otherThan(home, weightedCountries);
        [importerCountry, exporterCountry] = direction === 'import' ? [home, other] : [other, home];
      } else {
        const home = dataset.region === 'EURASIA' || dataset.region === 'SILK_ROAD' ? (covered.has('CN') && random.chance(0.6) ? 'CN' : random.pick(regionPool)) : random.pick(regionPool);
        const other = otherThan(home, regionPool);
        [importerCountry, exporterCountry] = direction === 'import' ? [home, other] : [other, home];
      }
      const exporter = random.pick(byCountry.get(exporterCountry) ?? []);
      const importer = random.pick(byCountry.get(importerCountry) ?? []);
      const industry = random.chance(0.85) ? industries.find((ind) => ind.chapter === exporter.hsChapter) ?? random.pick(industries) : random.pick(industries);
      const goods = random.pick(industry.goods);
      const bulk = goods.unit === 'KGS';
      const weightKg = bulk ? Math.round(random.skewed(200, 26_000)) : 0;
      const quantity = bulk ? weightKg : Math.round(random.skewed(20, 12_000));
      const finalWeight = bulk ? weightKg : Math.max(1, Math.round(quantity * (goods.kg[0] + random.next() * (goods.kg[1] - goods.kg[0]))));
      const usdPerKg = goods.usd[0] + random.next() * (goods.usd[1] - goods.usd[0]);
      const date = isoDay(firstDay + random.int(0, dayCount - 1) * day);
      const base: Omit<ShipmentRecord, 'billOfLading'> = {
        id: `${dataset.value}-${pad(i + 1, 6)}`,
        dataset: dataset.value,
        direction,
        date,
        importerId: importer.id,
        exporterId: exporter.id,
        hsCode: goods.hs,
        productDescription: random.pick(goods.texts),
        quantity,
        unit: goods.unit,
        weightKg: finalWeight,
        valueUsd: round(finalWeight * usdPerKg, 2),
        originCountry: exporterCountry,
        destinationCountry: importerCountry,
        portOfLoading: random.pick(placeOf(exporterCountry).ports),
        portOfDischarge: random.pick(placeOf(importerCountry).ports),
      };
      records.push(isBillOfLadingDataset(dataset.value) ? { ...base, billOfLading: billOfLading(random, base, goods, exporter, importer, dataset) } : base);
    }
  }
  return { seed, recordsPerDataset: perDataset, companies, records };
}

/**
 * A company's trading partners from the records: each company it bought from (supplier) or sold
 * to (buyer), with the count, value and weight of their shipments. Most shipments first.
 */
export function tradingPartners(records: readonly ShipmentRecord[], companyId: string): TradingPartner[] {
  const partners = new Map<string, TradingPartner>();
  for (const r of records) {
    const role = r.importerId === companyId ? 'supplier' : r.exporterId === companyId ? 'buyer' : null;
    if (!role) continue;
    const partnerId = role === 'supplier' ? r.exporterId : r.importerId;
    const key = `${role}:${partnerId}`;
    const p = partners.get(key);
    if (p) {
      p.shipments += 1;
      p.valueUsd = round(p.valueUsd + r.valueUsd, 2);
      p.weightKg += r.weightKg;
      if (r.date < p.firstDate) p.firstDate = r.date;
      if (r.date > p.lastDate) p.lastDate = r.date;
    } else {
      partners.set(key, { companyId, partnerId, role, shipments: 1, valueUsd: r.valueUsd, weightKg: r.weightKg, firstDate: r.date, lastDate: r.date });
    }
  }
  return [...partners.values()].sort((a, b) => b.shipments - a.shipments || (a.partnerId < b.partnerId ? -1 : a.partnerId > b.partnerId ? 1 : a.role < b.role ? -1 : 1));
}

/** Every company's trading partners, in company order (the CLI writes them as one file). */
export function allTradingPartners(records: readonly ShipmentRecord[], companies: readonly SampleCompany[]): TradingPartner[] {
  const byCompany = new Map<string, ShipmentRecord[]>();
  for (const r of records) {
    for (const id of new Set([r.importerId, r.exporterId])) {
      const list = byCompany.get(id);
      if (list) list.push(r);
      else byCompany.set(id, [r]);
    }
  }
  return companies.flatMap((c) => tradingPartners(byCompany.get(c.id) ?? [], c.id));
}
