import type { LocaleInfo, PageConfig, SiteModel } from '../../config/site-model.js';
import type { PriceDisplay } from '../../config/money.js';
import { packagePriceText, priceDisplayOf } from '../../config/price-placeholders.js';
import { packagesOnSale } from '../../config/compile-pricing.js';

/** A package as a page shows it: its price already written out in the page's locale. */
export interface PackageView {
  id: string;
  /** Its membership level: what ordering it does to a running package (renewal-notice.ts). */
  level: number;
  name: string;
  coverage: string;
  importCountries: number;
  exportCountries: number;
  priceText: string;
}

/**
 * What pages with packages (price cards, the comparison, the payment page) get of
 * config/pricing.yaml, for one locale. Prices are formatted here, at build time, so the
 * prerendered page and the browser never disagree on a space or a symbol.
 */
export interface PricingView {
  currency: string;
  termYears: number;
  display: PriceDisplay;
  /** The packages on sale, in config order. */
  packages: PackageView[];
  /** Payment pages only: where a bank transfer goes, in this locale. */
  bankTransfer?: { beneficiary: string; bank: string; bankAddress: string; account: string; swift: string };
}

const packageSections = new Set(['pricing', 'package-comparison', 'payment']);

export function usesPricing(page: PageConfig): boolean {
  return page.sections.some((s) => packageSections.has(s.type));
}

export function buildPricingView(model: Pick<SiteModel, 'pricing'>, page: PageConfig, locale: Pick<LocaleInfo, 'id' | 'htmlLang'>): PricingView {
  const { pricing } = model;
  const display = priceDisplayOf(pricing, locale.id);
  const bank = pricing.bankTransfer;
  return {
    currency: pricing.currency,
    termYears: pricing.termYears,
    display,
    packages: packagesOnSale(pricing).map((p) => ({
      id: p.id, level: p.level, name: p.name, coverage: p.coverage, importCountries: p.importCountries, exportCountries: p.exportCountries,
      priceText: packagePriceText(pricing, p, locale.id, locale.htmlLang),
    })),
    ...(page.sections.some((s) => s.type === 'payment') ? {
      bankTransfer: { beneficiary: bank.beneficiary[locale.id], bank: bank.bank[locale.id], bankAddress: bank.bankAddress[locale.id], account: bank.account, swift: bank.swift },
    } : {}),
  };
}
