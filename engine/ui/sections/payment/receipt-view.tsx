import { useParams } from 'react-router';
import { formatMoney } from '../../../config/money';
import { usePageData } from '../../page/page-data-context';
import { useSectionText } from '../content/use-section-text';
import { numberFormat } from '../../shell/intl-formats';
import { useProviderClock } from '../../shell/use-provider-clock';
import { loginPathFor } from '../../../routing/sign-in-target';
import { useReceipt } from './use-receipt';
import { OrderFacts } from './order-facts';

/**
 * A paid order's receipt (config/pages/payment-receipt.yaml): order number, package, term, amount,
 * method, the day it was paid and until when the package runs, the buyer and the seller
 * (site.yaml seller:). Only the account that placed the order gets it from the API; a visitor is
 * asked to log in and comes back here. It prints on its own (payment.css @media print).
 */
export function ReceiptView({ text }: { text: string }) {
  const data = usePageData();
  const s = useSectionText(text);
  const { id } = useParams();
  const { state, retry } = useReceipt(id);
  const lang = data.locale.htmlLang;
  const payment = data.payment!;
  const clock = useProviderClock(lang);

  if (state.kind === 'waiting') return <p className="payment__busy" aria-busy="true">{s.text('loading')}</p>;
  if (state.kind === 'loggedOut') {
    return (
      <div className="payment__panel" data-testid="receipt-login">
        <p>{s.text('login.body')}</p>
        <a className="button button--primary" href={loginPathFor(payment.loginPath, window.location.pathname)}>{s.text('login.link')}</a>
      </div>
    );
  }
  if (state.kind === 'notFound') {
    return (
      <div className="payment__panel payment__panel--error" role="alert" data-testid="receipt-refused">
        <h2>{s.text('notFound.heading')}</h2>
        <p>{s.text('notFound.body')}</p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="payment__panel payment__panel--error" role="alert">
        <p>{s.text('loadFailed')}</p>
        <button type="button" className="button" onClick={retry}>{s.text('retry')}</button>
      </div>
    );
  }

  const { order, buyer, activeUntil } = state.receipt;
  const years = numberFormat(lang, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(order.termYears);
  const rows: Array<[string, string]> = [
    [s.text('number'), order.id],
    [s.text('package'), s.t(order.packageName)],
    [s.text('term'), years],
    [s.text('amount'), formatMoney(order.amountMinor, order.currency, lang, data.pricing?.display ?? 'code')],
    [s.text('method'), s.text(`methods.${order.method}`)],
    ...(order.paidAt ? [[s.text('paidAt'), clock.dateTime(order.paidAt)] as [string, string]] : []),
    ...(activeUntil ? [[s.text('activeUntil'), clock.day(activeUntil)] as [string, string]] : []),
  ];
  const seller = payment.seller;
  return (
    <article className="receipt" data-testid="receipt">
      <header className="receipt__head">
        {/* The page's hero is its h1; on paper (where the hero is left out) this title heads the receipt. */}
        <p className="receipt__title">{s.text('heading')}</p>
        <div className="receipt__parties">
          <section>
            <h2>{s.text('seller')}</h2>
            <p translate="no">{seller.name}</p>
            <p>{seller.address}</p>
            <p>{s.t(`${text}.registrationNumber`, { number: seller.registrationNumber })}</p>
            <p>{s.t(`${text}.billingEmail`, { email: seller.billingEmail })}</p>
          </section>
          <section>
            <h2>{s.text('billedTo')}</h2>
            {buyer.name && <p>{buyer.name}</p>}
            <p>{buyer.email}</p>
          </section>
        </div>
      </header>
      <OrderFacts rows={rows} className="receipt__facts" />
      <p className="receipt__note">{s.text('note')}</p>
      <div className="payment__actions receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>{s.text('print')}</button>
        {id && <a className="button" href={window.location.pathname.replace(/\/receipt\/?$/, '')}>{s.text('back')}</a>}
      </div>
    </article>
  );
}
