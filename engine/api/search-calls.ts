import type { ApiClient, ApiResult } from './api-client.js';
import type { ShipmentSearchRequest } from '../rules/shipment-search.js';
import type { BillOfLading, TradingPartner } from '../rules/sample-shipment-types.js';

/**
 * The shipment-search calls (docs/api.md): search, a company's profile, records and partners, and
 * "my collection". Through the page's API client, so the progress bar, 401 handling and error
 * texts are the same as every other call's. The CSV export is read as a stream (export-download.ts).
 */

export interface CompanyRef {
  id: string;
  name: string;
  country: string;
}

export interface ShipmentRow {
  id: string;
  dataset: string;
  direction: 'import' | 'export';
  date: string;
  hsCode: string | null;
  description: string;
  importer: CompanyRef | null;
  exporter: CompanyRef | null;
  originCountry: string;
  destinationCountry: string;
  portOfLoading: string | null;
  portOfDischarge: string | null;
  quantity: number | null;
  unit: string | null;
  weightKg: number | null;
  valueUsd: number | null;
  billOfLading?: BillOfLading;
}

export interface RowPage<Row> {
  total: number;
  /** Rows that can be paged to (at most the top page limit); absent where every row can. */
  reachable?: number;
  current: number;
  pageSize: number;
  rows: Row[];
}

/** A company's records carry ids, not names, for the parties: the company page names the partners itself. */
export type CompanyRecordRow = Omit<ShipmentRow, 'importer' | 'exporter'> & { importerId: string | null; exporterId: string | null };

/** A trading partner as /company/partner answers it: the sample data's partner figures with the partner's name. */
export type PartnerRow = Omit<TradingPartner, 'companyId' | 'partnerId'> & { id: string; name: string | null; country: string | null };

/** The company-info fields (spec 3) the sample data holds; any may be missing for a real source. */
export interface CompanyProfile extends CompanyRef {
  /** When the member saved it to "my collection"; null when not saved. */
  savedAt?: string | null;
  legalName?: string;
  website?: string;
  address?: string;
  phone?: string;
  contact?: string;
  contactEmail?: string;
  founded?: string;
  founders?: string[];
  headquarters?: string;
  subsidiaries?: string[];
  type?: string;
  categories?: string[];
  tags?: string[];
  keyPeople?: Array<{ name: string; title: string }>;
  description?: string;
  operatingStatus?: string;
  fundingStatus?: string;
  lastFundingType?: string | null;
  ipoStatus?: string;
  investmentStage?: string;
  stockPrice?: number | null;
  revenueUsd?: number;
  employees?: number;
  employeeRating?: number;
  jobOpenings?: number;
  ceo?: string;
  hours?: string;
}

/** A saved company; its name and country are null once regenerated sample data no longer holds it. */
export interface SavedCompany {
  id: string;
  name: string | null;
  country: string | null;
  savedAt: string;
}

export function searchShipments(api: ApiClient, request: ShipmentSearchRequest): Promise<ApiResult<RowPage<ShipmentRow>>> {
  return api.post('rest', '/searching/cds', { ...request });
}

export function fetchCompany(api: ApiClient, companyId: string): Promise<ApiResult<CompanyProfile>> {
  return api.post('rest', '/searching/cds/company', { companyId });
}

export function fetchCompanyRecords(api: ApiClient, companyId: string, current: number, pageSize: number): Promise<ApiResult<RowPage<CompanyRecordRow>>> {
  return api.post('rest', '/searching/cds/companies/record', { companyId, current, pageSize });
}

export function fetchPartners(api: ApiClient, companyId: string, current: number, pageSize: number): Promise<ApiResult<RowPage<PartnerRow>>> {
  return api.post('rest', '/searching/cds/company/partner', { companyId, current, pageSize });
}

export function fetchCollection(api: ApiClient, current: number, pageSize: number): Promise<ApiResult<RowPage<SavedCompany>>> {
  return api.get('rest', '/searching/cds/collection', { current, pageSize });
}

/** Saving twice keeps one entry (PUT), so a retried save is harmless. */
export function saveCompany(api: ApiClient, companyId: string): Promise<ApiResult<SavedCompany>> {
  return api.put('rest', `/searching/cds/collection/${encodeURIComponent(companyId)}`);
}

export function removeCompany(api: ApiClient, companyId: string): Promise<ApiResult<{ removed: boolean }>> {
  return api.delete('rest', `/searching/cds/collection/${encodeURIComponent(companyId)}`);
}
