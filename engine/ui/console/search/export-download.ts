import { resultOf, type ApiError } from '../../../api/api-client';
import { apiEvents } from '../../../api/api-events';
import { apiUrl } from '../../../api/api-hosts';
import { forgetSessionMarker } from '../../../api/session-marker';
import { countCsvRecords } from '../../../rules/shipment-search-screen';
import type { ApiHosts } from '../../../config/site-model';

export interface ExportFilter {
  type: number;
  dataset: string;
  field?: string;
  keyword?: string;
  startTime?: string;
  endTime?: string;
}

export type ExportOutcome =
  | { ok: true; rows: number; limit: number; fileName: string; csv: Blob }
  | { ok: false; error: ApiError };

/**
 * POST /searching/cds/export read as it arrives, so the console can show how many rows have come
 * (the answer is CSV, not the JSON the API client reads). A refusal arrives as JSON and is read
 * as any other call's; a 401 ends the session as it does everywhere.
 */
export async function downloadExport(hosts: ApiHosts, filter: ExportFilter, timeoutMs: number, onRows: (rows: number) => void): Promise<ExportOutcome> {
  const url = apiUrl(hosts, 'rest', '/searching/cds/export');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const id = Date.now();
  apiEvents.emit('requestStarted', { id, method: 'POST', url });
  let ok = false;
  try {
    const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(filter), signal: controller.signal });
    if (!response.ok || !response.headers.get('content-type')?.startsWith('text/csv')) {
      const result = resultOf<never>(response.status, response.ok, response.statusText, await response.json().catch(() => undefined), response.headers.get('retry-after'));
      const error = result.s === 0 ? result.errors[0]! : { code: response.status, message: '', kind: 'transport' as const };
      if (error.silent) {
        forgetSessionMarker();
        apiEvents.emit('unauthorised', { code: error.code, url });
      }
      return { ok: false, error };
    }
    const pieces: BlobPart[] = [];
    let records = 0;
    let quoted = false;
    const decoder = new TextDecoder();
    const reader = response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
      const counted = countCsvRecords(decoder.decode(value, { stream: true }), quoted);
      records += counted.records;
      quoted = counted.quoted;
      onRows(Math.max(0, records - 1)); // the first line is the header
    }
    const rows = Number(response.headers.get('x-export-rows') ?? Math.max(0, records - 1));
    const limit = Number(response.headers.get('x-export-row-limit') ?? 0);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'shipments.csv';
    ok = true;
    return { ok: true, rows, limit, fileName, csv: new Blob(pieces, { type: 'text/csv;charset=utf-8' }) };
  } catch {
    return { ok: false, error: { code: 0, message: '', kind: 'transport' } };
  } finally {
    clearTimeout(timer);
    apiEvents.emit('requestFinished', { id, method: 'POST', url, ok });
  }
}

/** Hands the file to the browser's downloads, as a link to it would. */
export function saveFile(csv: Blob, fileName: string): void {
  const href = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data once click() returns; the address can go a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
