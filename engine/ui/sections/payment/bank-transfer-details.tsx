import type { PricingView } from '../../content/pricing-page-data';
import { useSectionText } from '../content/use-section-text';

/** Where the money goes, with the order number as the reference (config/pricing.yaml bankTransfer). */
export function BankTransferDetails({ text, bank, reference, amount, until }: {
  text: string; bank: NonNullable<PricingView['bankTransfer']>; reference: string; amount: string; until: string;
}) {
  const s = useSectionText(text);
  const rows: Array<[string, string]> = [
    [s.text('bank.amount'), amount],
    [s.text('bank.reference'), reference],
    [s.text('bank.beneficiary'), bank.beneficiary],
    [s.text('bank.bank'), bank.bank],
    [s.text('bank.bankAddress'), bank.bankAddress],
    [s.text('bank.account'), bank.account],
    [s.text('bank.swift'), bank.swift],
  ];
  return (
    <div className="payment__panel" data-testid="bank-transfer">
      <h2>{s.text('bank.heading')}</h2>
      <p>{s.t(`${text}.bank.body`, { amount, until })}</p>
      <dl className="payment__facts payment__facts--bank">
        {rows.map(([label, value]) => (
          <div key={label} className="payment__fact">
            <dt>{label}</dt>
            <dd translate="no">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="payment__note" role="status">{s.text('bank.checking')}</p>
    </div>
  );
}
