import { usePageData } from '../../page/page-data-context';
import { dateTimeFormat } from '../../shell/intl-formats';

/** A YYYY-MM-DD date written the locale's way (2026年10月28日, 28 October 2026), the same on server and browser. */
export function NewsDate({ date }: { date: string }) {
  const { locale } = usePageData();
  const written = dateTimeFormat(locale.htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return <time dateTime={date}>{written}</time>;
}
