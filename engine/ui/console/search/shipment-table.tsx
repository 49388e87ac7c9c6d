import { useTranslation } from 'react-i18next';
import type { CompanyRef, CompanyRecordRow, ShipmentRow } from '../../../api/search-calls';
import type { SearchFormat } from './search-format';
import { ScrollRegion } from './scroll-region';
import { RowAction } from './row-action';

/**
 * Shipment records as a table: one row per record, newest first, the parties (with their
 * countries) as links to their company pages; a company's own records name the dataset and the
 * route instead. Everything else is in the record's details. On a phone the table scrolls sideways inside its own frame, which the keyboard
 * can focus and scroll; the page itself never does.
 */
export function ShipmentTable<Row extends ShipmentRow | CompanyRecordRow>({ label, rows, format, companyLink, onDetails, busy }: {
  label: string;
  rows: Row[];
  format: SearchFormat;
  /** Where a party's name leads; none: the names are plain text (a company's own records). */
  companyLink?: (company: CompanyRef) => React.ReactNode;
  onDetails(row: NoInfer<Row>): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const party = (company: CompanyRef | null | undefined) =>
    company ? <>{companyLink ? companyLink(company) : company.name}<span className="search-table__country">{format.country(company.country)}</span></> : null;
  const withParties = rows.some((r) => 'importer' in r);
  return (
    <ScrollRegion label={label} busy={busy}>
      <table>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('search.columns.date')}</th>
            {!withParties && <th scope="col">{t('search.record.dataset')}</th>}
            <th scope="col">{t('search.columns.hsCode')}</th>
            <th scope="col">{t('search.columns.description')}</th>
            {withParties && <th scope="col">{t('search.columns.importer')}</th>}
            {withParties && <th scope="col">{t('search.columns.exporter')}</th>}
            {!withParties && <th scope="col">{t('search.columns.route')}</th>}
            <th scope="col" className="search-table__number">{t('search.columns.value')}</th>
            <th scope="col"><span className="visually-hidden">{t('search.columns.details')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="search-table__date">{row.date}</td>
              {!withParties && <td className="search-table__dataset">{format.dataset(row.dataset)}</td>}
              <td>{row.hsCode}</td>
              <td className="search-table__description">{row.description}</td>
              {'importer' in row && <td>{party(row.importer)}</td>}
              {'exporter' in row && <td>{party(row.exporter)}</td>}
              {!withParties && <td>{format.country(row.originCountry)} → {format.country(row.destinationCountry)}</td>}
              <td className="search-table__number">{format.usd(row.valueUsd)}</td>
              <td>
                <RowAction label={t('search.columns.detailsOf', { id: row.id })} text={t('search.columns.details')} onClick={() => onDetails(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
