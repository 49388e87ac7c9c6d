import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';
import { SectionFrame } from './section-frame';

export interface ComparisonRow {
  id: string;
  label: string;
  cell(columnId: string): ReactNode;
}

/**
 * A section with a table of options side by side: a column per option, a row per thing compared
 * (the comparison section of any page, and the packages of config/pricing.yaml).
 */
export function ComparisonTable({ id, index, heading, body, note, columns, rows }: {
  id?: string; index: number; heading: string; body?: string; note?: string;
  columns: Array<{ id: string; label: string }>;
  rows: ComparisonRow[];
}) {
  return (
    <SectionFrame id={id} className="comparison-section" heading={heading} body={body} index={index}>
      <ScrollTable label={heading}>
        <thead>
          <tr>
            <td />
            {columns.map((c) => <th key={c.id} scope="col">{c.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => <td key={c.id} data-label={c.label}>{row.cell(c.id)}</td>)}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {note && <p className="comparison__note">{note}</p>}
    </SectionFrame>
  );
}
