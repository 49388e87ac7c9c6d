/**
 * One RFC 4180 CSV cell for the operators' exports. A cell a spreadsheet would run as a formula
 * is defused; a phone number like +86 574 ... is data and stays as it is.
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^\+[0-9 ()-]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of objects as CSV with the given columns, CRLF line ends. */
export function toCsv<T extends object>(rows: T[], columns: ReadonlyArray<keyof T & string>): string {
  const lines = rows.map((row) => columns.map((c) => csvCell(row[c])).join(','));
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}
