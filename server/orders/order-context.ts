import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../api/api-context.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import type { PayPalClient } from '../payments/paypal-client.js';
import { nextLocation } from '../../engine/rules/form-follow-up.js';

/** What the order and payment routes share. */
export interface OrderContext extends ApiContext {
  model: SiteModel;
  paypal: PayPalClient;
  /** The local simulator stands in for PayPal: its approval page is on this server. */
  paypalIsSimulator: boolean;
  /** Site origins on other hosts allowed to call (CORS_ORIGINS): payment pages may live there. */
  corsOrigins: string[];
}

export { orderCodes } from '../../engine/config/order-codes.js';

/**
 * Origins a payment page may be on: the site's own (site.yaml origin), the CDN origins of
 * CORS_ORIGINS, and the origin this request came to (the local server). The payment provider
 * sends the buyer back only to one of these, so it can never be used as an open redirect.
 */
export function allowedSiteOrigins(request: FastifyRequest, ctx: Pick<OrderContext, 'model' | 'corsOrigins'>): Set<string> {
  const own = `${request.protocol}://${request.host}`;
  return new Set([ctx.model.site.origin, ...ctx.corsOrigins, own].filter(Boolean));
}

/** The origin links in e-mails and provider redirects use: the caller's page origin when allowed. */
export function siteOriginFor(request: FastifyRequest, ctx: Pick<OrderContext, 'model' | 'corsOrigins'>): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && allowedSiteOrigins(request, ctx).has(origin) ? origin : ctx.model.site.origin;
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
