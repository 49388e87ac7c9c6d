import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { payPalSandboxOrders } from '../db/schema.js';
import type { SandboxCapture, SandboxOrderBody } from './paypal-sandbox-types.js';

/**
 * Storage of the local PayPal sandbox simulator (table paypal_sandbox_orders of db/schema.ts, read
 * only by the simulator). Every change of status is one conditional UPDATE, so two instances (or
 * two clicks) can never approve into a captured order or capture an order twice.
 */

export type SandboxOrder = typeof payPalSandboxOrders.$inferSelect;

/** Statuses in which the buyer may still choose on the approval page. */
export const approvableStatuses = ['PAYER_ACTION_REQUIRED', 'APPROVED'];

/**
 * Stores a new order, or answers the order an earlier create with the same PayPal-Request-Id
 * stored (also when both creates race on different instances: the unique index decides).
 */
export async function insertOrder(db: AppDatabase, order: typeof payPalSandboxOrders.$inferInsert): Promise<SandboxOrder> {
  const [created] = await db.insert(payPalSandboxOrders).values(order).onConflictDoNothing({ target: payPalSandboxOrders.requestId }).returning();
  if (created) return created;
  const [earlier] = await db.select().from(payPalSandboxOrders).where(eq(payPalSandboxOrders.requestId, order.requestId ?? ''));
  if (!earlier) throw new Error('a sandbox order conflicted on its request id but cannot be found');
  return earlier;
}

export async function findOrder(db: AppDatabase, id: string): Promise<SandboxOrder | undefined> {
  const [order] = await db.select().from(payPalSandboxOrders).where(eq(payPalSandboxOrders.id, id));
  return order;
}

/** The buyer's choice on the approval page; undefined when the order can no longer be approved. */
export async function approveOrder(db: AppDatabase, id: string, change: { payerId: string; decline: boolean; at: string }): Promise<SandboxOrder | undefined> {
  const current = await findOrder(db, id);
  if (!current || !approvableStatuses.includes(current.status)) return undefined;
  const body: SandboxOrderBody = { ...current.body, payer: { payer_id: change.payerId }, update_time: change.at };
  const [approved] = await db
    .update(payPalSandboxOrders)
    .set({ status: 'APPROVED', body, declineCapture: change.decline })
    .where(and(eq(payPalSandboxOrders.id, id), inArray(payPalSandboxOrders.status, approvableStatuses)))
    .returning();
  return approved;
}

/**
 * Completes an approved order with its one capture. Undefined when it was not APPROVED at the
 * moment of the update (another capture won, or it was never approved).
 */
export async function completeOrder(db: AppDatabase, current: SandboxOrder, capture: SandboxCapture, requestId: string | null): Promise<SandboxOrder | undefined> {
  const [unit] = current.body.purchase_units;
  const body: SandboxOrderBody = {
    ...current.body,
    purchase_units: [{ ...unit, payments: { captures: [capture] } }],
    update_time: capture.update_time,
  };
  const [completed] = await db
    .update(payPalSandboxOrders)
    .set({ status: 'COMPLETED', body, captureRequestId: requestId })
    .where(and(eq(payPalSandboxOrders.id, current.id), eq(payPalSandboxOrders.status, 'APPROVED'), eq(payPalSandboxOrders.declineCapture, false)))
    .returning();
  return completed;
}
