import type { OrderView } from '../../../api/payment-calls';
import { useSectionText } from '../content/use-section-text';
import { shownOrderState } from '../../../machines/payment-machine';
import { numberFormat } from '../../shell/intl-formats';
import { OrderFacts } from './order-facts';

/** Order number, package, amount, method, status and dates: what was bought and until when it waits. */
export function OrderSummary({ order, text, amount, date, expired, lang }: {
  order: OrderView; text: string; amount: string; date: (iso: string) => string; expired: boolean; lang: string;
}) {
  const s = useSectionText(text);
  const state = shownOrderState(order, expired);
  const rows: Array<[string, string]> = [
    [s.text('summary.number'), order.id],
    [s.text('summary.package'), `${s.t(order.packageName)} · ${numberFormat(lang, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(order.termYears)}`],
    [s.text('summary.amount'), amount],
    [s.text('summary.method'), s.text(`methods.${order.method}`)],
    [s.text('summary.status'), s.text(`states.${state}`)],
    [s.text('summary.placed'), date(order.createdAt)],
    order.paidAt ? [s.text('summary.paidAt'), date(order.paidAt)] : [s.text('summary.reservedUntil'), date(order.expiresAt)],
  ];
  return (
    <section className="payment__summary" aria-labelledby="payment-summary-heading">
      <h2 id="payment-summary-heading">{s.text('summary.heading')}</h2>
      <OrderFacts rows={rows} testId="order-summary" state={state} />
    </section>
  );
}
