import type { ReactNode } from 'react';
import type { ContentSection, PackageComparisonRow } from '../../../config/content-sections';
import type { PackageView } from '../../content/pricing-page-data';
import { usePageData } from '../../page/page-data-context';
import { AvailabilityMark } from '../shared/availability-mark';
import { ScrollTable } from '../shared/scroll-table';
import { SectionFrame } from '../shared/section-frame';
import { useSectionText } from './use-section-text';
import './content.css';

/**
 * The packages of config/pricing.yaml side by side: a column per package on sale, prices and
 * country counts from the config, the other rows from the page's texts.
 */
export function PackageComparisonSection({ section, index }: { section: Extract<ContentSection, { type: 'package-comparison' }>; index: number }) {
  const s = useSectionText(section.text);
  const { pricing } = usePageData();
  if (!pricing) return null;
  const note = s.optional('note');
  const cell = (row: PackageComparisonRow, pkg: PackageView): ReactNode => {
    const own = s.optional(`rows.${row.id}.${pkg.id}`);
    switch (row.show) {
      case 'price':
        return pkg.priceText;
      case 'imports':
      case 'exports': {
        const count = row.show === 'imports' ? pkg.importCountries : pkg.exportCountries;
        // A text of the page may name the countries (United States); none at all is a "no".
        return own ?? (count === 0 ? <AvailabilityMark available={false} /> : s.t('common:pricing.countries', { count }));
      }
      case 'text':
        return own ?? s.text(`rows.${row.id}.all`);
      case 'mark':
        return <AvailabilityMark available={row.packages === 'all' || row.packages.includes(pkg.id)} />;
    }
  };
  return (
    <SectionFrame id={section.id} className="comparison-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ScrollTable label={s.text('heading')}>
        <thead>
          <tr>
            <td />
            {pricing.packages.map((pkg) => <th key={pkg.id} scope="col">{s.t(pkg.name)}</th>)}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{s.text(`rows.${row.id}.label`)}</th>
              {pricing.packages.map((pkg) => <td key={pkg.id} data-label={s.t(pkg.name)}>{cell(row, pkg)}</td>)}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {note && <p className="comparison__note">{note}</p>}
    </SectionFrame>
  );
}
