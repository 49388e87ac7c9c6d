import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../config/site-model';
import { groupByContinent } from '../../../rules/catalogue-coverage';
import { usePageData } from '../../page/page-data-context';
import { ContinentGroups } from './continent-groups';
import { directionOf, searchableBy, whereOf } from './dataset-labels';
import { ScrollTable } from '../shared/scroll-table';
import { SectionFrame } from '../shared/section-frame';
import './catalogue.css';

/** Learn more about the packages (spec 2.6): the datasets by continent and what each includes. */
export function DatasetListSection({ section, index }: { section: Extract<PageSection, { type: 'dataset-list' }>; index: number }) {
  const { t } = useTranslation();
  const { catalogue } = usePageData();
  if (!catalogue?.datasets) return null;
  const datasets = catalogue.datasets.filter((d) => section.kinds.includes(d.kind));
  const showPackage = datasets.some((d) => d.package);
  const columns = [
    { key: 'countryOrRegion', cell: whereOf },
    { key: 'direction', cell: directionOf },
    { key: 'searchableBy', cell: searchableBy },
  ] as const;
  return (
    <SectionFrame id={section.id} className="catalogue-section" heading={t(section.heading)} body={section.body && t(section.body)} index={index}>
      <ContinentGroups groups={groupByContinent(datasets, (d) => d.continent)} anchorPrefix={section.id ?? 'datasets'} countKey="catalogue:labels.datasets">
        {(rows, label) => (
          <ScrollTable label={label}>
            <thead>
              <tr>
                <th scope="col">{t('catalogue:labels.dataset')}</th>
                {columns.map((c) => <th key={c.key} scope="col">{t(`catalogue:labels.${c.key}`)}</th>)}
                {showPackage && <th scope="col">{t('catalogue:labels.fromPackage')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.value}>
                  <th scope="row">{t(`catalogue:${d.name}`)}</th>
                  {columns.map((c) => <td key={c.key} data-label={t(`catalogue:labels.${c.key}`)}>{c.cell(t, d)}</td>)}
                  {showPackage && (
                    <td data-label={t('catalogue:labels.fromPackage')}>
                      {d.package ? t(`common:${catalogue.packageNames[d.package]}`) : t('catalogue:labels.soldSeparately')}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </ContinentGroups>
    </SectionFrame>
  );
}
