import type { SiteModel } from '../../engine/config/site-model.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import { formatMoney } from '../../engine/config/money.js';
import type { OrderStatus } from '../../engine/rules/order-reservation.js';
import { localizedMail, mailWords, salesLocale } from '../mail/localized-mail.js';
import type { Mail } from '../mail/mailer.js';
import { enqueueMails } from '../mail/mail-outbox.js';
import type { AppDatabase } from '../db/database.js';
import type { OrderRow } from './order-store.js';

/**
 * The e-mails around an order, in the language of the page it was placed on (orders.locale), from
 * locales/<locale>/emails.yaml; the sales team's in its one language (salesLocale). They are
 * built here and stored in the outbox by the transaction that writes what they announce (the
 * order, its payment, its reminder or lapse mark: enqueueMails), so a crash or an SMTP failure
 * after the commit never loses one. They carry the order's facts only: never a password or its
 * hash (the form's secrets are not passed here at all).
 */
type MailModel = Pick<SiteModel, 'messages' | 'site' | 'pricing'>;

/** The facts every order mail may show, written for `locale`. */
function orderValues(model: MailModel, order: OrderRow, locale: string, deadline: Date) {
  const words = mailWords(model, locale);
  const pkg = model.pricing.packages.find((p) => p.id === order.packageId);
  const packageName = (pkg && lookupMessage(model.messages[words.locale]?.common, pkg.name)) ?? order.packageId;
  const display = model.pricing.priceDisplay[words.locale] ?? 'code';
  return {
    words,
    values: {
      orderId: String(order.id),
      packageName,
      term: words.years(order.termYears),
      amount: formatMoney(order.amountMinor, order.currency, words.htmlLang, display),
      deadline: words.dateTime(deadline),
      method: words.part(`method.${order.method}`),
      // What a bank transfer's payer writes in its reference: the order number (the payment page says so).
      reference: String(order.id),
    },
  };
}

/**
 * The buyer's mail, and sales' notice of the same order when site.yaml names a sales address:
 * the order's facts in the sales team's language, plus what `extra` adds in those words.
 */
function withSalesMail(model: MailModel, buyer: Mail, order: OrderRow, mail: 'salesOrderPlaced' | 'salesOrderPaid', extra: (words: ReturnType<typeof mailWords>) => Record<string, string>): Mail[] {
  const salesEmail = model.site.notifications?.salesEmail;
  if (!salesEmail) return [buyer];
  const sales = orderValues(model, order, salesLocale(model), order.expiresAt);
  return [buyer, localizedMail(model, { to: salesEmail, locale: sales.words.locale, mail, values: { ...sales.values, ...extra(sales.words) } })];
}

export interface OrderPlacedInput {
  order: OrderRow;
  email: string;
  buyerName: string;
  accountCreated: boolean;
  paymentUrl: string;
}

/** The buyer's order mail (the payment page; for a bank transfer what to send, with which reference, by when) and sales' notice. */
export function orderPlacedMails(model: MailModel, input: OrderPlacedInput): Mail[] {
  const { order } = input;
  const { words, values } = orderValues(model, order, order.locale, order.expiresAt);
  const buyer = localizedMail(model, {
    to: input.email,
    locale: words.locale,
    mail: order.method === 'paypal' ? 'orderPlacedPaypal' : 'orderPlacedTransfer',
    values: { ...values, buyerName: input.buyerName || input.email, paymentUrl: input.paymentUrl, accountNote: input.accountCreated ? words.part('accountCreated') : '' },
  });
  return withSalesMail(model, buyer, order, 'salesOrderPlaced', () => ({ buyerName: input.buyerName || input.email, email: input.email, locale: order.locale, paymentUrl: input.paymentUrl }));
}

/**
 * The receipt to the buyer once the order is paid: what was bought, for how much, how and when,
 * until when it is active, and who sold it (site.yaml seller:); and sales' notice of the payment.
 * `email` and `activeUntil` are the account's, as the payment's transaction left them.
 */
export function receiptMails(model: MailModel, input: { order: OrderRow; email: string; activeUntil: Date | null }): Mail[] {
  const { order } = input;
  const paidAt = order.paidAt ?? new Date();
  const { words, values } = orderValues(model, order, order.locale, order.expiresAt);
  const seller = model.site.seller;
  const sellerLocale = words.locale as keyof typeof seller.name;
  const buyer = localizedMail(model, {
    to: input.email,
    locale: words.locale,
    mail: 'orderReceipt',
    values: {
      ...values,
      paidAt: words.dateTime(paidAt),
      activeUntil: input.activeUntil ? words.part('activeUntil', { date: words.date(input.activeUntil) }) : '',
      // PayPal's capture number, or the order number the transfer named.
      reference: order.paidVia === 'paypal' ? (order.paymentReference ?? String(order.id)) : String(order.id),
      sellerName: seller.name[sellerLocale],
      sellerAddress: seller.address[sellerLocale],
      sellerRegistration: seller.registrationNumber,
      billingEmail: seller.billingEmail,
    },
  });
  return withSalesMail(model, buyer, order, 'salesOrderPaid', (sales) => ({ email: input.email, paidAt: sales.dateTime(paidAt), reference: order.paymentReference ?? '' }));
}

/** A bank-transfer order's reminder, `deadline` being when its reservation ends. */
export function reminderMail(model: MailModel, input: { order: OrderRow; email: string; deadline: Date; paymentUrl: string }): Mail {
  const { words, values } = orderValues(model, input.order, input.order.locale, input.deadline);
  return localizedMail(model, { to: input.email, locale: words.locale, mail: 'orderReminder', values: { ...values, paymentUrl: input.paymentUrl } });
}

export type LapseReason = Extract<OrderStatus, { state: 'invalid' }>['reason'];

/**
 * The notice that an unpaid order can no longer be paid, and why; a bank-transfer payer is told
 * how money already sent comes back (billing address, the reference, refunded in full).
 */
export function lapseMail(model: MailModel, input: { order: OrderRow; email: string; reason: LapseReason; since: Date; orderPageUrl: string }): Mail {
  const { words, values } = orderValues(model, input.order, input.order.locale, input.since);
  return localizedMail(model, {
    to: input.email,
    locale: words.locale,
    mail: input.order.method === 'bank-transfer' ? 'orderLapsedTransfer' : 'orderLapsed',
    values: { ...values, reason: words.part(`lapse.${input.reason}`), orderPageUrl: input.orderPageUrl, billingEmail: model.site.seller.billingEmail },
  });
}

/** markPaid's onPaid: the receipt and sales' notice, stored in the outbox by the payment's transaction. */
export function storeReceipt(model: MailModel) {
  return (tx: AppDatabase, paid: OrderRow, account: { email: string; memberUntil: Date | null }) =>
    enqueueMails(tx, receiptMails(model, { order: paid, email: account.email, activeUntil: account.memberUntil }));
}

/** The provider's item description of an order (what PayPal shows the payer), in the order's language. */
export function paypalItemDescription(model: MailModel, order: OrderRow): string {
  const { words, values } = orderValues(model, order, order.locale, order.expiresAt);
  return words.part('paypalItem', { packageName: values.packageName, term: values.term, orderId: values.orderId });
}
