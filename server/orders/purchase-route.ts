import type { FastifyInstance } from 'fastify';
import { accounts, orders } from '../db/schema.js';
import type { AppDatabase } from '../db/database.js';
import { codes, failure, success, type Envelope } from '../api/envelope.js';
import { requestSchemas } from '../api/request-schemas.js';
import { answeredOnce, claimKey, earlierAnswer, idempotencyCheck, recordAnswer } from '../api/idempotency.js';
import { defaultLocaleOf } from '../api/api-context.js';
import { hashPassword } from '../auth/passwords.js';
import { startSession } from '../auth/sessions.js';
import { sessionAccount, setSessionCookies } from '../auth/session-cookies.js';
import type { FormModel, PricingPackage } from '../../engine/config/site-model.js';
import { reservationEnd } from '../../engine/rules/order-reservation.js';
import { mayOrder } from '../../engine/rules/package-grant.js';
import { newOrderId, refuseUnlessPriceBookHolds, type OrderRow } from './order-store.js';
import { orderCodes, paymentPath, siteOriginFor, type OrderContext } from './order-context.js';
import { orderPlacedMails } from './order-mails.js';
import { enqueueMails } from '../mail/mail-outbox.js';
import { accountRefusal } from '../accounts/account-refusals.js';
import { refusedVerification } from '../api/form-verifications.js';
import { emailCodeOf } from '../../engine/config/form-model.js';
import { mailLocale, sendAddressCode, type AddressCodeUse } from '../auth/address-codes.js';

type Account = typeof accounts.$inferSelect;

/** A visitor's purchase proves the address: a code to an address without an account, a notice to one with. */
const purchaseCode: AddressCodeUse = { purpose: 'purchase', codeFor: 'new-address', codeMail: 'purchaseCode', noticeMail: 'purchaseAccountExists' };

/** The forms of config/forms.yaml at one endpoint served by these routes: the visitor's and the member's. */
export function purchaseForms(forms: Record<string, FormModel>): { visitor: FormModel; member?: FormModel } | undefined {
  const visitor = Object.values(forms).find((f) => f.servedBy === 'orders' && f.signedIn);
  if (!visitor) return undefined;
  return { visitor, member: forms[visitor.signedIn!] };
}

/**
 * POST /pay/payment (spec 3, 7): a package purchase. A visitor's form creates the account (level
 * 0 until paid) once a code e-mailed to its address proves the address is theirs (the form's own
 * send-code call, answered alike for every address); a logged-in member's form orders for that
 * account. The order (package, term, amount in minor units,
 * currency, method, reservation of site.yaml business.orderReservationDays) is stored with its answer under the Idempotency-Key before
 * the answer says success, and the answer is the order number for the payment page.
 */
