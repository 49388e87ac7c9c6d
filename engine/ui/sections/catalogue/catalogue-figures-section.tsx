import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../config/site-model';
import { usePageData } from '../../page/page-data-context';
import { SectionFrame } from '../shared/section-frame';
import { useLiveStatistics, type LiveStatistics } from './use-live-statistics';
import { dateTimeFormat, numberFormat } from '../../shell/intl-formats';
import type { CataloguePageData } from '../../content/catalogue-page-data';
import { headlineFigures } from '../../content/headline-figures';
import './catalogue.css';
import '../content/content.css';

/**
 * The headline figures (spec 1, 9). Prerendered from config/catalogue/, written as the build
 * formatted them; the statistics call then brings the current ones and the record counts
 * operators have loaded, when there are any, and only then does the browser format numbers.
 */
export function CatalogueFiguresSection({ section, index }: { section: Extract<PageSection, { type: 'catalogue-figures' }>; index: number }) {
  const { t } = useTranslation();
  const { catalogue, locale } = usePageData();
  const live = useLiveStatistics();
  if (!catalogue) return null;
  const items = live && tellsMore(live, catalogue) ? liveItems(live, locale.htmlLang) : headlineFigures.map((key) => ({ key, value: catalogue.summaryText[key] }));
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

/** Whether the statistics call says anything the build-time figures do not. */
function tellsMore(live: LiveStatistics, catalogue: Pick<CataloguePageData, 'summary'>): boolean {
  return live.records != null || !!live.latestMonth || headlineFigures.some((key) => live[key] !== catalogue.summary[key]);
}

function liveItems(live: LiveStatistics, lang: string): Array<{ key: string; value: string }> {
  const number = numberFormat(lang);
  const items = headlineFigures.map((key) => ({ key: key as string, value: number.format(live[key]) }));
  if (live.records != null) items.push({ key: 'records', value: number.format(live.records) });
  if (live.latestMonth) items.push({ key: 'latestMonth', value: formatMonth(live.latestMonth, lang) });
  return items;
}

/** "2026-09" -> "September 2026" / "2026年9月" / "сентябрь 2026 г." */
function formatMonth(month: string, lang: string): string {
  // A value not of the form YYYY-MM is an invalid date, whichever part it lacks.
  const [year = NaN, monthNumber = NaN] = month.split('-').map(Number);
  return dateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default CatalogueFiguresSection;
