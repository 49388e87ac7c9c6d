import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../app-header/use-modal-dialog';
import type { Party } from '../../../rules/sample-shipment-types';
import type { CompanyRecordRow, ShipmentRow } from '../../../api/search-calls';
import type { SearchFormat } from './search-format';

type AnyRecord = ShipmentRow | CompanyRecordRow;

/**
 * One shipment record in full, in a modal dialog: the trade facts, and on bill-of-lading datasets
 * the container, cargo, voyage and parties of spec 3. Escape or Close gives focus back to the
 * row's Details button.
 */
export function RecordDialog({ record, format, onClose }: { record: AnyRecord | undefined; format: SearchFormat; onClose(): void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(record !== undefined);
  const titleId = useId();
  return (
    <dialog ref={ref} className="search-record" aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      {record && (
        <>
          <div className="search-record__head">
            <h2 id={titleId}>{t('search.record.title', { id: record.id })}</h2>
            <button type="button" className="button" onClick={onClose}>{t('search.record.close')}</button>
          </div>
          <dl className="search-facts">
            <Fact label={t('search.record.dataset')} value={format.dataset(record.dataset)} />
            <Fact label={t('search.record.direction')} value={t(`search.record.directions.${record.direction}`)} />
            <Fact label={t('search.columns.date')} value={record.date} />
            <Fact label={t('search.columns.hsCode')} value={record.hsCode} />
            <Fact label={t('search.columns.description')} value={record.description} />
            {'importer' in record && <Fact label={t('search.columns.importer')} value={record.importer ? `${record.importer.name} (${format.country(record.importer.country)})` : ''} />}
            {'exporter' in record && <Fact label={t('search.columns.exporter')} value={record.exporter ? `${record.exporter.name} (${format.country(record.exporter.country)})` : ''} />}
            <Fact label={t('search.record.origin')} value={format.country(record.originCountry)} />
            <Fact label={t('search.record.destination')} value={format.country(record.destinationCountry)} />
            <Fact label={t('search.record.portOfLoading')} value={record.portOfLoading} />
            <Fact label={t('search.record.portOfDischarge')} value={record.portOfDischarge} />
            <Fact label={t('search.record.quantity')} value={record.quantity === null ? '' : `${format.number(record.quantity)} ${record.unit ?? ''}`} />
            <Fact label={t('search.record.weight')} value={record.weightKg === null ? '' : t('search.record.kilograms', { weight: format.number(record.weightKg) })} />
            <Fact label={t('search.columns.value')} value={format.usd(record.valueUsd)} />
          </dl>
          {record.billOfLading && <BillOfLadingFacts bill={record.billOfLading} format={format} />}
        </>
      )}
    </dialog>
  );
}

function BillOfLadingFacts({ bill, format }: { bill: NonNullable<ShipmentRow['billOfLading']>; format: SearchFormat }) {
  const { t } = useTranslation();
  const party = (p: Party) => [p.name, p.address, [p.city, p.state, p.zip].filter(Boolean).join(' '), format.country(p.country), p.contactName, p.communicationNumber].filter(Boolean).join(', ');
  return (
    <section className="search-record__bill" aria-label={t('search.bill.heading')}>
      <h3>{t('search.bill.heading')}</h3>
      <dl className="search-facts">
        <Fact label={t('search.bill.number')} value={bill.billOfLadingNumber} />
        <Fact label={t('search.bill.billType')} value={bill.billType} />
        <Fact label={t('search.bill.vessel')} value={`${bill.vesselName} (${format.country(bill.vesselCountry)})`} />
        <Fact label={t('search.bill.voyage')} value={bill.voyageNumber} />
        <Fact label={t('search.bill.arrival')} value={bill.estimatedArrivalDate} />
        <Fact label={t('search.bill.placeOfReceipt')} value={bill.placeOfReceipt} />
        <Fact label={t('search.bill.foreignPort')} value={bill.foreignPort} />
        <Fact label={t('search.bill.portOfDestination')} value={bill.portOfDestination} />
        <Fact label={t('search.bill.container')} value={[bill.container.number, bill.container.serviceType, bill.container.loadStatus, bill.container.dimensions].filter(Boolean).join(', ')} />
        <Fact label={t('search.bill.seal')} value={bill.container.sealNumber} />
        <Fact label={t('search.bill.marks')} value={bill.container.marks} />
        <Fact label={t('search.bill.pieces')} value={format.number(bill.cargo.pieceCount)} />
        <Fact label={t('search.bill.measurement')} value={`${format.number(bill.measurement)} ${bill.measurementUnit}`} />
        <Fact label={t('search.bill.shipper')} value={party(bill.shipper)} />
        <Fact label={t('search.bill.consignee')} value={party(bill.consignee)} />
        <Fact label={t('search.bill.notifyParty')} value={party(bill.notifyParty)} />
        {bill.hazmat && <Fact label={t('search.bill.hazmat')} value={[bill.hazmat.class, bill.hazmat.code, bill.hazmat.description].filter(Boolean).join(', ')} />}
      </dl>
    </section>
  );
}

/** A term and its value; a value the record does not have is left out rather than shown empty. */
export function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="search-facts__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
