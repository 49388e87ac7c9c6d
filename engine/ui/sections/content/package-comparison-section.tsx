import type { ReactNode } from 'react';
import type { ContentSection, PackageComparisonRow } from '../../../config/content-sections';
import type { PackageView } from '../../content/pricing-page-data';
import { usePageData } from '../../page/page-data-context';
import { AvailabilityMark } from '../shared/availability-mark';
import { ComparisonTable } from '../shared/comparison-table';
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
        return <AvailabilityMark available={row.packages === 'all' || (row.packages ?? []).includes(pkg.id)} />;
    }
  };
  const packages = new Map(pricing.packages.map((pkg) => [pkg.id, pkg]));
  return (
    <ComparisonTable
      id={section.id} index={index} heading={s.text('heading')} body={s.optional('body')} note={s.optional('note')}
      columns={pricing.packages.map((pkg) => ({ id: pkg.id, label: s.t(pkg.name) }))}
      rows={section.rows.map((row) => ({ id: row.id, label: s.text(`rows.${row.id}.label`), cell: (id) => cell(row, packages.get(id)!) }))}
    />
  );
}
