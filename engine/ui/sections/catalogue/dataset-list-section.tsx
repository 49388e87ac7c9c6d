import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../config/site-model';
import { groupByContinent } from '../../../rules/catalogue-coverage';
import { usePageData } from '../../page/page-data-context';
import { continentAnchor } from '../../content/catalogue-page-data';
import { directionOf, searchableBy, whereOf } from './dataset-labels';
import { ScrollTable } from './scroll-table';
import { SectionIntro } from './section-intro';
import './catalogue.css';

/** Learn more about the packages (spec 2.6): the datasets by continent and what each includes. */
export function DatasetListSection({ section, index }: { section: Extract<PageSection, { type: 'dataset-list' }>; index: number }) {
  const { t } = useTranslation();
  const { catalogue } = usePageData();
  if (!catalogue?.datasets) return null;
  const datasets = catalogue.datasets.filter((d) => section.kinds.includes(d.kind));
  const groups = groupByContinent(datasets, (d) => d.continent);
  const anchor = (continent: (typeof groups)[number]['continent']) => `${section.id ?? 'datasets'}-${continentAnchor(continent)}`;
  const showPackage = datasets.some((d) => d.package);
  return (
    <section className="catalogue-section" id={section.id}>
      <div className="container">
        <SectionIntro heading={section.heading} body={section.body} index={index} />
        <nav className="catalogue-jump" aria-label={t('catalogue:labels.jumpToContinent')}>
          {groups.map((g) => <a key={g.continent} href={`#${anchor(g.continent)}`}>{t(`catalogue:continents.${g.continent}`)}</a>)}
        </nav>
        {groups.map((group) => (
          <div key={group.continent} className="catalogue-group">
            <h3 id={anchor(group.continent)}>
              {t(`catalogue:continents.${group.continent}`)} <span className="catalogue-group__count">{t('catalogue:labels.datasets', { count: group.items.length })}</span>
            </h3>
            <ScrollTable label={t(`catalogue:continents.${group.continent}`)}>
              <thead>
                <tr>
                  <th scope="col">{t('catalogue:labels.dataset')}</th>
                  <th scope="col">{t('catalogue:labels.countryOrRegion')}</th>
                  <th scope="col">{t('catalogue:labels.direction')}</th>
                  <th scope="col">{t('catalogue:labels.searchableBy')}</th>
                  {showPackage && <th scope="col">{t('catalogue:labels.fromPackage')}</th>}
                </tr>
              </thead>
              <tbody>
                {group.items.map((d) => (
                  <tr key={d.value}>
                    <th scope="row">{t(`catalogue:${d.name}`)}</th>
                    <td data-label={t('catalogue:labels.countryOrRegion')}>{whereOf(t, d)}</td>
                    <td data-label={t('catalogue:labels.direction')}>{directionOf(t, d)}</td>
                    <td data-label={t('catalogue:labels.searchableBy')}>{searchableBy(t, d)}</td>
                    {showPackage && <td data-label={t('catalogue:labels.fromPackage')}>{d.package ? t(`common:${catalogue.packageNames[d.package]}`) : t('catalogue:labels.soldSeparately')}</td>}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
        ))}
      </div>
    </section>
  );
}
