import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../config/site-model';
import { usePageData } from '../../page/page-data-context';
import type { CountryRow } from '../../content/catalogue-page-data';
import { SectionFrame } from '../shared/section-frame';
import { numberFormat } from '../../shell/intl-formats';
import './coverage-map.css';

const kinds = ['import', 'export', 'billOfLading', 'ship'] as const;
type Kind = (typeof kinds)[number];
const levels = [1, 2, 3, 4] as const;

/**
 * The world map of what the catalogue covers: every country with data shaded by how many kinds
 * of data it has, each a link to its datasets on the detail page; a legend and the totals in
 * text. The outlines come from the build (content/coverage-map-data.ts); the page ships no map
 * code but the few lines of its keys (below), and the full map's filters by kind are radio
 * buttons that CSS alone acts on.
 *
 * Keyboard: the countries are one tab stop, not one each (74 on the home page): one country has
 * tabindex 0, the others -1, and the arrow keys, Home, End and a first letter move among them
 * (coverage-map-keys.ts, the document behaviours' few lines); screen readers still list every
 * link. Without that code, each country is also a link in the country table of the data-countries
 * page, which the full map sits above and the compact one links to. A skip link before the map,
 * shown when focused, goes to its caption, just past the countries.
 */
export function CoverageMapSection({ section, index }: { section: Extract<PageSection, { type: 'coverage-map' }>; index: number }) {
  const { t } = useTranslation();
  const { catalogue, pagePaths, locale } = usePageData();
  const map = catalogue?.map;
  const countries = catalogue?.countries;
  if (!map || !countries) return null;
  const id = section.id ?? `coverage-map-${index}`;
  const endId = `${id}-end`;
  const detailPath = pagePaths[section.detailPage];
  const listPath = section.listPage ? pagePaths[section.listPage] : undefined;
  const full = section.variant !== 'compact';
  const number = numberFormat(locale.htmlLang);
  const separator = t('catalogue:labels.listSeparator');
  const kindsOf = (country: CountryRow) => kinds.filter((kind) => country[kind]);
  const named = (codes: string[]) => countries.filter((c) => codes.includes(c.code)).map((c) => c.name).join(separator);
  const drawn = countries.filter((c) => map.countries[c.code]);
  const totals: Array<{ key: string; label: string; value: number }> = [
    { key: 'countries', label: t('catalogue:map.countries'), value: drawn.length },
    ...kinds.map((kind) => ({
      key: kind,
      label: t(kind === 'billOfLading' ? 'catalogue:map.billOfLadingCountries' : `catalogue:figures.${kind}Countries`),
      value: countries.filter((c) => c[kind]).length,
    })),
  ];
  const hasDots = drawn.some((c) => map.countries[c.code] && 'dot' in map.countries[c.code]!);

  return (
    <SectionFrame id={section.id} className={`coverage-map-section${full ? '' : ' coverage-map-section--compact'}`} heading={t(section.heading)} body={section.body && t(section.body)} index={index}>
      <figure className={`coverage-map${full ? ' coverage-map--full' : ''}`}>
        <a className="coverage-map__skip" href={`#${endId}`}>{t('catalogue:map.skip')}</a>
        {full && (
          <fieldset className="coverage-map__filters">
            <legend>{t('catalogue:map.show')}</legend>
            {(['all', ...kinds] as const).map((kind) => (
              <label key={kind} className="coverage-map__filter">
                <input type="radio" name={`${id}-show`} value={kind} defaultChecked={kind === 'all'} />
                <span>{t(kind === 'all' ? 'catalogue:map.all' : `catalogue:labels.${kind}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <svg className="coverage-map__svg" viewBox={`0 0 ${map.width} ${map.height}`} width={map.width} height={map.height} aria-labelledby={`${id}-title ${id}-desc`} aria-describedby={`${id}-keys`}>
          <title id={`${id}-title`}>{t('catalogue:map.title')}</title>
          <desc id={`${id}-desc`}>{t('catalogue:map.description')}</desc>
          <path className="coverage-map__land" d={map.land} aria-hidden="true" />
          {drawn.map((country, order) => {
            const shape = map.countries[country.code]!;
            const has = kindsOf(country);
            const label = `${country.name}: ${has.map((kind) => t(`catalogue:labels.${kind}`)).join(separator)}`;
            const className = ['coverage-map__country', `coverage-map__country--level${has.length}`, ...has.map((kind: Kind) => `has-${kind}`)].join(' ');
            return (
              // The title names the link for screen readers (SVG's rule) and shows under the mouse.
              <a key={country.code} href={`${detailPath}#${country.anchor}`} className={className} tabIndex={order === 0 ? 0 : -1} data-country={country.code}>
                <title>{label}</title>
                {'d' in shape ? <path d={shape.d} /> : <circle cx={shape.dot[0]} cy={shape.dot[1]} r={5} />}
              </a>
            );
          })}
        </svg>
        {/* Not a tab stop (tabindex -1) but the skip link's target: following it focuses the caption, and Tab goes on from here. */}
        <figcaption className="coverage-map__caption" id={endId} tabIndex={-1}>
          <p className="coverage-map__keys" id={`${id}-keys`}>{t('catalogue:map.keys')}</p>
          <div className="coverage-map__legend">
            <span className="coverage-map__legend-title">{t('catalogue:map.legend')}</span>
            <ul>
              {levels.map((level) => (
                <li key={level}><span className={`coverage-map__swatch coverage-map__swatch--level${level}`} aria-hidden="true" />{t(`catalogue:map.level${level}`)}</li>
              ))}
            </ul>
          </div>
          <dl className="coverage-map__totals">
            {totals.map((item) => (
              <div key={item.key}>
                <dt>{item.label}</dt>
                <dd>{number.format(item.value)}</dd>
              </div>
            ))}
          </dl>
          {hasDots && <p className="coverage-map__note">{t('catalogue:map.dots')}</p>}
          {catalogue.summary.countriesAndRegions > drawn.length && <p className="coverage-map__note">{t('catalogue:map.mirror', { total: catalogue.summaryText.countriesAndRegions })}</p>}
          {map.unmapped.length > 0 && <p className="coverage-map__note">{t('catalogue:map.unmapped', { names: named(map.unmapped) })}</p>}
          {map.regions.length > 0 && (
            <div className="coverage-map__note">
              {t('catalogue:map.regions')}
              <ul className="coverage-map__regions">{map.regions.map((region) => <li key={region}>{t(`catalogue:regions.${region}`)}</li>)}</ul>
            </div>
          )}
          {listPath && <p className="coverage-map__more"><a href={listPath}>{t('catalogue:map.allCountries')}</a></p>}
        </figcaption>
      </figure>
    </SectionFrame>
  );
}
