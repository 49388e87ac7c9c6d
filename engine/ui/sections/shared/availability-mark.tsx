import { useTranslation } from 'react-i18next';
import { uiMessageKeys } from '../../../config/ui-message-keys';
import './data-table.css';

/** A yes/no table cell: a mark people can see, a word screen readers say. */
export function AvailabilityMark({ available }: { available: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={available ? 'availability availability--yes' : 'availability availability--no'}>
      <span aria-hidden="true">{available ? '✓' : '–'}</span>
      <span className="visually-hidden">{t(`common:${available ? uiMessageKeys.available : uiMessageKeys.notAvailable}`)}</span>
    </span>
  );
}
