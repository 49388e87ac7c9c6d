import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailOutbox, orders } from '../../server/db/schema';
import { MailOutbox, defaultOutboxPolicy } from '../../server/mail/mail-outbox';
import type { Mail, Mailer } from '../../server/mail/mailer';
import { OrderNotices } from '../../server/orders/order-notices';
import { syncPriceBook } from '../../server/orders/price-book';
import { markOrderPaid } from '../../server/operator/mark-order-paid';
import { formatMoney } from '../../engine/config/money';
import { lookupMessage } from '../../engine/config/message-lookup';
import { mailDateTime } from '../../engine/rules/mail-dates';
import { siteModel, startApi, type RunningApi } from './api-harness';
import { ageOrder, purchase as purchaseWithMailedCode } from './purchase-helpers';
import { codePolicyFor, issueCode } from '../../server/api/verification-codes';
import { only } from '../unit/present';

// Issue 35: every order mail is written from locales/<locale>/emails.yaml in the order's language,
// and stored in the outbox by the transaction that writes what it announces, so that neither a
// rollback sends a mail about nothing nor a crash after the commit loses one.

const model = siteModel();
const quiet = pino({ level: 'silent' });
const hour = 3_600_000;

/** A mailer that keeps what it sends, and holds every send while `held` (the mails stay in the outbox). */
function keepingMailer() {
  const sent: Mail[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> | undefined;
  const mailer: Mailer = {
    async send(mail) {
      while (gate) await gate;
      sent.push(mail);
    },
  };
  return {
    mailer, sent,
    hold() { gate = new Promise((resolve) => (release = resolve)); },
    release() { gate = undefined; release(); },
  };
}

/** The price of a package as the order's language writes it, from the compiled config. */
function price(packageId: string, locale: 'ru' | 'en' | 'zh-cn'): string {
  const pkg = model.pricing.packages.find((p) => p.id === packageId)!;
  const htmlLang = model.site.locales.find((l) => l.id === locale)!.htmlLang;
  return formatMoney(pkg.priceMinor, model.pricing.currency, htmlLang, model.pricing.priceDisplay[locale]);
}
const packageName = (packageId: string, locale: 'ru' | 'en' | 'zh-cn') =>
  lookupMessage(model.messages[locale].common, model.pricing.packages.find((p) => p.id === packageId)!.name)!;

/**
 * A visitor's purchase whose address code is issued here: these tests' mailers keep mails out of
 * the harness's SMTP inbox, where the purchase helper would read it.
 */
async function purchase(api: RunningApi, email: string, extra: Record<string, unknown>) {
  const issued = await issueCode(api.database.db, { email, ip: '192.0.2.35', purpose: 'purchase', policy: codePolicyFor({ verifyCodeCountdownSeconds: 60 }) });
  if (issued.kind !== 'issued') throw new Error('expected a code');
  return purchaseWithMailedCode(api, email, { ...extra, code: issued.code });
}

const orderRow = async (api: RunningApi, id: string) => only(await api.database.db.select().from(orders).where(eq(orders.id, Number(id))), `order ${id}`);
const outboxTo = async (api: RunningApi, email: string) => api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe('order mails in the outbox, in the order\'s language', () => {
  let api: RunningApi;
  const mails = keepingMailer();
  beforeAll(async () => {
    api = await startApi({ mailer: mails.mailer, operatorToken: 'order-mails-operator-token', rateLimits: { forms: { max: 1000, timeWindow: 60_000 }, codes: { max: 1000, timeWindow: 60_000 } } });
  }, 60_000);
  afterAll(async () => {
    mails.release();
    await api?.close();
  });

  it('a bank transfer placed in Russian stores a Russian mail with amount, reference and a zoned deadline, committed with the order', async () => {
    const email = 'ivan@volga-grain.test';
    mails.hold();
    try {
      const placed = await purchase(api, email, { package: 'global', paymentMethod: 'bank-transfer', locale: 'ru' });
      expect(placed.answer.code).toBe(1);
      const id = placed.answer.data.id as string;
      // Stored before the answer came back: it is in the outbox while the mailer is held.
      const [stored] = await outboxTo(api, email);
      const order = await orderRow(api, id);
      const deadline = mailDateTime(order.expiresAt, 'ru');
      expect(stored?.subject).toBe(`Ваш заказ ${id}: переведите ${price('global', 'ru')}`);
      expect(stored?.body).toContain(`Сумма к переводу: ${price('global', 'ru')}`);
      expect(stored?.body).toContain(`Назначение платежа: ${id}`);
      expect(stored?.body).toContain(`Оплатить до: ${deadline.date}, ${deadline.time} (UTC+8, пекинское время)`);
      expect(stored?.body).toContain(`Пакет: ${packageName('global', 'ru')}, 1 год`);
      expect(stored?.body).toMatch(new RegExp(`https?://\\S+/ru/payment/${id}`));
      expect(stored?.body).toContain('Аккаунт создан на этот адрес');
      expect(stored?.body).not.toMatch(/\{\{|\d{4}-\d\d-\d\dT/); // no placeholder, no ISO time
      // The sales team's notice, in its one language (the site's first, zh-cn).
      const sales = (await outboxTo(api, model.site.notifications!.salesEmail!)).find((m) => m.body.includes(id));
      expect(sales?.subject).toBe(`新订单 ${id}（ru），来自 ${email}`);
    } finally {
      mails.release();
    }
    await expect.poll(() => mails.sent.some((m) => m.to === email && m.subject.startsWith('Ваш заказ'))).toBe(true);
  });

  it('an order whose transaction rolls back leaves no mail, and no order, behind', async () => {
    const email = 'rolled.back@volga-grain.test';
    // Refuses, at commit, any transaction that stored a mail to this address: the order's commit
    // fails after its mail was stored, so order and mail are one transaction or the order stays.
    await api.database.exec(`
      create or replace function refuse_mail_to_rolled_back() returns trigger language plpgsql as $$
      begin
        if new.recipient = '${email}' then raise exception 'refused at commit'; end if;
        return new;
      end $$;
      create constraint trigger refuse_rolled_back after insert on mail_outbox deferrable initially deferred
        for each row execute function refuse_mail_to_rolled_back();`);
    try {
      const placed = await purchase(api, email, { package: 'pro', paymentMethod: 'bank-transfer', locale: 'ru' });
      expect(placed.answer.code).not.toBe(1);
      expect(await outboxTo(api, email)).toEqual([]);
      expect(await api.database.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
      expect(mails.sent.filter((m) => m.to === email && !/\d{6}/.test(m.subject))).toEqual([]);
    } finally {
      await api.database.exec('drop trigger refuse_rolled_back on mail_outbox; drop function refuse_mail_to_rolled_back();');
    }
  });

  it('marking the transfer paid stores a Russian receipt with the seller\'s details, with the payment', async () => {
    const email = 'olga@kama-bearings.test';
    const id = (await purchase(api, email, { package: 'global', paymentMethod: 'bank-transfer', locale: 'ru' })).answer.data.id as string;
    mails.hold();
    try {
      const marked = await fetch(`${api.base}/operator/orders/${id}/paid`, {
        method: 'PUT', headers: { authorization: 'Bearer order-mails-operator-token', 'content-type': 'application/json' }, body: JSON.stringify({ reference: 'MT103 0042' }),
      });
      expect(marked.status).toBe(200);
      const receipt = (await outboxTo(api, email)).find((m) => m.subject === `Оплата получена: заказ ${id}`);
      const order = await orderRow(api, id);
      const paid = mailDateTime(order.paidAt!, 'ru');
      const { seller } = model.site;
      for (const line of [
        `Номер заказа: ${id}`, `Пакет: ${packageName('global', 'ru')}, 1 год`, `Оплачено: ${price('global', 'ru')}`,
        'Способ оплаты: банковский перевод', `Дата оплаты: ${paid.date}, ${paid.time} (UTC+8, пекинское время)`,
        `Продавец: ${seller.name.ru}`, seller.address.ru, `Регистрационный номер: ${seller.registrationNumber}`, seller.billingEmail,
      ]) expect(receipt?.body).toContain(line);
      expect(receipt?.body).toMatch(/подключён к вашему аккаунту до \d{1,2} [а-я]+ \d{4} г\./);
    } finally {
      mails.release();
    }
  });

  it('a PayPal order placed in Chinese is mailed in Chinese; PayPal\'s item description is Chinese too', async () => {
    const email = 'mei@ningbo-valves.test';
    const id = (await purchase(api, email, { package: 'global-plus', paymentMethod: 'paypal', locale: 'zh-cn' })).answer.data.id as string;
    await expect.poll(() => mails.sent.find((m) => m.to === email && m.subject.includes(id))?.subject).toBe(`您的订单 ${id}：${packageName('global-plus', 'zh-cn')}`);
    const mail = mails.sent.find((m) => m.to === email && m.subject.includes(id))!;
    expect(mail.text).toContain(`金额：${price('global-plus', 'zh-cn')}`);
    expect(mail.text).toContain('（北京时间，UTC+8）');
    const created = await fetch(`${api.base}/public/paypal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId: id, returnUrl: `${api.base}/cn/payment/${id}` }) }).then((r) => r.json() as Promise<{ data: { approveUrl: string } }>);
    const page = await fetch(created.data.approveUrl).then((r) => r.text());
    expect(page).toContain(`${packageName('global-plus', 'zh-cn')}，1年（订单 ${id}）`);
  });
});

describe('reminders and lapse notices (order-notices.ts)', () => {
  let api: RunningApi;
  const mails = keepingMailer();
  let notices: OrderNotices;
  let other: OrderNotices;
  beforeAll(async () => {
    api = await startApi({ mailer: mails.mailer, rateLimits: { forms: { max: 1000, timeWindow: 60_000 }, codes: { max: 1000, timeWindow: 60_000 } } });
    const options = { database: api.database, model, siteOrigin: () => 'https://www.meridiantrade.example', wakeOutbox: () => undefined, log: quiet };
    notices = new OrderNotices(options);
    other = new OrderNotices(options); // a second instance on the same database
    mails.hold(); // what the sweeps store stays in the outbox to be read
  }, 60_000);
  afterAll(async () => {
    mails.release();
    await api?.close();
  });
  const placedAt = async (id: string) => (await orderRow(api, id)).createdAt.getTime();
  const reservationMs = model.site.business.orderReservationDays * 24 * hour;
  const reminderMs = model.site.business.orderReminderHoursBefore * hour;

  it('reminds a bank-transfer buyer once, orderReminderHoursBefore hours before the reservation ends, in their language', async () => {
    const email = 'reminded@volga-grain.test';
    const id = (await purchase(api, email, { package: 'global', paymentMethod: 'bank-transfer', locale: 'ru' })).answer.data.id as string;
    const paypalId = (await purchase(api, 'paypal.never.reminded@volga-grain.test', { package: 'global', paymentMethod: 'paypal', locale: 'ru' })).answer.data.id as string;
    const end = (await placedAt(id)) + reservationMs;
    {
      expect((await notices.sweep(new Date(end - reminderMs - 60_000))).reminded).toBe(0);
      const due = new Date(end - reminderMs + 60_000);
      // Two instances sweep at once: one of them stores the reminder.
      const both = await Promise.all([notices.sweep(due), other.sweep(due)]);
      expect(both[0].reminded + both[1].reminded).toBe(1);
      expect((await notices.sweep(new Date(end - 60_000))).reminded).toBe(0);
      const reminders = (await outboxTo(api, email)).filter((m) => m.subject.startsWith('Напоминание'));
      expect(reminders).toHaveLength(1);
      const deadline = mailDateTime(new Date(end), 'ru');
      expect(reminders[0]!.subject).toBe(`Напоминание: заказ ${id} зарезервирован до ${deadline.date}, ${deadline.time} (UTC+8, пекинское время)`);
      expect(reminders[0]!.body).toContain(`https://www.meridiantrade.example/ru/payment/${id}`);
      expect((await orderRow(api, id)).remindedAt).not.toBeNull();
      expect((await orderRow(api, paypalId)).remindedAt).toBeNull();
    }
  });

  it('tells the buyer once that an unpaid order lapsed, and a transfer payer how money sent comes back; the operator hears they were told', async () => {
    const email = 'lapsed@volga-grain.test';
    const id = (await purchase(api, email, { package: 'global', paymentMethod: 'bank-transfer', locale: 'en' })).answer.data.id as string;
    expect((await notices.sweep()).lapsed).toBe(0);
    // The order's 7 days pass (it is moved back in time, so the operator's command sees it lapsed too).
    await ageOrder(api, Number(id), model.site.business.orderReservationDays);
    expect((await notices.sweep()).lapsed).toBeGreaterThanOrEqual(1);
    expect((await notices.sweep(new Date(Date.now() + hour))).lapsed).toBe(0);
    const lapses = (await outboxTo(api, email)).filter((m) => m.subject.includes('can no longer be paid'));
    expect(lapses).toHaveLength(1);
    expect(lapses[0]!.subject).toBe(`Your order ${id} can no longer be paid`);
    expect(lapses[0]!.body).toContain('its reservation ended before the payment arrived');
    expect(lapses[0]!.body).toContain(`write to ${model.site.seller.billingEmail} with the payment reference ${id}, and we refund it in full to the account it was paid from`);
    // The order lapsed, so it cannot be marked paid; the refusal says the buyer was told.
    const refused = await markOrderPaid(api.database.db, model, id, undefined);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(!refused.ok && refused.error).toMatch(/reservation-expired.*the buyer was told on .* that it lapsed/);
  });

  it('tells the buyer of an order whose package was repriced, once (PayPal: nothing was charged)', async () => {
    const email = 'repriced@ningbo-valves.test';
    const id = (await purchase(api, email, { package: 'pro', paymentMethod: 'paypal', locale: 'zh-cn' })).answer.data.id as string;
    const changedAt = new Date((await placedAt(id)) + hour);
    const repriced = { ...model.pricing, packages: model.pricing.packages.map((p) => (p.id === 'pro' ? { ...p, priceMinor: p.priceMinor + 10_000 } : p)) };
    await syncPriceBook(api.database.db, repriced, changedAt);
    try {
      const now = new Date(changedAt.getTime() + 60_000);
      expect((await notices.sweep(now)).lapsed).toBeGreaterThanOrEqual(1);
      expect((await other.sweep(now)).lapsed).toBe(0);
      const lapses = (await outboxTo(api, email)).filter((m) => m.subject === `订单 ${id} 已无法支付`);
      expect(lapses).toHaveLength(1);
      expect(lapses[0]!.body).toContain('下单后，该套餐的价格已调整。');
      expect(lapses[0]!.body).toContain('未产生任何扣款');
      expect(lapses[0]!.body).not.toContain(model.site.seller.billingEmail);
      expect(lapses[0]!.body).toContain('https://www.meridiantrade.example/cn/');
    } finally {
      await syncPriceBook(api.database.db, model.pricing, new Date(changedAt.getTime() + 2 * hour));
    }
  });
});

describe('a sender that dies mid-batch loses no order mail', () => {
  it('a restarted outbox sends what the dead one had not, the payment link included', async () => {
    // The first sender passes one mail to SMTP, then hangs on the next, as a process killed mid-batch.
    const first: Mail[] = [];
    let unblock: (error: Error) => void = () => undefined;
    const hang = new Promise<never>((_resolve, reject) => (unblock = reject));
    const dying: Mailer = {
      async send(mail) {
        if (first.length >= 1) return hang;
        first.push(mail);
      },
    };
    const api = await startApi({ mailer: dying, rateLimits: { forms: { max: 1000, timeWindow: 60_000 }, codes: { max: 1000, timeWindow: 60_000 } } });
    try {
      const email = 'crash@volga-grain.test';
      const id = (await purchase(api, email, { package: 'global', paymentMethod: 'bank-transfer', locale: 'ru' })).answer.data.id as string;
      expect(id).toMatch(/^\d{12}$/);
      await expect.poll(async () => Number(only(await api.database.query<{ n: number }>('select count(*)::int as n from mail_outbox'), 'count').n)).toBeGreaterThanOrEqual(2);
      // The restarted sender (a new process's outbox on the same database).
      const sent: Mail[] = [];
      const restarted = new MailOutbox(api.database, { async send(mail) { sent.push(mail); } }, quiet, { ...defaultOutboxPolicy, pollSeconds: 0.05 });
      restarted.start();
      try {
        await expect.poll(() => sent.some((m) => m.to === email && m.subject === `Ваш заказ ${id}: переведите ${price('global', 'ru')}`)).toBe(true);
        expect(sent.find((m) => m.to === email)!.text).toMatch(new RegExp(`/ru/payment/${id}`));
        expect(sent.some((m) => m.to === model.site.notifications!.salesEmail && m.text.includes(id))).toBe(true);
        await restarted.idle();
      } finally {
        await restarted.stop();
      }
      expect(only(await api.database.query<{ n: number }>('select count(*)::int as n from mail_outbox'), 'count').n).toBe(0);
    } finally {
      unblock(new Error('the dead process is gone'));
      await api.close();
    }
  });
});
