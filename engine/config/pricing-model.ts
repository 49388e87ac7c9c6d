import type { LocaleId } from './locale-id.js';
import type { PriceDisplay } from './money.js';
import type { PricingFile } from './generated/config-files.js';

// config/pricing.yaml as the model holds it (compile-pricing.ts checks and builds it).

/**
 * A package as config/pricing.yaml writes it (`price` in `currency`; `formerPrices`: prices it had
 * before, so a text stating one by hand fails the check; `onSale: false` takes it offline: not
 * shown, not sold, its unpaid orders invalid), with its price in integer minor units (cents): what
 * orders store and charge.
 */
export type PricingPackage = PricingFile['packages'][number] & { priceMinor: number };

/** config/pricing.yaml bankTransfer: where transfers go; the order number is the reference. */
export type BankTransferDetails = PricingFile['bankTransfer'];

export type Pricing = Omit<PricingFile, 'priceDisplay' | 'packages'> & {
  /** How a price reads in each locale (code: USD 899; name: 899美元). */
  priceDisplay: Record<LocaleId, PriceDisplay>;
  /** Every package, those taken offline included (orders may name them). */
  packages: PricingPackage[];
};
