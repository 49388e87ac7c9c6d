/**
 * Spec 4 and 9 (from the terms): an unpaid online order is reserved for 7 days (site.yaml
 * business.orderReservationDays), then becomes invalid. It becomes invalid sooner if its service
 * is upgraded, taken offline or repriced, and the agreement on it lapses with it. Time is always
 * passed in, so the answer for a given moment never changes.
 */

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When the reservation of an order placed at `createdAt` ends: `days` × 24 h later, in elapsed
 * time. Fixed when the order is placed and stored with it (orders.expires_at): the buyer was told
 * that moment, so a later change of the business rule never shortens or lengthens it.
 */
export function reservationEnd(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * dayMs);
}

export type ServiceChangeKind = 'upgraded' | 'offline' | 'repriced';

export interface Order {
  createdAt: Date;
  /** The end of the reservation fixed when the order was placed (reservationEnd). */
  reservedUntil: Date;
  /** When payment was received; absent while unpaid. */
  paidAt?: Date;
  /** Changes to the ordered service, in any order; those at or before createdAt do not count. */
  serviceChanges?: ReadonlyArray<{ at: Date; kind: ServiceChangeKind }>;
}

export type OrderStatus =
  | { state: 'reserved'; invalidFrom: Date }
  | { state: 'paid' }
  | { state: 'invalid'; reason: 'reservation-expired' | ServiceChangeKind; since: Date };

/**
 * Boundaries: the reservation is the half-open interval [createdAt, reservedUntil), measured in
 * elapsed time (not calendar days, so clock changes do not matter). At exactly reservedUntil the
 * order is invalid; a service change makes it invalid from the instant of the change. A change
 * placed at or before createdAt is the state the order was placed against, not a change to it.
 */
export function orderInvalidation(order: Order): { since: Date; reason: 'reservation-expired' | ServiceChangeKind } {
  let since = order.reservedUntil;
  let reason: 'reservation-expired' | ServiceChangeKind = 'reservation-expired';
  for (const change of order.serviceChanges ?? []) {
    if (change.at > order.createdAt && change.at < since) {
      since = change.at;
      reason = change.kind;
    }
  }
  return { since, reason };
}

/**
 * A payment counts only if it arrived while the order was still reserved. A payment that arrives
 * later does not revive the order (the agreement has lapsed); the order stays invalid and the
 * payment is for the payment process to return. This keeps the status monotonic: once invalid,
 * an order never becomes reserved or paid again.
 */
export function orderStatus(order: Order, now: Date): OrderStatus {
  const invalidation = orderInvalidation(order);
  const { paidAt } = order;
  if (paidAt !== undefined && paidAt < invalidation.since && paidAt <= now) return { state: 'paid' };
  if (now >= invalidation.since) return { state: 'invalid', ...invalidation };
  return { state: 'reserved', invalidFrom: invalidation.since };
}
