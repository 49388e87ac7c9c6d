import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../config/site-model';
import { groupByContinent } from '../../../rules/catalogue-coverage';
import { usePageData } from '../../page/page-data-context';
import { continentAnchor } from '../../../config/catalogue-anchors';
import type { CountryRow } from '../../content/catalogue-page-data';
import { directionOf, searchableBy } from './dataset-labels';
import { ScrollTable } from '../shared/scroll-table';
import { SectionFrame } from '../shared/section-frame';
import './catalogue.css';

/**
 * Country detail (spec 2.6): one block per country, reached by its anchor (#vn), with each
 * dataset's direction, source and the searches it supports.
 */
export function CountryDatasetsSection({ section, index }: { section: Extract<PageSection, { type: 'country-datasets' }>; index: number }) {
  const { t } = useTranslation();
  const { catalogue } = usePageData();
  if (!catalogue?.countries) return null;
  const groups = groupByContinent(catalogue.countries, (c) => c.continent);
  return (
    <SectionFrame id={section.id} className="catalogue-section" heading={t(section.heading)} body={section.body && t(section.body)} index={index}>
      <nav className="country-index" aria-label={t('catalogue:labels.jumpToCountry')}>
        {groups.map((group) => (
          <div key={group.continent} className="country-index__group">
            <h3 id={continentAnchor(group.continent)}>{t(`catalogue:continents.${group.continent}`)}</h3>
            <ul>
              {group.items.map((c) => <li key={c.code}><a href={`#${c.anchor}`}>{c.name}</a></li>)}
            </ul>
          </div>
        ))}
      </nav>
      {catalogue.countries.map((country) => <CountryBlock key={country.code} country={country} />)}
    </SectionFrame>
  );
}

function CountryBlock({ country }: { country: CountryRow }) {
  const { t } = useTranslation();
  const has = (['import', 'export', 'billOfLading', 'ship'] as const).filter((k) => country[k]).map((k) => t(`catalogue:labels.${k}`));
  return (
    <article className="country-block" id={country.anchor} aria-labelledby={`${country.anchor}-name`}>
      <h3 id={`${country.anchor}-name`}>{country.name}</h3>
      <p className="country-block__summary">
        {t(`catalogue:continents.${country.continent}`)} · {has.join(t('catalogue:labels.listSeparator'))}
      </p>
      <ScrollTable label={country.name}>
        <thead>
          <tr>
            <th scope="col">{t('catalogue:labels.dataset')}</th>
            <th scope="col">{t('catalogue:labels.direction')}</th>
            <th scope="col">{t('catalogue:labels.source')}</th>
            <th scope="col">{t('catalogue:labels.searchableBy')}</th>
          </tr>
        </thead>
        <tbody>
          {country.datasets.map((d) => (
            <tr key={d.value}>
              <th scope="row">{t(`catalogue:${d.name}`)}</th>
              <td data-label={t('catalogue:labels.direction')}>{directionOf(t, d)}</td>
              <td data-label={t('catalogue:labels.source')}>{t(`catalogue:sources.${d.source}`)}</td>
              <td data-label={t('catalogue:labels.searchableBy')}>{searchableBy(t, d)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </article>
  );
}
