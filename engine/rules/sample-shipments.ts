import type { Dataset } from '../config/site-model.js';

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
export type Direction = 'import' | 'export';

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

export interface KeyPerson {
  name: string;
  title: string;
}

export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** A company with the company-info fields of the product spec. All of it is invented. */
export interface SampleCompany {
  id: string;
  name: string;
  legalName: string;
  /** ISO 3166 alpha-2, one of the catalogue's countries. */
  country: string;
  website: string;
  address: string;
  addressParts: AddressParts;
  phone: string;
  contact: string;
  contactEmail: string;
  /** yyyy-MM-dd */
  founded: string;
  founders: string[];
  headquarters: string;
  subsidiaries: string[];
  type: string;
  categories: string[];
  tags: string[];
  keyPeople: KeyPerson[];
  description: string;
  operatingStatus: 'Active' | 'Dormant';
  fundingStatus: string;
  lastFundingType: string | null;
  ipoStatus: 'Private' | 'Public';
  investmentStage: string;
  /** USD per share; null for a private company. */
  stockPrice: number | null;
  /** Yearly revenue, USD. */
  revenueUsd: number;
  employees: number;
  /** 1.0 to 5.0 */
  employeeRating: number;
  jobOpenings: number;
  ceo: string;
  hours: string;
  /** The HS chapter of its main goods (two digits). */
  hsChapter: string;
}

export interface Party {
  name: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  contactName: string;
  address: string;
  communicationNumber: string;
}

export interface Hazmat {
  code: string;
  qualifier: string;
  class: string;
  contact: string;
  pageNumber: number;
  flashPointTemperature: number | null;
  unit: 'C';
  description: string;
  classification: string;
}

/** The bill-of-lading fields of spec 3, on records of bill-of-lading datasets only. */
export interface BillOfLading {
  billOfLadingNumber: string;
  container: {
    number: string;
    sealNumber: string;
    serviceType: string;
    marks: string;
    dimensions: string;
    loadStatus: 'Full' | 'LCL';
  };
  cargo: {
    pieceCount: number;
    description: string;
    additionalDescription: string;
    tariffArea: string;
    harmonizedNumber: string;
    harmonizedValue: number;
    harmonizedWeight: number;
  };
  /** Dangerous goods; null on most records. */
  hazmat: Hazmat | null;
  voyageNumber: string;
  billType: 'Master' | 'House' | 'Simple';
  vesselName: string;
  vesselCountry: string;
  /** yyyy-MM-dd */
  estimatedArrivalDate: string;
  measurement: number;
  measurementUnit: 'CBM';
  recordStatus: 'New' | 'Amended';
  placeOfReceipt: string;
  portOfDestination: string;
  foreignPort: string;
  conveyanceId: string;
  inBondEntryType: string;
  shipper: Party;
  consignee: Party;
  notifyParty: Party;
}

export interface ShipmentRecord {
  id: string;
  /** The catalogue dataset's code (`value`). */
  dataset: string;
  direction: Direction;
  /** yyyy-MM-dd */
  date: string;
  importerId: string;
  exporterId: string;
  /** Six digits; only searchable where the dataset's hscode flag is true, stored always. */
  hsCode: string;
  productDescription: string;
  quantity: number;
  unit: string;
  weightKg: number;
  valueUsd: number;
  originCountry: string;
  destinationCountry: string;
  portOfLoading: string;
  portOfDischarge: string;
  /** Present exactly on bill-of-lading datasets. */
  billOfLading?: BillOfLading;
}

export interface SampleData {
  seed: number;
  recordsPerDataset: number;
  companies: SampleCompany[];
  records: ShipmentRecord[];
}

export interface TradingPartner {
  companyId: string;
  partnerId: string;
  /** supplier: the partner exported to the company; buyer: the partner imported from it. */
  role: 'supplier' | 'buyer';
  shipments: number;
  valueUsd: number;
  weightKg: number;
  firstDate: string;
  lastDate: string;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** A small seeded generator (sfc32) with the picks the generator needs. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...seeds: number[]) {
    this.a = seeds[0] ?? 0;
    this.b = seeds[1] ?? 0x9e3779b9;
    this.c = seeds[2] ?? 0x243f6a88;
    this.d = seeds[3] ?? 1;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Distinct items, at most n. */
  some<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    return out;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  letters(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(65 + this.int(0, 25));
    return s;
  }

  /** Skewed towards the low end: most shipments are small, a few large. */
  skewed(min: number, max: number): number {
    const u = this.next() * this.next();
    return min + u * (max - min);
  }
}

