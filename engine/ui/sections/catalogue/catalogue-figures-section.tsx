import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../config/site-model';
import { usePageData } from '../../page/page-data-context';
import { SectionFrame } from '../shared/section-frame';
import { useLiveStatistics } from './use-live-statistics';
import './catalogue.css';
import '../content/content.css';

/**
 * The headline figures (spec 1, 9). Prerendered from config/catalogue/; the statistics call then
 * brings the current ones and the record counts operators have loaded, when there are any.
 */
export function CatalogueFiguresSection({ section, index }: { section: Extract<PageSection, { type: 'catalogue-figures' }>; index: number }) {
  const { t } = useTranslation();
  const { catalogue, locale } = usePageData();
  const live = useLiveStatistics();
  if (!catalogue) return null;
  const figures = live ?? catalogue.summary;
  const number = new Intl.NumberFormat(locale.htmlLang);
  const items: Array<{ key: string; value: string }> = [
    { key: 'countriesAndRegions', value: number.format(figures.countriesAndRegions) },
    { key: 'importCountries', value: number.format(figures.importCountries) },
    { key: 'exportCountries', value: number.format(figures.exportCountries) },
    { key: 'shipCountries', value: number.format(figures.shipCountries) },
  ];
  if (live?.records != null) items.push({ key: 'records', value: number.format(live.records) });
  if (live?.latestMonth) items.push({ key: 'latestMonth', value: formatMonth(live.latestMonth, locale.htmlLang) });
  return (
    <SectionFrame id={section.id} className="catalogue-section catalogue-figures" heading={t(section.heading)} body={section.body && t(section.body)} index={index}>
      <dl className="figures" aria-live="polite">
        {items.map((item) => (
          <div key={item.key} className="figures__item" data-figure={item.key}>
            <dt>{t(`catalogue:figures.${item.key}`)}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}

/** "2026-09" -> "September 2026" / "2026年9月" / "сентябрь 2026 г." */
function formatMonth(month: string, lang: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default CatalogueFiguresSection;
