import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ContentSection } from '../../../config/content-sections';
import { formatMoney } from '../../../config/money';
import { usePageData } from '../../page/page-data-context';
import { SectionFrame } from '../shared/section-frame';
import { useSectionText } from '../content/use-section-text';
import { usePayment } from './use-payment';
import { isPackageChange } from '../../../machines/payment-machine';
import { OrderSummary } from './order-summary';
import { BankTransferDetails } from './bank-transfer-details';
import './payment.css';
import { useHydrated } from '../../page/use-hydrated';
import { NoScriptNote } from '../../forms/no-script-note';
import { useSession } from '../../session/session-context';
import { useProviderClock } from '../../shell/use-provider-clock';
import { receiptPath } from '../../../api/receipt-calls';
import { untilReloaded } from '../../errors/chunk-reload';
import { useReceipt } from './use-receipt';

// The receipt is its own route's view: the payment page (every buyer's next step, under the page
// script budget) does not carry its code.
const ReceiptView = lazy(() => untilReloaded(import('./receipt-view').then((module) => ({ default: module.ReceiptView }))));

type PaymentSectionProps = { section: Extract<ContentSection, { type: 'payment' }>; index: number };

/**
 * The payment page's order (spec 5, 7): its summary, and what can be done with it now, as the
 * payment machine decides. The page's document is one for every order (its :id is the buyer's):
 * the order is read in the browser, once the page runs there. Without scripts the section says
 * that the order needs JavaScript, and how to reach the company instead.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const data = usePageData();
  const hydrated = useHydrated();
  return (
    <SectionFrame id={props.section.id} className="payment" index={props.index}>
      <NoScriptNote sentence="payment" contact={data.siteContact} />
      {hydrated && (props.section.view === 'receipt'
        ? <Suspense fallback={<div className="payment__loading" aria-busy="true" />}><ReceiptView text={props.section.text} /></Suspense>
        : <PaymentOrder {...props} />)}
    </SectionFrame>
  );
}

function PaymentOrder({ section }: PaymentSectionProps) {
  const data = usePageData();
  const s = useSectionText(section.text);
  const [snapshot, send, actor] = usePayment(data.payment!.errorTexts);
  const state = useSelector(actor, (snap) => (typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0]));
  const { order, error, failureReason } = snapshot.context;
  // The provider's return markers (?token=, ?cancelled=) have done their work once the payment
  // is settled or refused: a reload or a shared link then shows the order, nothing more.
  useEffect(() => {
    if (state !== 'loading' && state !== 'capturing' && window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [state]);
  // Back from PayPal through the browser's page cache, the page would still say it is leaving:
  // load it afresh, so the order is read again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const lang = data.locale.htmlLang;
  const amount = order ? formatMoney(order.amountMinor, order.currency, lang, data.pricing?.display ?? 'code') : '';
  // Deadlines and payment times on the provider's clock, the zone named (zoned-date-text.ts).
  const date = useProviderClock(lang).dateTime;
  const newOrder = data.pagePaths.package;
  const retry = <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>{s.text('retry')}</button>;
  const choose = newOrder && <a className="button button--primary" href={`${newOrder}#buy`}>{s.text('newOrder')}</a>;
  const pay = (
    <button type="button" className="button button--primary payment__pay" onClick={() => send({ type: 'PAY' })}>
      {s.t(`${section.text}.paypal.pay`, { amount })}
    </button>
  );

  let panel: ReactNode;
  switch (state) {
    case 'loading':
      panel = <p className="payment__busy" aria-busy="true">{s.text('loading')}</p>;
      break;
    case 'notFound':
      panel = <Notice heading={s.text('notFound.heading')} body={s.text('notFound.body')}>{choose}</Notice>;
      break;
    case 'loadFailed':
      panel = <Notice heading={s.text('loadFailed')} tone="error">{retry}</Notice>;
      break;
    case 'ready':
    case 'cancelled':
      panel = (
        <div className="payment__panel" data-testid="paypal">
          <h2>{s.text('paypal.heading')}</h2>
          {state === 'cancelled' && <p role="status">{s.t(`${section.text}.paypal.cancelled`, { until: date(order!.expiresAt) })}</p>}
          <p>{s.text('paypal.body')}</p>
          <p className="payment__non-refundable">{s.text('nonRefundable')}</p>
          {pay}
        </div>
      );
      break;
    case 'creatingProviderOrder':
    case 'awaitingApproval':
      panel = <p className="payment__busy" aria-busy="true" role="status">{s.text('paypal.redirecting')}</p>;
      break;
    case 'capturing':
      panel = <p className="payment__busy" aria-busy="true" role="status">{s.text('paypal.capturing')}</p>;
      break;
    case 'awaitingFunds':
      panel = (
        <>
          <p className="payment__non-refundable">{s.text('nonRefundable')}</p>
          <BankTransferDetails text={section.text} bank={data.pricing!.bankTransfer!} reference={order!.id} amount={amount} until={date(order!.expiresAt)} />
        </>
      );
      break;
    case 'paid':
      panel = <PaidNotice text={section.text} order={order!} lang={lang} />;
      break;
    case 'expired':
      panel = <Notice heading={s.text('expired.heading')} body={s.text('expired.body')} tone="error">{choose}</Notice>;
      break;
    default: {
      // failed: a changed package lapsed the order, PayPal declined, or a call failed.
      panel = isPackageChange(failureReason)
        ? <Notice heading={s.text('invalid.heading')} body={s.text(`invalid.${failureReason}`)} tone="error">{choose}</Notice>
        : (
          <Notice
            heading={failureReason === 'declined' ? s.text('paypal.declined') : s.t(`${section.text}.paypal.failed`, { message: error?.message ?? '' })}
            tone="error"
          >
            {order?.state === 'awaiting-payment' ? pay : null}
            {retry}
          </Notice>
        );
    }
  }

  return (
    <div className="payment__layout" data-payment-state={state}>
      {order && <OrderSummary order={order} text={section.text} amount={amount} date={date} expired={state === 'expired'} lang={lang} />}
      <div className="payment__action" aria-live="polite">{panel}</div>
    </div>
  );
}

function Notice({ heading, body, tone = 'info', children }: { heading: string; body?: string; tone?: 'info' | 'error' | 'success'; children?: ReactNode }) {
  return (
    <div className={`payment__panel payment__panel--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <h2>{heading}</h2>
      {body && <p>{body}</p>}
      {children && <div className="payment__actions">{children}</div>}
    </div>
  );
}

/**
 * After payment: a paid heading, the package and until when it runs, the console and the receipt.
 * The logged-in buyer is told the end of their package (the receipt call, owner only); anyone
 * else (another device, another account) is asked to log in with the account that placed it.
 */
