import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { accounts, orders } from '../db/schema.js';
import { fail, ok, type Result } from '../../engine/config/result.js';
import type { PricingPackage, SiteModel } from '../../engine/config/site-model.js';
import { orderCodes } from '../../engine/config/order-codes.js';
import { failure } from '../api/envelope.js';
import { AnsweredEarlier } from '../api/idempotency.js';
import { orderStatus, type OrderStatus } from '../../engine/rules/order-reservation.js';
import { grantPackage } from '../../engine/rules/package-grant.js';
import type { OrderView } from '../../engine/api/payment-calls.js';
import { changesOf, priceBookRow, priceMismatch, type PriceMismatch } from './price-book.js';

export type OrderRow = typeof orders.$inferSelect;

/**
 * A new order number: 12 random digits. It is the bank transfer's reference and part of the
 * payment page's address, so it must not be guessable from another order's number.
 */
export function newOrderId(): number {
  return randomInt(100_000_000_000, 1_000_000_000_000);
}

export async function orderById(db: AppDatabase, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function orderByProviderId(db: AppDatabase, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row;
}

/**
 * Spec 4: reserved, paid or invalid at `now`, with the changes to its package since it was placed;
 * and a reserved order whose amount the price book does not hold (an instance with an old
 * config/pricing.yaml took it) is invalid from the start: it is never charged at that price.
 */
export async function checkedStatus(db: AppDatabase, order: OrderRow, now = new Date(), lock?: 'share'): Promise<{ status: OrderStatus; priceBook?: PriceMismatch }> {
  const status = orderStatus({ createdAt: order.createdAt, reservedUntil: order.expiresAt, paidAt: order.paidAt ?? undefined, serviceChanges: await changesOf(db, order.packageId) }, now);
  if (status.state !== 'reserved') return { status };
  const priceBook = priceMismatch(order, await priceBookRow(db, order.packageId, lock));
  return priceBook ? { status: { state: 'invalid', reason: priceBook.kind, since: order.createdAt }, priceBook } : { status };
}

export async function statusOf(db: AppDatabase, order: OrderRow, now = new Date()): Promise<OrderStatus> {
  return (await checkedStatus(db, order, now)).status;
}

/** A purchase refused inside its transaction: thrown, it rolls back what the purchase wrote and is its answer (answeredOnce). */
export class PurchaseRefused extends AnsweredEarlier {}

/**
 * Before an order is placed, in its transaction: this instance's price must be the price book's
 * (decision 042). An instance whose config/pricing.yaml is older (or newer) than the one the
 * book was last written from refuses, and the buyer is asked to reload the page for the price
 * in force. The row stays locked as read until the order is committed.
 */
export async function refuseUnlessPriceBookHolds(db: AppDatabase, pkg: Pick<PricingPackage, 'id' | 'priceMinor'>, currency: string): Promise<void> {
  const mismatch = priceMismatch({ amountMinor: pkg.priceMinor, currency }, await priceBookRow(db, pkg.id, 'share'));
  if (mismatch) throw new PurchaseRefused(failure(orderCodes.priceChanged, { field: 'package' }, 'The price of this package has changed: reload the page to see the current price, then order again'));
}

/** The order as the payment page reads it: nothing about the buyer. */
export function orderView(order: OrderRow, status: OrderStatus, model: Pick<SiteModel, 'pricing'>): OrderView {
  const pkg = model.pricing.packages.find((p) => p.id === order.packageId);
  return {
    id: String(order.id),
    packageId: order.packageId,
    packageName: pkg?.name ?? order.packageId,
    termYears: order.termYears,
    amountMinor: order.amountMinor,
    currency: order.currency,
    method: order.method,
    state: status.state === 'reserved' ? 'awaiting-payment' : status.state,
    ...(status.state === 'invalid' ? { invalidReason: status.reason } : {}),
    createdAt: order.createdAt.toISOString(),
    expiresAt: (status.state === 'reserved' ? status.invalidFrom : order.expiresAt).toISOString(),
    ...(order.paidAt ? { paidAt: order.paidAt.toISOString() } : {}),
  };
}

/**
 * Why an order could not be marked paid; `detail` says more for the log and the operator (for
 * 'invalid' and 'price-mismatch' the order's invalid reason), `priceBook` what the book holds.
 */
export interface MarkPaidRefusal {
  reason: 'not-found' | 'invalid' | 'price-mismatch' | 'grant-failed';
  detail?: string;
  priceBook?: PriceMismatch;
  /** The order's package and amount, for a price-mismatch's message. */
  order?: Pick<OrderRow, 'packageId' | 'amountMinor' | 'currency'>;
}

/**
 * Records the payment of an order and grants its package to the account, in one transaction: an
 * order is paid once (a second call finds it paid and changes nothing), and never after it became
 * invalid (spec 4: the reservation ended, or its package changed) nor for an amount the price book
 * does not hold.
 */
export async function markPaid(db: AppDatabase, input: {
  orderId: number; via: 'paypal' | 'bank-transfer'; reference: string; at?: Date; model: Pick<SiteModel, 'pricing' | 'catalogue' | 'site'>;
  /** Runs in the payment's transaction once the package is granted: the receipt is stored with it (order-mails.ts). */
  onPaid?: (tx: AppDatabase, paid: OrderRow, account: { email: string; memberUntil: Date | null }) => Promise<void>;
}): Promise<Result<{ order: OrderRow; alreadyPaid: boolean }, MarkPaidRefusal>> {
  const at = input.at ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return fail({ reason: 'not-found' });
    if (order.paidAt) return ok({ order, alreadyPaid: true });
    // The price book's row stays as read until the grant is committed (priceBookRow).
    const { status, priceBook } = await checkedStatus(tx as unknown as AppDatabase, order, at, 'share');
    if (priceBook) return fail({ reason: 'price-mismatch', detail: priceBook.kind, priceBook, order: { packageId: order.packageId, amountMinor: order.amountMinor, currency: order.currency } });
    if (status.state === 'invalid') return fail({ reason: 'invalid', detail: status.reason });
    const pkg = input.model.pricing.packages.find((p) => p.id === order.packageId);
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, order.accountId)).for('update');
    if (!pkg || !account) return fail({ reason: 'grant-failed', detail: pkg ? 'no account' : `package ${order.packageId} is not in config/pricing.yaml` });
    const granted = grantPackage(
      { memberValue: account.memberValue, package: account.memberPackage, until: account.memberUntil, ownedBits: account.customsDataSource, permissions: account.permissions as Array<Record<string, unknown>> },
      pkg,
      { paidAt: at, termYears: order.termYears, catalogue: input.model.catalogue, packages: input.model.pricing.packages, exportCaps: input.model.site.business },
    );
    if (!granted.ok) return fail({ reason: 'grant-failed', detail: granted.error });
    const [paid] = await tx.update(orders).set({ paidAt: at, paidVia: input.via, paymentReference: input.reference }).where(eq(orders.id, order.id)).returning();
    if (!paid) throw new Error(`order ${order.id} vanished while locked for update`);
    await tx.update(accounts).set({
      memberValue: granted.value.memberValue,
      memberPackage: granted.value.package,
      memberUntil: granted.value.until,
      customsDataSource: granted.value.ownedBits,
      permissions: granted.value.permissions,
    }).where(eq(accounts.id, account.id));
    await input.onPaid?.(tx as unknown as AppDatabase, paid, { email: account.email, memberUntil: granted.value.until });
    return ok({ order: paid, alreadyPaid: false });
  });
}

/** For the operator's list: every order with its account's e-mail, newest first. */
export async function listOrders(db: AppDatabase, now = new Date()) {
  const rows = await db.select({ order: orders, email: accounts.email }).from(orders).innerJoin(accounts, eq(accounts.id, orders.accountId)).orderBy(sql`${orders.createdAt} desc`);
  return Promise.all(rows.map(async ({ order, email }) => {
    const status = await statusOf(db, order, now);
    return {
      id: String(order.id), email, package: order.packageId, amountMinor: order.amountMinor, currency: order.currency, method: order.method,
      state: status.state, ...(status.state === 'invalid' ? { invalidReason: status.reason } : {}),
      createdAt: order.createdAt.toISOString(), expiresAt: order.expiresAt.toISOString(), paidAt: order.paidAt?.toISOString() ?? null, paidVia: order.paidVia, reference: order.paymentReference,
    };
  }));
}
