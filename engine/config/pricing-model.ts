import type { LocaleId, LocalisedText } from './locale-id.js';
import type { PriceDisplay } from './money.js';

// config/pricing.yaml as the model holds it (compile-pricing.ts checks and builds it).

export interface PricingPackage {
  id: string;
  /** Key of its name in common.yaml (pricing.packages.*). */
  name: string;
  /** The membership level a paid order grants (spec 3). */
  level: number;
  /** As written in config/pricing.yaml, in `currency`. */
  price: number;
  /** The same price in integer minor units (cents): what orders store and charge. */
  priceMinor: number;
  /** Prices it had before: a text stating one of them by hand fails the check. */
  formerPrices: number[];
  /** false: taken offline (not shown, not sold; its unpaid orders become invalid). */
  onSale: boolean;
  importCountries: number;
  exportCountries: number;
  coverage: string;
}

/** config/pricing.yaml bankTransfer: where transfers go; the order number is the reference. */
export interface BankTransferDetails {
  beneficiary: LocalisedText;
  bank: LocalisedText;
  bankAddress: LocalisedText;
  account: string;
  swift: string;
}

export interface Pricing {
  currency: string;
  termYears: number;
  /** How a price reads in each locale (code: USD 899; name: 899美元). */
  priceDisplay: Record<LocaleId, PriceDisplay>;
  /** Every package, those taken offline included (orders may name them). */
  packages: PricingPackage[];
  bankTransfer: BankTransferDetails;
}