export function registerPurchaseRoute(app: FastifyInstance, ctx: OrderContext, forms: { visitor: FormModel; member?: FormModel }) {
  const db = ctx.database.db;
  const defaultLocale = defaultLocaleOf(ctx);
  const page = forms.visitor.next?.page ?? 'payment';
  const sendCode = emailCodeOf(forms.visitor)?.sendCode.endpoint.path;
  if (sendCode) {
    const addressCodes = { ...ctx, siteOrigin: () => ctx.siteOrigins().canonical };
    // The notice to an address that has an account links to the login, which leads back here.
    const use = { ...purchaseCode, returnPath: (locale: string) => formPagePath(ctx.model, forms.visitor.id, locale) };
    app.post<{ Body: { email: string; locale?: string } }>(sendCode, { schema: requestSchemas.addressSendCode, config: { rateLimit: ctx.rateLimits.codes } }, async (request) =>
      sendAddressCode(addressCodes, request, use, { email: request.body.email, locale: mailLocale(ctx, request.body.locale) }));
  }
  app.post(forms.visitor.endpoint.path, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.forms }, preHandler: idempotencyCheck(db, ctx.sessions) }, answeredOnce(async (request, reply) => {
    const keyUse = request.keyUse;
    const member = await sessionAccount(ctx.sessions, request, reply);
    const frozen = member && accountRefusal(member, 'purchase', ctx.model.site.contact.email);
    if (frozen) return frozen; // spec 4: a partly frozen account buys nothing
    const form = member && forms.member ? forms.member : forms.visitor;
    const read = ctx.validator.read(form, request.body);
    if (!read.ok) return failure(codes.wrongParameters, { field: read.error.field, problem: read.error.problem });
    const { values, captchaId, locale: sentLocale } = read.value;
    if (sentLocale !== undefined && !ctx.locales.includes(sentLocale)) return failure(codes.wrongParameters, { field: 'locale' });
    const locale = sentLocale ?? defaultLocale;
    const pkg = ctx.model.pricing.packages.find((p) => p.id === values.package && p.onSale);
    if (!pkg) return failure(codes.wrongParameters, { field: 'package' });

    const now = new Date();
    const outcome = await db.transaction(async (tx) => {
      const store = tx as unknown as AppDatabase;
      // The captcha first: a guess costs no password hashing, and a twin request waits here for
      // the first one (the captcha's row) and then answers as it did. Then a visitor's e-mailed
      // code: only the mailbox's owner can make an account with the address, and an address that
      // has one was sent a notice, never a code, so its answer is the same as a wrong code's.
      const refused = await refusedVerification(store, form, { values, captchaId, codePurpose: purchaseCode.purpose, policy: ctx.codePolicy });
      if (refused) return { answer: (await earlierAnswer(store, keyUse)) ?? failure(codes.verifyCodeError, { field: refused }) };
      let account = member;
      let created = false;
      if (!account) {
        const email = String(values.email).toLowerCase();
        const name = `${String(values.firstName)} ${String(values.lastName)}`.trim();
        const [inserted] = await tx.insert(accounts)
          .values({ email, passwordHash: await hashPassword(String(values.password)), nickname: name, accountName: name, level: 0 })
          .onConflictDoNothing({ target: accounts.email })
          .returning();
        // Only the address's owner gets here (the code): telling them it has an account leaks nothing.
        if (!inserted) return { answer: failure(orderCodes.accountExists, { field: 'email' }, 'This e-mail address already has an account: log in first, then buy with it') };
        account = inserted;
        created = true;
      } else if (!mayOrder({ memberValue: account.memberValue, until: account.memberUntil }, pkg, now)) {
        const until = account.memberUntil?.toISOString().slice(0, 10) ?? '';
        return { answer: failure(orderCodes.smallerThanMembership, { field: 'package', until }, `Your account already has a larger package until ${until}`) };
      }
      // Refusals above are not kept under the key (they commit only the spent captcha); a
      // different request holding the key throws AnsweredEarlier here and rolls all this back.
      if (keyUse) await claimKey(store, keyUse);
      const order = await insertOrder(store, { account, pkg, ctx, method: values.paymentMethod as OrderRow['method'], locale, now, idempotencyKey: keyUse?.key });
      if (keyUse) await recordAnswer(store, keyUse, order.answer);
      // The order's mails are committed with it: sent if and only if the order exists.
      const paymentUrl = `${siteOriginFor(request, ctx)}${paymentPath(ctx.model, page, locale, String(order.row.id))}`;
      await enqueueMails(store, orderPlacedMails(ctx.model, { order: order.row, email: account.email, buyerName: account.nickname, accountCreated: created, paymentUrl }));
      return { answer: order.answer, order: order.row, account, created };
    });

    if ('order' in outcome && outcome.order) {
      const { account, created } = outcome;
      ctx.wakeOutbox();
      if (created) {
        // The new account is logged in at once: the payment page and the console know the buyer.
        const session = await startSession(db, account.id);
        setSessionCookies(request, reply, session.token, session.expiresAt);
      }
    }
    return outcome.answer;
  }));
}

/** The page that shows a form in a locale (a section of it), if one does. */
export function formPagePath(model: Pick<OrderContext['model'], 'routes' | 'pages'>, formId: string, locale: string): string | undefined {
  return model.routes.find((r) => r.locale === locale && r.prerender && model.pages[r.page]?.sections.some((s) => s.type === 'form' && s.form === formId))?.path;
}

async function insertOrder(db: AppDatabase, input: {
  account: Account; pkg: PricingPackage; ctx: OrderContext; method: OrderRow['method']; locale: string; now: Date; idempotencyKey?: string;
}): Promise<{ row: OrderRow; answer: Envelope }> {
  // This instance's price is the price book's, or the purchase is refused and rolled back.
  await refuseUnlessPriceBookHolds(db, input.pkg, input.ctx.model.pricing.currency);
  // A random number may, very rarely, be taken already: draw again.
  for (;;) {
    const id = newOrderId();
    const answer = success({ id: String(id) });
    const [row] = await db.insert(orders).values({
      id,
      accountId: input.account.id,
      packageId: input.pkg.id,
      termYears: input.ctx.model.pricing.termYears,
      amountMinor: input.pkg.priceMinor,
      currency: input.ctx.model.pricing.currency,
      method: input.method,
      locale: input.locale,
      createdAt: input.now,
      expiresAt: reservationEnd(input.now, input.ctx.model.site.business.orderReservationDays),
      idempotencyKey: input.idempotencyKey ?? null,
      answer,
    }).onConflictDoNothing({ target: orders.id }).returning();
    if (row) return { row, answer };
  }
}
