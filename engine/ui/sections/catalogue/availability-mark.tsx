import { useTranslation } from 'react-i18next';

/** A yes/no table cell: a mark people can see, a word screen readers say. */
export function AvailabilityMark({ available }: { available: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={available ? 'availability availability--yes' : 'availability availability--no'}>
      <span aria-hidden="true">{available ? '✓' : '–'}</span>
      <span className="visually-hidden">{t(available ? 'catalogue:labels.available' : 'catalogue:labels.notAvailable')}</span>
    </span>
  );
}
