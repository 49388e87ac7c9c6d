import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase, Database } from '../db/database.js';
import { accounts, orders } from '../db/schema.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { enqueueMails } from '../mail/mail-outbox.js';
import { checkedStatus, type OrderRow } from './order-store.js';
import { lapseMail, reminderMail } from './order-mails.js';
import { paymentPath } from './order-context.js';
import { formPagePath, purchaseForms } from './purchase-route.js';

export interface OrderNoticesOptions {
  database: Database;
  model: SiteModel;
  /** The origin links in the notices use (the site's canonical one: there is no request to follow). */
  siteOrigin: () => string;
  /** Notices were committed to the outbox: send them now. */
  wakeOutbox: () => void;
  log: FastifyBaseLogger;
  /** How often the sweep runs. */
  intervalSeconds?: number;
}

/** Unpaid orders looked at in one sweep, oldest first: the oldest are the ones due. */
const sweepLimit = 1000;
const hourMs = 3_600_000;

/**
 * The notices the buyer of an unpaid order gets without doing anything (spec 4): the bank-transfer
 * reminder site.yaml business.orderReminderHoursBefore hours before the reservation ends, and the
 * notice that the order lapsed (reservation over, repriced, package taken offline), each once.
 * A periodic sweep, safe with several instances on one database: an order is claimed by an
 * UPDATE ... WHERE reminded_at IS NULL (lapse_notified_at IS NULL) ... RETURNING in the same
 * transaction that stores its mail in the outbox, so exactly one instance stores it, and a crash
 * before the commit leaves the order to the next sweep.
 */
export class OrderNotices {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: OrderNoticesOptions) {}

  start(): void {
    if (!purchaseForms(this.options.model.forms)) return; // a site that sells nothing has no orders
    this.timer = setInterval(() => void this.sweepInBackground(), (this.options.intervalSeconds ?? 300) * 1000);
    this.timer.unref();
    void this.sweepInBackground();
  }

  /** Waits for a sweep under way; none starts after this. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async sweepInBackground(): Promise<void> {
    if (this.running || this.stopped) return;
    try {
      await this.sweep();
    } catch (error) {
      // The database is away: the next sweep tries again; never a crash.
      this.options.log.error({ err: error }, 'order notices: the sweep failed');
    }
  }

  /**
   * One sweep as at `now` (tests and the operator route pass another time), of every unpaid order
   * or of one (`orderId`: a test's time travel must not reach the orders of tests beside it);
   * answers how many notices it stored.
   */
  async sweep(now = new Date(), orderId?: number): Promise<{ reminded: number; lapsed: number }> {
    const run = this.sweepAt(now, orderId);
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = undefined;
    }
  }

  private async sweepAt(now: Date, orderId: number | undefined): Promise<{ reminded: number; lapsed: number }> {
    const db = this.options.database.db;
    const { business } = this.options.model.site;
    const unpaid = await db.select({ order: orders, email: accounts.email }).from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(and(isNull(orders.paidAt), isNull(orders.lapseNotifiedAt), orderId === undefined ? undefined : eq(orders.id, orderId)))
      .orderBy(asc(orders.createdAt)).limit(sweepLimit);
    let reminded = 0;
    let lapsed = 0;
    for (const { order, email } of unpaid) {
      if (this.stopped) break;
      const { status } = await checkedStatus(db, order, now);
      if (status.state === 'invalid') {
        if (await this.claim(order, 'lapse', now, (tx) => enqueueMails(tx, [lapseMail(this.options.model, { order, email, reason: status.reason, since: status.since, orderPageUrl: this.newOrderUrl(order.locale) })]))) lapsed++;
      } else if (status.state === 'reserved' && order.method === 'bank-transfer' && !order.remindedAt
        && now.getTime() >= status.invalidFrom.getTime() - business.orderReminderHoursBefore * hourMs) {
        if (await this.claim(order, 'reminder', now, (tx) => enqueueMails(tx, [reminderMail(this.options.model, { order, email, deadline: status.invalidFrom, paymentUrl: this.paymentUrl(order) })]))) reminded++;
      }
    }
    if (reminded + lapsed > 0) this.options.wakeOutbox();
    return { reminded, lapsed };
  }

  /**
   * Marks the order reminded (or told of its lapse) and stores the mail, in one transaction; false
   * when another instance (or an earlier sweep) marked it first, or it was paid meanwhile.
   */
  private async claim(order: OrderRow, notice: 'reminder' | 'lapse', now: Date, store: (tx: AppDatabase) => Promise<void>): Promise<boolean> {
    return this.options.database.db.transaction(async (tx) => {
      const column = notice === 'reminder' ? orders.remindedAt : orders.lapseNotifiedAt;
      const [claimed] = await tx.update(orders).set(notice === 'reminder' ? { remindedAt: now } : { lapseNotifiedAt: now })
        .where(and(eq(orders.id, order.id), isNull(column), isNull(orders.paidAt)))
        .returning({ id: orders.id });
      if (!claimed) return false;
      await store(tx as unknown as AppDatabase);
      return true;
    });
  }

  private paymentUrl(order: OrderRow): string {
    const page = purchaseForms(this.options.model.forms)?.visitor.next?.page ?? 'payment';
    return `${this.options.siteOrigin()}${paymentPath(this.options.model, page, order.locale, String(order.id)) ?? '/'}`;
  }

  /** The purchase form's page in the order's language: where a new order is placed. */
  private newOrderUrl(locale: string): string {
    const form = purchaseForms(this.options.model.forms)?.visitor.id;
    return `${this.options.siteOrigin()}${(form && formPagePath(this.options.model, form, locale)) ?? '/'}`;
  }
}
