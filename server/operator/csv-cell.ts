/** What a cell's column holds, as the caller that writes the CSV knows it. */
export interface CsvColumn {
  /** Phone numbers (a form's tel field): a leading + is how a phone number is written. */
  phone?: boolean;
}

/** A phone number as the forms accept one: +, a digit, then digits, spaces, brackets and dashes. */
const phoneNumber = /^\+[0-9][0-9 ()-]*$/;

/**
 * One RFC 4180 CSV cell for the exports (operators' lists, members' shipment exports). A text a
 * spreadsheet would run as a formula (= + - @ tab or CR first) is defused with a leading apostrophe.
 * Only in a phone column is a text that is nothing but a phone number (+86 574 ...) kept as it is:
 * anywhere else "+1-2" is a formula like any other. Numbers are numbers, never defused.
 */
export function csvCell(value: unknown, column: CsvColumn = {}): string {
  if (value === undefined || value === null) return '';
  let text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !(column.phone && phoneNumber.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of objects as CSV with the given columns, CRLF line ends; `phoneColumns` hold phone numbers. */
export function toCsv<T extends object>(rows: T[], columns: ReadonlyArray<keyof T & string>, phoneColumns: ReadonlyArray<keyof T & string> = []): string {
  const lines = rows.map((row) => columns.map((c) => csvCell(row[c], { phone: phoneColumns.includes(c) })).join(','));
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}
