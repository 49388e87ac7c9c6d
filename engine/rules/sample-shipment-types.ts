/** The shapes of the fictional sample data (sample-shipments.ts). */

export type Direction = 'import' | 'export';

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