function PaidNotice({ text, order, lang }: { text: string; order: NonNullable<ReturnType<typeof usePayment>[0]['context']['order']>; lang: string }) {
  const data = usePageData();
  const s = useSectionText(text);
  const session = useSession();
  const { state } = useReceipt(order.id, session.status === 'loggedIn');
  const clock = useProviderClock(lang);
  const name = s.t(order.packageName);
  const receipt = receiptPath(window.location.pathname.replace(/\/[^/]+\/?$/, `/${order.id}`));
  const owner = session.status === 'loggedIn' && state.kind === 'ready';
  const until = owner && state.receipt.activeUntil ? clock.day(state.receipt.activeUntil) : undefined;
  const body = owner
    ? (until ? s.t(`${text}.paid.activeUntil`, { package: name, until }) : s.t(`${text}.paid.body`, { package: name }))
    : session.status === 'loggedIn' && state.kind === 'waiting' ? s.t(`${text}.paid.body`, { package: name }) : s.t(`${text}.paid.elsewhere`, { package: name });
  return (
    <Notice heading={s.text('paid.heading')} body={body} tone="success">
      <a className="button button--primary" href={data.payment!.consoleHome}>{s.text(owner || session.status === 'loggedIn' ? 'paid.console' : 'paid.login')}</a>
      <a className="button" href={receipt} data-testid="receipt-link">{s.text('paid.receipt')}</a>
    </Notice>
  );
}
