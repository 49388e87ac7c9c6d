import type { ContentSection } from '../../../config/content-sections';
import { AvailabilityMark } from '../shared/availability-mark';
import { ScrollTable } from '../shared/scroll-table';
import { SectionFrame } from '../shared/section-frame';
import { useSectionText } from './use-section-text';
import './content.css';

/** A table comparing options: a mark for yes or no, or a short text. */
export function ComparisonSection({ section, index }: { section: Extract<ContentSection, { type: 'comparison' }>; index: number }) {
  const s = useSectionText(section.text);
  const note = s.optional('note');
  return (
    <SectionFrame id={section.id} className="comparison-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ScrollTable label={s.text('heading')}>
        <thead>
          <tr>
            <td />
            {section.columns.map((c) => <th key={c} scope="col">{s.text(`columns.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{s.text(`rows.${row.id}.label`)}</th>
              {section.columns.map((c) => {
                const kind = row.cells[c] ?? 'no';
                return (
                  <td key={c} data-label={s.text(`columns.${c}`)}>
                    {kind === 'text' ? s.text(`rows.${row.id}.${c}`) : <AvailabilityMark available={kind === 'yes'} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {note && <p className="comparison__note">{note}</p>}
    </SectionFrame>
  );
}