/** A 32-bit hash of a text (cyrb53's mixing, cut to 32 bits), to seed one stream per name. */
function hash(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** A stream of its own for each name, so adding a dataset or country leaves the others unchanged. */
function stream(seed: number, name: string): Random {
  return new Random(seed >>> 0, hash(name, seed), hash(name, seed ^ 0x5bd1e995), hash(`${name}#`, seed));
}

// ---------------------------------------------------------------------------------------------
// Places: real cities and ports (they name no company), dialling codes

interface Place {
  dial: string;
  cities: readonly (readonly [city: string, state: string])[];
  ports: readonly string[];
  legal: readonly string[];
  flavour: 'cn' | 'latin' | 'en' | 'de' | 'generic';
}

function place(dial: string, cities: string, ports: string, legal: string, flavour: Place['flavour'] = 'generic'): Place {
  return {
    dial,
    cities: cities.split(';').map((c) => {
      const [city = c, state = ''] = c.split('/');
      return [city, state] as const;
    }),
    ports: ports.split(';'),
    legal: legal.split(';'),
    flavour,
  };
}

const places: Record<string, Place> = {
  AE: place('971', 'Dubai/Dubai;Sharjah/Sharjah;Abu Dhabi/Abu Dhabi', 'Jebel Ali;Khalifa Port;Port Rashid', 'LLC;FZE;FZCO'),
  AM: place('374', 'Yerevan/Yerevan;Gyumri/Shirak', 'Yerevan Dry Port;Bagratashen Border Post', 'LLC;CJSC'),
  AR: place('54', 'Buenos Aires/CABA;Rosario/Santa Fe;Córdoba/Córdoba', 'Buenos Aires;Rosario;Zárate', 'S.A.;S.R.L.', 'latin'),
  AU: place('61', 'Sydney/NSW;Melbourne/VIC;Brisbane/QLD;Perth/WA', 'Port Botany;Melbourne;Brisbane;Fremantle', 'Pty Ltd', 'en'),
  AZ: place('994', 'Baku/Baku;Ganja/Ganja', 'Port of Baku (Alat);Sumgait', 'LLC;OJSC'),
  BD: place('880', 'Dhaka/Dhaka;Chattogram/Chattogram;Gazipur/Dhaka', 'Chattogram;Mongla', 'Ltd.;Pvt. Ltd.'),
  BE: place('32', 'Antwerp/Antwerp;Ghent/East Flanders;Brussels/Brussels', 'Antwerp;Zeebrugge;Ghent', 'NV;BV;SA'),
  BO: place('591', 'Santa Cruz/Santa Cruz;La Paz/La Paz;Cochabamba/Cochabamba', 'Arica (transit);Puerto Suárez', 'S.R.L.;S.A.', 'latin'),
  BR: place('55', 'São Paulo/SP;Santos/SP;Curitiba/PR;Itajaí/SC', 'Santos;Paranaguá;Itajaí;Rio Grande', 'Ltda.;S.A.', 'latin'),
  BW: place('267', 'Gaborone/South-East;Francistown/North-East', 'Gaborone Dry Port;Walvis Bay (transit)', '(Pty) Ltd'),
  BY: place('375', 'Minsk/Minsk;Brest/Brest;Grodno/Grodno', 'Brest Terminal;Minsk Inland Terminal', 'LLC;OJSC'),
  CA: place('1', 'Toronto/ON;Vancouver/BC;Montreal/QC;Calgary/AB', 'Vancouver;Montreal;Prince Rupert;Halifax', 'Inc.;Ltd.', 'en'),
  CI: place('225', 'Abidjan/Abidjan;San-Pédro/Bas-Sassandra', 'Abidjan;San-Pédro', 'SARL;SA'),
  CL: place('56', 'Santiago/RM;Valparaíso/Valparaíso;Concepción/Biobío', 'San Antonio;Valparaíso;Iquique', 'SpA;Ltda.;S.A.', 'latin'),
  CN: place('86', 'Shanghai/Shanghai;Ningbo/Zhejiang;Shenzhen/Guangdong;Qingdao/Shandong;Xiamen/Fujian;Tianjin/Tianjin;Yiwu/Zhejiang;Dongguan/Guangdong', 'Shanghai;Ningbo;Shenzhen (Yantian);Qingdao;Xiamen;Tianjin', 'Co., Ltd.;Industrial Co., Ltd.;Trading Co., Ltd.', 'cn'),
  CO: place('57', 'Bogotá/Cundinamarca;Medellín/Antioquia;Cali/Valle del Cauca;Barranquilla/Atlántico', 'Cartagena;Buenaventura;Barranquilla', 'S.A.S.;Ltda.', 'latin'),
  CR: place('506', 'San José/San José;Alajuela/Alajuela;Limón/Limón', 'Moín;Puerto Caldera', 'S.A.;S.R.L.', 'latin'),
  DE: place('49', 'Hamburg/Hamburg;Bremen/Bremen;Munich/Bavaria;Stuttgart/Baden-Württemberg;Düsseldorf/NRW', 'Hamburg;Bremerhaven;Wilhelmshaven', 'GmbH;GmbH & Co. KG;AG', 'de'),
  DO: place('1', 'Santo Domingo/Distrito Nacional;Santiago/Santiago', 'Caucedo;Haina', 'S.R.L.;S.A.', 'latin'),
  EC: place('593', 'Guayaquil/Guayas;Quito/Pichincha;Manta/Manabí', 'Guayaquil;Posorja;Manta', 'S.A.;Cía. Ltda.', 'latin'),
  EG: place('20', 'Cairo/Cairo;Alexandria/Alexandria;Port Said/Port Said', 'Alexandria;Port Said East;Damietta;Sokhna', 'S.A.E.;LLC'),
  ES: place('34', 'Valencia/Valencia;Barcelona/Catalonia;Madrid/Madrid;Algeciras/Andalusia', 'Valencia;Barcelona;Algeciras', 'S.L.;S.A.', 'latin'),
  ET: place('251', 'Addis Ababa/Addis Ababa;Dire Dawa/Dire Dawa', 'Modjo Dry Port;Djibouti (transit)', 'PLC;Share Company'),
  FJ: place('679', 'Suva/Central;Lautoka/Western', 'Suva;Lautoka', 'Pte Limited', 'en'),
  FR: place('33', 'Le Havre/Normandy;Marseille/Provence;Lyon/Auvergne-Rhône-Alpes;Paris/Île-de-France', 'Le Havre;Marseille-Fos;Dunkirk', 'SAS;SARL;SA'),
  GB: place('44', 'Felixstowe/Suffolk;Manchester/Greater Manchester;Birmingham/West Midlands;Southampton/Hampshire', 'Felixstowe;Southampton;London Gateway', 'Ltd;Limited', 'en'),
  GE: place('995', 'Tbilisi/Tbilisi;Batumi/Adjara;Poti/Samegrelo', 'Poti;Batumi', 'LLC;JSC'),
  GH: place('233', 'Accra/Greater Accra;Tema/Greater Accra;Kumasi/Ashanti', 'Tema;Takoradi', 'Ltd.', 'en'),
  GR: place('30', 'Piraeus/Attica;Thessaloniki/Central Macedonia;Athens/Attica', 'Piraeus;Thessaloniki', 'S.A.;IKE'),
  GT: place('502', 'Guatemala City/Guatemala;Quetzaltenango/Quetzaltenango', 'Puerto Quetzal;Santo Tomás de Castilla', 'S.A.', 'latin'),
  HN: place('504', 'San Pedro Sula/Cortés;Tegucigalpa/Francisco Morazán', 'Puerto Cortés;San Lorenzo', 'S.A. de C.V.;S. de R.L.', 'latin'),
  ID: place('62', 'Jakarta/DKI Jakarta;Surabaya/East Java;Semarang/Central Java;Medan/North Sumatra', 'Tanjung Priok;Tanjung Perak;Belawan', 'PT;Tbk'),
  IL: place('972', 'Haifa/Haifa;Ashdod/Southern;Tel Aviv/Tel Aviv', 'Haifa;Ashdod', 'Ltd.'),
  IN: place('91', 'Mumbai/Maharashtra;Chennai/Tamil Nadu;Ahmedabad/Gujarat;Tiruppur/Tamil Nadu;Ludhiana/Punjab', 'Nhava Sheva;Mundra;Chennai;Kolkata', 'Pvt. Ltd.;Ltd.;LLP'),
  IT: place('39', 'Genoa/Liguria;Milan/Lombardy;Bologna/Emilia-Romagna;Naples/Campania', 'Genoa;La Spezia;Gioia Tauro;Trieste', 'S.r.l.;S.p.A.'),
  JP: place('81', 'Yokohama/Kanagawa;Osaka/Osaka;Nagoya/Aichi;Kobe/Hyogo', 'Tokyo;Yokohama;Nagoya;Kobe', 'Co., Ltd.;K.K.'),
  KE: place('254', 'Mombasa/Mombasa;Nairobi/Nairobi;Nakuru/Nakuru', 'Mombasa;Lamu', 'Ltd.', 'en'),
  KG: place('996', 'Bishkek/Chuy;Osh/Osh', 'Bishkek Dry Port;Torugart Border Post', 'LLC'),
  KH: place('855', 'Phnom Penh/Phnom Penh;Sihanoukville/Preah Sihanouk', 'Sihanoukville;Phnom Penh Autonomous Port', 'Co., Ltd.'),
  KR: place('82', 'Busan/Busan;Incheon/Incheon;Seoul/Seoul;Ulsan/Ulsan', 'Busan;Incheon;Gwangyang', 'Co., Ltd.;Corp.'),
  KZ: place('7', 'Almaty/Almaty;Astana/Astana;Shymkent/Shymkent', 'Khorgos Gateway;Aktau;Dostyk Station', 'LLP;JSC'),
  LK: place('94', 'Colombo/Western;Kandy/Central', 'Colombo;Hambantota', '(Pvt) Ltd;PLC'),
  LS: place('266', 'Maseru/Maseru;Maputsoe/Leribe', 'Maseru Bridge;Durban (transit)', '(Pty) Ltd'),
  MD: place('373', 'Chișinău/Chișinău;Bălți/Bălți', 'Giurgiulești;Chișinău Terminal', 'SRL;SA'),
  MM: place('95', 'Yangon/Yangon;Mandalay/Mandalay', 'Yangon (Thilawa);Yangon (Asia World Port)', 'Co., Ltd.'),
  MN: place('976', 'Ulaanbaatar/Ulaanbaatar;Erdenet/Orkhon', 'Zamyn-Üüd Station;Ulaanbaatar Dry Port', 'LLC'),
  MX: place('52', 'Monterrey/Nuevo León;Guadalajara/Jalisco;Mexico City/CDMX;Querétaro/Querétaro', 'Manzanillo;Lázaro Cárdenas;Veracruz;Altamira', 'S.A. de C.V.;S. de R.L. de C.V.', 'latin'),
  MY: place('60', 'Port Klang/Selangor;Penang/Penang;Johor Bahru/Johor', 'Port Klang;Tanjung Pelepas;Penang', 'Sdn. Bhd.;Bhd.'),
  NA: place('264', 'Windhoek/Khomas;Walvis Bay/Erongo', 'Walvis Bay;Lüderitz', '(Pty) Ltd', 'en'),
  NG: place('234', 'Lagos/Lagos;Onitsha/Anambra;Kano/Kano', 'Apapa;Tin Can Island;Onne', 'Ltd.;Nigeria Ltd.', 'en'),
  NI: place('505', 'Managua/Managua;León/León', 'Corinto;Puerto Sandino', 'S.A.', 'latin'),
  NL: place('31', 'Rotterdam/South Holland;Amsterdam/North Holland;Venlo/Limburg', 'Rotterdam;Amsterdam;Moerdijk', 'B.V.;N.V.'),
  NP: place('977', 'Kathmandu/Bagmati;Birgunj/Madhesh', 'Birgunj Dry Port;Kolkata (transit)', 'Pvt. Ltd.'),
  PA: place('507', 'Panama City/Panamá;Colón/Colón', 'Balboa;Manzanillo (Colón);Cristóbal', 'S.A.;Inc.', 'latin'),
  PE: place('51', 'Lima/Lima;Callao/Callao;Arequipa/Arequipa', 'Callao;Paita;Chancay', 'S.A.C.;E.I.R.L.', 'latin'),
  PH: place('63', 'Manila/Metro Manila;Cebu/Cebu;Davao/Davao del Sur', 'Manila;Cebu;Subic Bay', 'Inc.;Corp.', 'en'),
  PK: place('92', 'Karachi/Sindh;Lahore/Punjab;Faisalabad/Punjab;Sialkot/Punjab', 'Karachi;Port Qasim', '(Pvt.) Ltd.'),
  PL: place('48', 'Gdańsk/Pomeranian;Warsaw/Masovian;Łódź/Łódź;Poznań/Greater Poland', 'Gdańsk;Gdynia;Małaszewicze Terminal', 'Sp. z o.o.;S.A.'),
  PY: place('595', 'Asunción/Central;Ciudad del Este/Alto Paraná', 'Villeta;Asunción Terminal', 'S.A.;S.R.L.', 'latin'),
  RU: place('7', 'Moscow/Moscow;Saint Petersburg/Saint Petersburg;Vladivostok/Primorsky Krai;Novosibirsk/Novosibirsk', 'Saint Petersburg;Novorossiysk;Vladivostok', 'LLC;JSC'),
  SA: place('966', 'Jeddah/Makkah;Dammam/Eastern Province;Riyadh/Riyadh', 'Jeddah Islamic Port;King Abdulaziz Port (Dammam)', 'Co. Ltd.;LLC'),
  SG: place('65', 'Singapore/Singapore', 'Singapore;Jurong', 'Pte. Ltd.', 'en'),
  SV: place('503', 'San Salvador/San Salvador;Santa Ana/Santa Ana', 'Acajutla;La Unión', 'S.A. de C.V.', 'latin'),
  TH: place('66', 'Bangkok/Bangkok;Laem Chabang/Chonburi;Chiang Mai/Chiang Mai', 'Laem Chabang;Bangkok;Map Ta Phut', 'Co., Ltd.;Public Co., Ltd.'),
  TR: place('90', 'Istanbul/Istanbul;Izmir/Izmir;Bursa/Bursa;Mersin/Mersin', 'Ambarlı;Mersin;Izmir', 'A.Ş.;Ltd. Şti.'),
  TZ: place('255', 'Dar es Salaam/Dar es Salaam;Arusha/Arusha', 'Dar es Salaam;Tanga', 'Ltd.', 'en'),
  UA: place('380', 'Odesa/Odesa;Kyiv/Kyiv;Kharkiv/Kharkiv', 'Odesa;Chornomorsk;Izmail', 'LLC;PJSC'),
  UG: place('256', 'Kampala/Central;Jinja/Eastern', 'Kampala Inland Port;Mombasa (transit)', 'Ltd.', 'en'),
  US: place('1', 'Los Angeles/CA;Houston/TX;Savannah/GA;Newark/NJ;Chicago/IL;Seattle/WA', 'Los Angeles;Long Beach;New York/Newark;Savannah;Houston;Seattle', 'Inc.;LLC;Corp.', 'en'),
  UY: place('598', 'Montevideo/Montevideo;Colonia/Colonia', 'Montevideo;Nueva Palmira', 'S.A.;S.R.L.', 'latin'),
  UZ: place('998', 'Tashkent/Tashkent;Samarkand/Samarkand', 'Tashkent Chukursay Station;Termez River Port', 'LLC;JSC'),
  VE: place('58', 'Caracas/Distrito Capital;Valencia/Carabobo;Maracaibo/Zulia', 'Puerto Cabello;La Guaira;Maracaibo', 'C.A.;S.A.', 'latin'),
  VN: place('84', 'Ho Chi Minh City/Ho Chi Minh;Hai Phong/Hai Phong;Binh Duong/Binh Duong;Da Nang/Da Nang', 'Cat Lai;Cai Mep;Hai Phong;Da Nang', 'Co., Ltd;JSC'),
  ZA: place('27', 'Durban/KwaZulu-Natal;Johannesburg/Gauteng;Cape Town/Western Cape', 'Durban;Cape Town;Ngqura', '(Pty) Ltd', 'en'),
};

/** A country the table above does not know still gets plausible, invented places. */
function placeOf(country: string): Place {
  return places[country] ?? place('00', 'Central District/Central;Harbour District/Coast', 'Main Port', 'Ltd.');
}

/** Countries a region's datasets trade between (filtered to the catalogue's countries). */
const regionCountries: Record<string, readonly string[]> = {
  EURASIA: ['CN', 'KZ', 'RU', 'BY', 'PL', 'DE', 'UZ', 'MN'],
  SILK_ROAD: ['CN', 'KZ', 'UZ', 'KG', 'TR', 'GE', 'AZ', 'RU', 'PK'],
};

/** The busiest trading countries, drawn more often as the other side of a shipment. */
const hubs = new Set(['CN', 'US', 'DE', 'VN', 'IN', 'JP', 'KR', 'MX', 'TR', 'IT', 'BR', 'NL']);

// ---------------------------------------------------------------------------------------------
// Goods: HS codes with descriptions that match their chapter

interface Goods {
  hs: string;
  texts: readonly string[];
  unit: string;
  /** kg per unit */
  kg: readonly [number, number];
  /** USD per kg */
  usd: readonly [number, number];
  hazmat?: { un: string; class: string; name: string; flash: number | null; group: string };
}

interface Industry {
  chapter: string;
  /** How the industry reads in a company name. */
  words: readonly string[];
  category: string;
  goods: readonly Goods[];
}

const industries: readonly Industry[] = [
  { chapter: '61', words: ['Textiles', 'Knitwear', 'Garments'], category: 'Apparel', goods: [
    { hs: '610910', texts: ['Cotton knitted T-shirts, crew neck, assorted colours', '100% cotton jersey T-shirts, printed'], unit: 'PCS', kg: [0.15, 0.25], usd: [8, 18] },
    { hs: '611020', texts: ['Cotton knitted pullovers and cardigans', 'Knitted cotton sweatshirts with hood'], unit: 'PCS', kg: [0.35, 0.6], usd: [10, 22] },
  ] },
  { chapter: '62', words: ['Apparel', 'Garment Works', 'Fashion'], category: 'Apparel', goods: [
    { hs: '620342', texts: ["Men's woven cotton trousers, denim", "Men's cotton chino trousers"], unit: 'PCS', kg: [0.5, 0.8], usd: [9, 20] },
    { hs: '620462', texts: ["Women's woven cotton trousers", "Women's cotton shorts, woven"], unit: 'PCS', kg: [0.3, 0.6], usd: [10, 24] },
  ] },
  { chapter: '64', words: ['Footwear', 'Shoes'], category: 'Footwear', goods: [
    { hs: '640399', texts: ['Leather upper footwear, rubber soles', "Men's leather casual shoes"], unit: 'PRS', kg: [0.8, 1.4], usd: [14, 35] },
    { hs: '640411', texts: ['Sports footwear, textile uppers, rubber soles', 'Running shoes with textile uppers'], unit: 'PRS', kg: [0.6, 1.0], usd: [12, 30] },
  ] },
  { chapter: '84', words: ['Valve Works', 'Machinery', 'Pump Works', 'Engineering'], category: 'Industrial machinery', goods: [
    { hs: '848180', texts: ['Stainless steel ball valves, DN50', 'Brass gate valves for water pipelines'], unit: 'PCS', kg: [1.5, 12], usd: [6, 15] },
    { hs: '841370', texts: ['Centrifugal water pumps, electric, 2.2 kW', 'Submersible centrifugal pumps'], unit: 'SET', kg: [15, 60], usd: [7, 14] },
    { hs: '847130', texts: ['Portable laptop computers, 14 inch', 'Notebook computers, 15.6 inch display'], unit: 'PCS', kg: [1.6, 2.6], usd: [120, 260] },
  ] },
  { chapter: '85', words: ['Electronics', 'Electric', 'Cable'], category: 'Electrical equipment', goods: [
    { hs: '850440', texts: ['Switching power adapters, 65 W', 'Static converters, battery chargers'], unit: 'PCS', kg: [0.2, 0.5], usd: [20, 45] },
    { hs: '854442', texts: ['Insulated copper cables with connectors', 'PVC insulated electric wire, 80 V'], unit: 'KGS', kg: [1, 1], usd: [6, 12] },
    { hs: '850760', texts: ['Lithium-ion battery packs', 'Rechargeable lithium-ion cells'], unit: 'PCS', kg: [0.3, 3], usd: [18, 40],
      hazmat: { un: 'UN3480', class: '9', name: 'Lithium ion batteries', flash: null, group: 'II' } },
  ] },
  { chapter: '94', words: ['Furniture', 'Home Furnishings', 'Lighting'], category: 'Furniture', goods: [
    { hs: '940360', texts: ['Wooden dining tables, knock-down', 'Solid wood bedroom furniture'], unit: 'PCS', kg: [12, 45], usd: [3, 7] },
    { hs: '940540', texts: ['LED ceiling luminaires', 'LED street lighting fixtures'], unit: 'PCS', kg: [1, 8], usd: [10, 25] },
  ] },
  { chapter: '39', words: ['Plastics', 'Polymer', 'Packaging'], category: 'Plastics', goods: [
    { hs: '392310', texts: ['Plastic storage boxes and crates', 'Polypropylene packing boxes'], unit: 'PCS', kg: [0.4, 2], usd: [2, 5] },
    { hs: '390110', texts: ['Low-density polyethylene granules', 'LDPE resin in primary form'], unit: 'KGS', kg: [1, 1], usd: [1, 1.8] },
  ] },
  { chapter: '73', words: ['Steel Products', 'Metalworks', 'Fasteners'], category: 'Metal products', goods: [
    { hs: '731815', texts: ['Steel hex bolts with nuts, zinc plated', 'Stainless steel screws and bolts'], unit: 'KGS', kg: [1, 1], usd: [1.5, 4] },
    { hs: '730890', texts: ['Steel structures for warehouses', 'Galvanized steel scaffolding parts'], unit: 'KGS', kg: [1, 1], usd: [1.1, 2.5] },
  ] },
  { chapter: '87', words: ['Auto Parts', 'Automotive', 'Motor Components'], category: 'Automotive', goods: [
    { hs: '870899', texts: ['Motor vehicle parts: control arms', 'Automotive suspension parts'], unit: 'PCS', kg: [0.8, 6], usd: [4, 10] },
    { hs: '870830', texts: ['Brake pads and brake discs for cars', 'Disc brake assemblies'], unit: 'SET', kg: [1.5, 8], usd: [4, 9] },
  ] },
  { chapter: '40', words: ['Rubber', 'Tyre'], category: 'Rubber', goods: [
    { hs: '401110', texts: ['New pneumatic radial tyres for passenger cars', 'Passenger car tyres 205/55 R16'], unit: 'PCS', kg: [7, 11], usd: [3, 5] },
  ] },
  { chapter: '09', words: ['Coffee', 'Agro', 'Farms'], category: 'Food and agriculture', goods: [
    { hs: '090111', texts: ['Green coffee beans, arabica, not roasted', 'Raw robusta coffee beans in jute bags'], unit: 'KGS', kg: [1, 1], usd: [3, 7] },
    { hs: '090240', texts: ['Black tea, fermented, in bulk', 'Black tea leaves, CTC grade'], unit: 'KGS', kg: [1, 1], usd: [2, 5] },
  ] },
  { chapter: '08', words: ['Fruit', 'Produce', 'Agro'], category: 'Food and agriculture', goods: [
    { hs: '080390', texts: ['Fresh Cavendish bananas', 'Fresh bananas, 18.14 kg cartons'], unit: 'KGS', kg: [1, 1], usd: [0.4, 0.9] },
    { hs: '080440', texts: ['Fresh Hass avocados', 'Fresh avocados, calibre 18-22'], unit: 'KGS', kg: [1, 1], usd: [1.5, 3] },
  ] },
  { chapter: '03', words: ['Seafood', 'Fisheries', 'Marine Foods'], category: 'Food and agriculture', goods: [
    { hs: '030617', texts: ['Frozen vannamei shrimp, peeled and deveined', 'Frozen shrimp, head-on, shell-on'], unit: 'KGS', kg: [1, 1], usd: [5, 11] },
  ] },
  { chapter: '44', words: ['Timber', 'Wood Products', 'Forestry'], category: 'Wood', goods: [
    { hs: '440799', texts: ['Sawn hardwood lumber, kiln dried', 'Sawn oak boards, planed'], unit: 'KGS', kg: [1, 1], usd: [0.4, 1.2] },
  ] },
  { chapter: '38', words: ['Chemicals', 'Chemical Industries'], category: 'Chemicals', goods: [
    { hs: '380893', texts: ['Herbicide preparations in drums', 'Agricultural herbicides, liquid'], unit: 'KGS', kg: [1, 1], usd: [2, 6],
      hazmat: { un: 'UN2902', class: '6.1', name: 'Pesticide, liquid, toxic', flash: 61, group: 'III' } },
    { hs: '320890', texts: ['Solvent-based paints and lacquers', 'Polyurethane varnish in cans'], unit: 'KGS', kg: [1, 1], usd: [2, 5],
      hazmat: { un: 'UN1263', class: '3', name: 'Paint', flash: 23, group: 'II' } },
  ] },
  { chapter: '95', words: ['Toys', 'Play Products'], category: 'Toys', goods: [
    { hs: '950300', texts: ['Plastic toy building blocks', 'Plush stuffed toys, assorted'], unit: 'PCS', kg: [0.2, 1.2], usd: [6, 15] },
  ] },
  { chapter: '72', words: ['Steel', 'Metals'], category: 'Iron and steel', goods: [
    { hs: '720839', texts: ['Hot-rolled steel coils, thickness under 3 mm', 'Hot-rolled non-alloy steel coils'], unit: 'KGS', kg: [1, 1], usd: [0.5, 0.9] },
  ] },
];

/** Chapters an exporter of each country is more likely to make (others remain possible). */
const countryChapters: Record<string, readonly string[]> = {
  CN: ['84', '85', '94', '95', '61', '73', '39'], VN: ['61', '62', '64', '94', '85'], BD: ['61', '62'], IN: ['61', '62', '38', '84', '73'],
  BR: ['09', '72', '44', '87'], CO: ['09', '08'], EC: ['08', '03'], CR: ['08'], GT: ['09', '08'], HN: ['09', '61'], PE: ['08', '03'],
  US: ['84', '85', '39', '87', '38'], DE: ['84', '87', '85', '38'], MX: ['87', '85', '08'], TR: ['61', '72', '87'], KE: ['09'],
  ET: ['09'], LK: ['09', '61'], ID: ['40', '44', '64'], TH: ['40', '87', '85'], MY: ['40', '85'], JP: ['87', '84', '85'], KR: ['85', '87', '72'],
};

// ---------------------------------------------------------------------------------------------
// Words for invented names

const rootsFirst = ['Harbour', 'Amber', 'Corvel', 'Lunet', 'Stavel', 'Marrow', 'Tessel', 'Quill', 'Orin', 'Vell', 'Kestra', 'Dunmore', 'Halden', 'Brisk', 'Calder', 'Fenwyn', 'Solvi', 'Tarn', 'Elmor', 'Greyl', 'Norra', 'Pellan', 'Rovane', 'Saxby', 'Thorne', 'Ulver', 'Wexel', 'Yarrow', 'Zephra', 'Bramel'];
const rootsSecond = ['line', 'field', 'mark', 'gate', 'ridge', 'brook', 'haven', 'crest', 'wick', 'stead', 'vale', 'moor', 'ton', 'ford', 'well', 'reach'];
const cnFirst = ['Qing', 'Hua', 'Jin', 'Long', 'Xin', 'Hai', 'Rui', 'Tian', 'Yong', 'Feng', 'Bao', 'Heng', 'Kai', 'Lian', 'Mao', 'Sheng'];
const cnSecond = ['shan', 'tai', 'yuan', 'da', 'sheng', 'hong', 'fu', 'cheng', 'xing', 'rong', 'ming', 'li'];
/**
 * Well-known company names an invented root must never spell (the roots above can meet some of
 * them by chance); a root that does is drawn again.
 */
const avoidedRoots = new Set(['huawei', 'haier', 'hisense', 'lenovo', 'xiaomi', 'sinotruk', 'tianma', 'yongda', 'baosteel', 'kaifa', 'fenghua', 'jinko', 'longi']);
const latinFirst = ['Alto', 'Costa', 'Sierra', 'Villa', 'Monte', 'Campo', 'Puerto', 'Valle', 'Rio', 'Llano', 'Cerro', 'Playa'];
const latinSecond = ['Dorado', 'Verdín', 'Claro', 'Sereno', 'Morillo', 'Bravía', 'Lucero', 'Arenal', 'Nogal', 'Robledo', 'Quintal', 'Almenar'];
const deFirst = ['Brenn', 'Falk', 'Hafer', 'Kron', 'Lind', 'Mühl', 'Stein', 'Tann', 'Wald', 'Rhein'];
const deSecond = ['hof', 'berg', 'feld', 'bach', 'heim', 'tal', 'werk', 'au'];

const firstNames = ['Ana', 'Wei', 'Liam', 'Priya', 'Mateo', 'Sofia', 'Chen', 'Amara', 'Lucas', 'Mei', 'Omar', 'Elena', 'Kenji', 'Fatima', 'Daniel', 'Nadia', 'Ivan', 'Grace', 'Hao', 'Lucia', 'Arjun', 'Yuki', 'Samuel', 'Leila', 'Tomas', 'Hana', 'Kwame', 'Olga', 'Diego', 'Minh'];
const lastNames = ['Silva', 'Wang', 'Patel', 'Garcia', 'Nguyen', 'Kim', 'Mensah', 'Novak', 'Rossi', 'Tanaka', 'Haddad', 'Ivanova', 'Schmidt', 'Lopez', 'Chen', 'Okafor', 'Kaya', 'Romero', 'Sato', 'Fischer', 'Reyes', 'Zhang', 'Martins', 'Ahmed', 'Petrov', 'Moreau', 'Costa', 'Li', 'Ortiz', 'Bauer'];
const streets = ['Industrial Avenue', 'Harbour Road', 'Commerce Street', 'Logistics Park Road', 'Export Processing Zone, Block', 'Riverside Drive', 'Free Trade Zone, Lot', 'Station Road', 'Technology Park, Building'];
const streetsLatin = ['Avenida Industrial', 'Calle del Puerto', 'Parque Logístico, Nave', 'Avenida del Comercio', 'Zona Franca, Lote'];
const streetsCn = ['Gongye Road', 'Binhai Avenue', 'Free Trade Zone, Building', 'Keji Road', 'Xingang Road'];
const companyTypes = ['Manufacturer', 'Trading company', 'Manufacturer and exporter', 'Distributor', 'Wholesaler', 'Importer and distributor'];
const fundingStatuses = ['Bootstrapped', 'Early stage venture', 'Late stage venture', 'Private equity backed', 'Family owned'];
const fundingTypes = ['Seed', 'Series A', 'Series B', 'Debt financing', 'Private equity'];
const stages = ['Not applicable', 'Seed', 'Early stage', 'Growth', 'Mature'];
const titles = ['Chief Executive Officer', 'Chief Financial Officer', 'Head of Sales', 'Export Manager', 'Purchasing Director', 'Logistics Manager', 'Operations Director'];
const tagWords = ['OEM', 'ODM', 'ISO 9001', 'BSCI audited', 'FOB', 'CIF', 'small orders', 'private label', 'bulk', 'sea freight', 'rail freight', 'certified organic'];
const hoursOptions = ['Mon-Fri 08:00-17:00', 'Mon-Fri 09:00-18:00', 'Mon-Sat 08:30-17:30', 'Sun-Thu 08:00-16:00'];
const vessels = ['Northern Tessel', 'Aurora Wexel', 'Calder Star', 'Ocean Pellan', 'Marrow Bay', 'Kestra Horizon', 'Lunet Express', 'Solvi Trader', 'Amber Meridian', 'Harbour Zephra'];
const flagCountries = ['PA', 'LR', 'MH', 'SG', 'HK', 'MT', 'BS', 'GR', 'CN', 'DK'];
const serviceTypes = ['FCL/FCL', 'LCL/LCL', 'FCL/LCL', 'CY/CY', 'CY/DOOR'];
const containers = [
  { dims: "20' GP (5.90 x 2.35 x 2.39 m)", maxKg: 21_000, cbm: 33 },
  { dims: "40' GP (12.03 x 2.35 x 2.39 m)", maxKg: 26_000, cbm: 67 },
  { dims: "40' HC (12.03 x 2.35 x 2.69 m)", maxKg: 26_000, cbm: 76 },
];
const inBondTypes = ['Not in bond', 'IT (immediate transportation)', 'T&E (transportation and exportation)', 'IE (immediate exportation)'];

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
