import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import { formatMoney } from '../../engine/config/money.js';
import type { OrderRow } from './order-store.js';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { accounts, orders } from '../db/schema.js';

/**
 * The e-mails around an order: the sales team hears of each new order and each payment; the buyer
 * gets the order's payment page and, once paid, the membership's end. They carry the order's
 * facts only: never a password or its hash (the form's secrets are not passed here at all).
 * Sent after the order is committed, and never throwing: the order is already safe.
 */
export interface OrderMailInput {
  order: OrderRow;
  email: string;
  buyerName: string;
  accountCreated: boolean;
  paymentUrl: string;
}

const describe = (model: SiteModel, order: OrderRow) => {
  const name = lookupMessage(model.messages.en.common, model.pricing.packages.find((p) => p.id === order.packageId)?.name ?? '') ?? order.packageId;
  const amount = formatMoney(order.amountMinor, order.currency, 'en', 'code');
  const method = order.method === 'paypal' ? 'PayPal' : 'bank transfer';
  return { name, amount, method };
};

export function mailNewOrder(mailer: Mailer, model: SiteModel, input: OrderMailInput, log: FastifyBaseLogger): void {
  const { order } = input;
  const { name, amount, method } = describe(model, order);
  const salesEmail = model.site.notifications?.salesEmail;
  const facts = [
    `Order number: ${order.id}`,
    `Package: ${name}, ${order.termYears} year(s)`,
    `Amount: ${amount}`,
    `Payment: ${method}`,
    `Reserved until: ${order.expiresAt.toISOString()}`,
  ];
  const send = (to: string, subject: string, lines: string[]) => mailer.send({ to, subject, text: lines.join('\n') })
    .catch((error: unknown) => log.warn({ err: error, order: String(order.id) }, 'order e-mail could not be sent'));
  if (salesEmail) {
    void send(salesEmail, `Package order ${order.id} (${order.locale}) from ${input.email}`, [
      `${input.buyerName || input.email} ordered a package${input.accountCreated ? ' and created an account with it' : ''}.`, '',
      `Buyer: ${input.buyerName} <${input.email}>`, ...facts, `Payment page: ${input.paymentUrl}`,
    ]);
  }
  void send(input.email, `Your order ${order.id}: ${name}`, [
    `Thank you for your order${input.buyerName ? `, ${input.buyerName}` : ''}.`, '',
    ...facts, '',
    order.method === 'paypal'
      ? `Pay with PayPal on your order's page: ${input.paymentUrl}`
      : `Transfer ${amount} with the reference ${order.id}; the account details are on your order's page: ${input.paymentUrl}`,
    'An unpaid order is reserved for 7 days and then becomes invalid.',
    ...(input.accountCreated ? ['Your account was created with this address. Log in with it and the password you chose.'] : []),
  ]);
}

/**
 * An order just paid (by PayPal, or marked paid by an operator for a bank transfer): the buyer
 * hears that the package is active and until when, and sales that the money came.
 */
export async function announcePayment(db: AppDatabase, mailer: Mailer, model: SiteModel, orderId: number, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ order: orders, email: accounts.email, until: accounts.memberUntil })
    .from(orders).innerJoin(accounts, eq(accounts.id, orders.accountId)).where(eq(orders.id, orderId));
  if (row) mailPaid(mailer, model, row, log);
}

function mailPaid(mailer: Mailer, model: SiteModel, input: { order: OrderRow; email: string; until: Date | null }, log: FastifyBaseLogger): void {
  const { order } = input;
  const { name, amount, method } = describe(model, order);
  const salesEmail = model.site.notifications?.salesEmail;
  const send = (to: string, subject: string, lines: string[]) => mailer.send({ to, subject, text: lines.join('\n') })
    .catch((error: unknown) => log.warn({ err: error, order: String(order.id) }, 'payment e-mail could not be sent'));
  if (salesEmail) void send(salesEmail, `Order ${order.id} paid (${method})`, [`Order ${order.id} (${name}, ${amount}) was paid by ${method}.`, `Reference: ${order.paymentReference ?? ''}`, `Buyer: ${input.email}`]);
  void send(input.email, `Payment received: ${name}`, [
    `We received your payment of ${amount} for order ${order.id}.`,
    `${name} is active on your account${input.until ? ` until ${input.until.toISOString().slice(0, 10)}` : ''}.`,
  ]);
}
