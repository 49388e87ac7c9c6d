import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/operator/csv-cell';
import { phoneFields, submissionsToCsv, type SubmissionRow } from '../../server/operator/list-submissions';
import { csvCell as exportCell } from '../../server/search/export-route';

// A cell a spreadsheet would run as a formula is defused with a leading apostrophe. A phone number
// (+86 574 ...) is data, but only in a column of phone numbers: "+1-2" in a company's name is a
// formula like any other (issue 33).

describe('csvCell', () => {
  it('defuses a text starting with + in any column that is not a phone column, even when it looks like a number', () => {
    expect(['+1-2', '+1-2+3', '+7 495 123 4567', '+(1)-(2)', '=1+2', '-2', '@SUM(A1)'].map((text) => csvCell(text))).toEqual(["'+1-2", "'+1-2+3", "'+7 495 123 4567", "'+(1)-(2)", "'=1+2", "'-2", "'@SUM(A1)"]);
  });

  it('keeps a phone number as it is in a phone column, and defuses anything else there', () => {
    expect(csvCell('+7 495 123 4567', { phone: true })).toBe('+7 495 123 4567');
    expect(csvCell('+86 (574) 8730-1200', { phone: true })).toBe('+86 (574) 8730-1200');
    for (const formula of ['+1+HYPERLINK("x")', '=1+2', '+A1', '@SUM(A1)', '+', '-1']) expect(csvCell(formula, { phone: true }), formula).toMatch(/^"?'/);
  });

  it('leaves numbers as numbers and quotes what needs quoting', () => {
    expect([-2, 12.5, null, undefined, 'a,b', 'say "hi"'].map((value) => csvCell(value))).toEqual(['-2', '12.5', '', '', '"a,b"', '"say ""hi"""']);
  });

  it('toCsv keeps + only in the columns it is told hold phone numbers', () => {
    const rows = [{ company: '+1-2', phone: '+351 22 000 0000' }];
    expect(toCsv(rows, ['company', 'phone'], ['phone'])).toBe("company,phone\r\n'+1-2,+351 22 000 0000\r\n");
    expect(toCsv(rows, ['company', 'phone'])).toBe("company,phone\r\n'+1-2,'+351 22 000 0000\r\n");
  });
});

describe('the submissions CSV', () => {
  const row = (payload: Record<string, unknown>): SubmissionRow => ({ id: 'i', type: 'demo', locale: 'en', email: 'a@b.example', createdAt: '2026-01-02T00:00:00.000Z', payload });

  it('keeps the phone in a phone field and defuses a +-formula in the company name', () => {
    const csv = submissionsToCsv([row({ company: '+1-2', mobile: '+7 495 123 4567', name: '+7 495 123 4567' })]);
    expect(csv.split('\r\n')[1]).toBe("i,demo,en,a@b.example,2026-01-02T00:00:00.000Z,'+1-2,+7 495 123 4567,'+7 495 123 4567");
  });

  it('names as phone fields every top-level tel field of the forms (schemas/forms/*.ui.json)', () => {
    const dir = 'schemas/forms';
    const tel = readdirSync(dir).filter((f) => f.endsWith('.ui.json')).flatMap((file) => {
      const ui = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      return Object.entries(ui).filter(([, field]) => (field as Record<string, unknown> | null)?.['ui:inputType'] === 'tel').map(([name]) => name);
    });
    expect(tel.length).toBeGreaterThan(0);
    for (const name of tel) expect(phoneFields, name).toContain(name);
  });
});

describe('the shipment export', () => {
  it('has no phone column: a text starting with + is defused in every cell', () => {
    expect(exportCell('+86 574 8730 1200')).toBe("'+86 574 8730 1200");
    expect(exportCell(-2)).toBe('-2');
  });
});
