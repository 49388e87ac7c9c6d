import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../config/site-model';
import { groupByContinent } from '../../../rules/catalogue-coverage';
import { usePageData } from '../../page/page-data-context';
import { AvailabilityMark } from '../shared/availability-mark';
import { ContinentGroups } from './continent-groups';
import { ScrollTable } from '../shared/scroll-table';
import { SectionFrame } from '../shared/section-frame';
import './catalogue.css';

const columns = ['import', 'export', 'billOfLading', 'ship'] as const;

/** Data countries (spec 2.6): every country by continent, with what the catalogue holds for it. */
export function CountryCoverageSection({ section, index }: { section: Extract<PageSection, { type: 'country-coverage' }>; index: number }) {
  const { t } = useTranslation();
  const { catalogue, pagePaths } = usePageData();
  if (!catalogue?.countries) return null;
  const detailPath = section.detailPage ? pagePaths[section.detailPage] : undefined;
  return (
    <SectionFrame id={section.id} className="catalogue-section" heading={t(section.heading)} body={section.body && t(section.body)} index={index}>
      <ContinentGroups groups={groupByContinent(catalogue.countries, (c) => c.continent)} countKey="catalogue:labels.countries">
        {(countries, label) => (
          <ScrollTable label={label} marks>
            <thead>
              <tr>
                <th scope="col">{t('catalogue:labels.country')}</th>
                {columns.map((c) => <th key={c} scope="col">{t(`catalogue:labels.${c}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {countries.map((country) => (
                <tr key={country.code}>
                  <th scope="row">{detailPath ? <a href={`${detailPath}#${country.anchor}`}>{country.name}</a> : country.name}</th>
                  {columns.map((c) => <td key={c} data-label={t(`catalogue:labels.${c}`)}><AvailabilityMark available={country[c]} /></td>)}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </ContinentGroups>
    </SectionFrame>
  );
}
