import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../api/api-context.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import type { PayPalClient } from '../payments/paypal-client.js';
import type { CodePolicy } from '../api/verification-codes.js';
import type { SiteOrigins } from '../site-origins.js';
import { nextLocation } from '../../engine/rules/form-follow-up.js';

/** What the order and payment routes share. */
export interface OrderContext extends ApiContext {
  model: SiteModel;
  paypal: PayPalClient;
  /** The limits of e-mailed codes (the visitor's purchase proves its address with one). */
  codePolicy: CodePolicy;
  /** The local simulator stands in for PayPal: its approval page is on this server. */
  paypalIsSimulator: boolean;
  /** The site's origins, from config and the listening socket (server/site-origins.ts). */
  siteOrigins: () => SiteOrigins;
  /** Mails were committed to the outbox (order-mails.ts): send them now rather than at its next poll. */
  wakeOutbox: () => void;
}

export { orderCodes } from '../../engine/config/order-codes.js';

/**
 * Origins a payment page may be on: the site's own (decision 041), never one a request names. The
 * payment provider sends the buyer back only to one of these, so it can never be used as an open
 * redirect or to send a buyer to a look-alike host.
 */
export function allowedSiteOrigins(ctx: Pick<OrderContext, 'siteOrigins'>): ReadonlySet<string> {
  return ctx.siteOrigins().allowed;
}

/**
 * The origin links in e-mails use: the page's origin when the browser names one of the site's
 * (a buyer on the CDN gets the CDN's link), else the canonical one.
 */
export function siteOriginFor(request: FastifyRequest, ctx: Pick<OrderContext, 'siteOrigins'>): string {
  const origin = request.headers.origin;
  const origins = ctx.siteOrigins();
  return typeof origin === 'string' && origins.allowed.has(origin) ? origin : origins.canonical;
}

/**
 * The payment page of an order in a locale: the route of the page the purchase form leads to
 * (config/forms.yaml next:), its :param filled with the order number.
 */
export function paymentPath(model: Pick<SiteModel, 'routes'>, page: string, locale: string, orderId: string): string | undefined {
  const route = model.routes.find((r) => r.page === page && r.locale === locale) ?? model.routes.find((r) => r.page === page);
  return nextLocation(route?.path, { id: orderId });
}

/** Every payment page path of an order, in each locale. */
export function paymentPaths(model: Pick<SiteModel, 'routes'>, page: string, orderId: string): string[] {
  return model.routes.filter((r) => r.page === page).map((r) => nextLocation(r.path, { id: orderId })!);
}
