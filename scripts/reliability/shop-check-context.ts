/**
 * What the money-path checks of issue 33 share: the server under test, its mail sink, and what
 * they take from the compiled model rather than writing down (the site's origin, a package on
 * sale and its price, the payment page's address, the login lockout's allowance).
 */
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files.js';
import { formatConfigError } from '../../engine/config/config-error.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { nextLocation } from '../../engine/rules/form-follow-up.js';
import type { ServerProcess } from './api-server-process.js';
import type { SmtpSink } from './smtp-sink.js';

export interface ShopCheckContext {
  server: ServerProcess;
  base: string;
  sink: SmtpSink;
  captchaText: string;
  runId: string;
  model: SiteModel;
  /** config/site.yaml origin: where the site's pages are. */
  siteOrigin: string;
  /** The first package on sale, and its price in minor units. */
  packageId: string;
  priceMinor: number;
  /** The English payment page of an order, as a path. */
  paymentPath(orderId: string): string;
}

export function compiledModel(root?: string): SiteModel {
  const model = loadSiteModelFromDisk(root);
  if (!model.ok) throw new Error(`the config${root ? ` at ${root}` : ''} does not pass its check: ${model.error.slice(0, 2).map(formatConfigError).join(' | ')}`);
  return model.value;
}

export function shopFacts(model: SiteModel): Pick<ShopCheckContext, 'siteOrigin' | 'packageId' | 'priceMinor' | 'paymentPath'> {
  const pkg = model.pricing.packages.find((p) => p.onSale);
  if (!pkg) throw new Error('config/pricing.yaml has no package on sale to order');
  // The page the purchase form leads to (config/forms.yaml next:), in English.
  const purchase = Object.values(model.forms).find((form) => form.servedBy === 'orders' && form.signedIn);
  const page = purchase?.next?.page ?? 'payment';
  const route = model.routes.find((r) => r.page === page && r.locale === 'en') ?? model.routes.find((r) => r.page === page);
  return {
    siteOrigin: model.site.origin,
    packageId: pkg.id,
    priceMinor: pkg.priceMinor,
    paymentPath: (orderId) => {
      const path = nextLocation(route?.path, { id: orderId });
      if (!path) throw new Error(`no route of the page "${page}" to pay order ${orderId} on`);
      return path;
    },
  };
}

/** Login attempts one address gets before it is locked: config/site.yaml `loginLockout.maxAttempts`. */
export function lockoutAllowance(model: SiteModel): number {
  return model.site.loginLockout.maxAttempts;
}
