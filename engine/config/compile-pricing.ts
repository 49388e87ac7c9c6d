import type { ConfigError } from './config-error.js';
import { compiled, notChecked, type Compiled } from './compiled.js';
import { forEveryLocale } from './locale-id.js';
import type { CheckedSources } from './checked-sources.js';
import type { LocaleId, Pricing, PricingPackage } from './site-model.js';
import { toMinorUnits, type PriceDisplay } from './money.js';


/**
 * config/pricing.yaml -> the packages with their prices in minor units. Refuses what its schema
 * cannot: a package id used twice (orders and pages name packages by id), a price with more
 * decimals than the currency has (it could not be charged exactly), a former price equal to the
 * current one, and a price display for a locale the site does not have.
 */
export function compilePricing(checked: CheckedSources, localeIds: Set<string>): Compiled<Pricing> {
  const errors: ConfigError[] = [];
  const source = checked.pricing.get('config/pricing.yaml');
  if (!source) return notChecked();
  const raw = source.data;
  const seen = new Set<string>();
  const packages = raw.packages.map((pkg, i): PricingPackage => {
    if (seen.has(pkg.id)) errors.push(source.errorAt(['packages', i, 'id'], 'is used by two packages'));
    seen.add(pkg.id);
    const minor = toMinorUnits(pkg.price, raw.currency);
    if (!minor.ok) errors.push(source.errorAt(['packages', i, 'price'], minor.error));
    pkg.formerPrices.forEach((former, j) => {
      const formerMinor = toMinorUnits(former, raw.currency);
      if (!formerMinor.ok) errors.push(source.errorAt(['packages', i, 'formerPrices', j], formerMinor.error));
      else if (minor.ok && formerMinor.value === minor.value) errors.push(source.errorAt(['packages', i, 'formerPrices', j], 'is the current price: list only prices the package no longer has'));
    });
    return { ...pkg, priceMinor: minor.ok ? minor.value : 0 };
  });
  if (!packages.some((p) => p.onSale)) errors.push(source.errorAt(['packages'], 'has no package on sale: the package pages would be empty'));
  // Every locale id gets a display; `code` where the file names none (the site's own locales are checked below).
  const display = (locale: LocaleId): PriceDisplay => raw.priceDisplay?.[locale] ?? 'code';
  const priceDisplay = forEveryLocale(display);
  for (const locale of Object.keys(raw.priceDisplay ?? {})) {
    if (!localeIds.has(locale)) errors.push(source.errorAt(['priceDisplay', locale], `is not a locale of config/site.yaml (${[...localeIds].join(', ')})`, 'key'));
  }
  // Prices with a mistake are no base for the texts that quote them: nothing goes on from here.
  return compiled(errors.length ? undefined : { ...raw, priceDisplay, packages }, errors);
}

/** The packages a visitor can buy, in the order of config/pricing.yaml. */
export function packagesOnSale(pricing: Pick<Pricing, 'packages'>): PricingPackage[] {
  return pricing.packages.filter((p) => p.onSale);
}
