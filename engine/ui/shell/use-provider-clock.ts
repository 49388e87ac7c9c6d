import { useTranslation } from 'react-i18next';
import { zonedDateText, zonedDayText } from '../../rules/zoned-date-text';

/**
 * Dates as a buyer reads them on a page: on the provider's clock (UTC+8), the zone named by the
 * locale's common.yaml providerTime (zoned-date-text.ts). One place for the payment page, the
 * receipt and the purchase form's renewal note, so they never name the zone differently.
 */
export function useProviderClock(lang: string) {
  const { t } = useTranslation();
  const zoned = (time: string) => t('providerTime', { time });
  return {
    /** Date and time: a deadline, a payment. */
    dateTime: (instant: Date | string) => zonedDateText(instant, lang, zoned),
    /** The day alone: a membership's end. */
    day: (instant: Date | string) => zonedDayText(instant, lang, zoned),
  };
}
