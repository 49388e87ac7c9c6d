import type { FastifyInstance } from 'fastify';
import { createPayPalClient, type PayPalSettings } from '../payments/paypal-client.js';
import { registerPayPalSimulator } from '../payments/paypal-simulator.js';
import { syncPriceBook } from './price-book.js';
import { purchaseForms, registerPurchaseRoute } from './purchase-route.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerReceiptRoute } from './receipt-route.js';
import type { OrderContext } from './order-context.js';
import { loopbackBase, type ListeningAddress } from '../site-origins.js';

const simulatorCredentials = { clientId: 'local-simulator', clientSecret: 'local-simulator-secret' };

/**
 * Package purchase and payment (spec 3, 7): the price book is brought up to date with
 * config/pricing.yaml first (so orders placed at an old price are invalid from now on), then the
 * purchase and payment routes. PayPal is the real API when settings are given; otherwise the
 * local simulator on this server, whose address is known once the server listens (`listening`:
 * app.server.address(), or the dev server's when it hands this app its requests).
 */
export async function registerOrders(app: FastifyInstance, context: Omit<OrderContext, 'paypal' | 'paypalIsSimulator'>, paypalSettings: PayPalSettings | undefined, listening: () => ListeningAddress): Promise<void> {
  const forms = purchaseForms(context.model.forms);
  if (!forms) return;
  await syncPriceBook(context.database.db, context.model.pricing);
  let paypal = paypalSettings;
  if (!paypal) {
    await registerPayPalSimulator(app, { database: context.database, ...simulatorCredentials, origin: () => ownBase(listening) });
    paypal = { ...simulatorCredentials, apiBase: () => `${ownBase(listening)}/paypal-sandbox` };
  }
  const ctx: OrderContext = { ...context, paypal: createPayPalClient(paypal), paypalIsSimulator: !paypalSettings };
  registerPurchaseRoute(app, ctx, forms);
  registerPaymentRoutes(app, ctx, forms.visitor.next?.page ?? 'payment');
  registerReceiptRoute(app, ctx);
}

/** This server as its own process reaches it: the port it listens on. */
function ownBase(listening: () => ListeningAddress): string {
  const base = loopbackBase(listening());
  if (!base) throw new Error('the PayPal simulator is called before the server listens');
  return base;
}
