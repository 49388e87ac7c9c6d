import type { ContentSection } from '../../../config/content-sections';
import { AvailabilityMark } from '../shared/availability-mark';
import { ComparisonTable } from '../shared/comparison-table';
import { useSectionText } from './use-section-text';
import './content.css';

/** A table comparing options: a mark for yes or no, or a short text. */
export function ComparisonSection({ section, index }: { section: Extract<ContentSection, { type: 'comparison' }>; index: number }) {
  const s = useSectionText(section.text);
  return (
    <ComparisonTable
      id={section.id} index={index} heading={s.text('heading')} body={s.optional('body')} note={s.optional('note')}
      columns={section.columns.map((c) => ({ id: c, label: s.text(`columns.${c}`) }))}
      rows={section.rows.map((row) => ({
        id: row.id,
        label: s.text(`rows.${row.id}.label`),
        cell: (column) => {
          const kind = row.cells[column] ?? 'no';
          return kind === 'text' ? s.text(`rows.${row.id}.${column}`) : <AvailabilityMark available={kind === 'yes'} />;
        },
      }))}
    />
  );
}
