import type { PricingPackage, SiteModel } from '../../engine/config/site-model.js';
import { labelText, reviewLocale } from './config-version.js';
import { keyedChanges, sameJson } from './keyed-changes.js';
import { code, listing, section, type Section } from './markdown.js';

/** What a package covers by the catalogue: a package includes every dataset of its level or below (spec 9). */
export interface PackageCoverage {
  importCountries: string[];
  exportCountries: string[];
  datasets: string[];
}

export function packageCoverage(model: SiteModel, pkg: PricingPackage): PackageCoverage {
  const rank = new Map(model.pricing.packages.map((p) => [p.id, p.level]));
  const included = model.catalogue.datasets.filter((d) => d.package && (rank.get(d.package) ?? Infinity) <= pkg.level);
  const countries = (type: string) => [...new Set(included.filter((d) => d.type === type && d.country).map((d) => d.country ?? ''))].sort();
  return {
    importCountries: countries('SHIPMENTS_IMPORT'),
    exportCountries: countries('SHIPMENTS_EXPORT'),
    datasets: included.map((d) => d.value).sort(),
  };
}

/** Prices, terms and coverage of config/pricing.yaml, and what each package covers by the catalogue. */
export function pricingSection(before: SiteModel, after: SiteModel): Section | undefined {
  const lines: string[] = [];
  const was = before.pricing;
  const now = after.pricing;
  if (was.currency !== now.currency) lines.push(`- currency: ${was.currency} → ${now.currency}`);
  if (was.termYears !== now.termYears) lines.push(`- term: ${was.termYears} → ${now.termYears} years`);
  if (!sameJson(was.priceDisplay, now.priceDisplay)) lines.push(`- how prices read per locale: ${JSON.stringify(was.priceDisplay)} → ${JSON.stringify(now.priceDisplay)}`);
  if (!sameJson(was.bankTransfer, now.bankTransfer)) lines.push('- bank transfer details changed');

  const packages = (model: SiteModel) => new Map(model.pricing.packages.map((p) => [p.id, p]));
  // Every package in both versions is compared: its coverage can change with the catalogue alone.
  const changes = keyedChanges(packages(before), packages(after), () => false);
  const name = (model: SiteModel, pkg: PricingPackage) => `${code(pkg.id)} (${labelText(model, reviewLocale(model), 'common', pkg.name)})`;
  for (const [, pkg] of changes.added) {
    const offline = pkg.onSale ? '' : ', not on sale';
    lines.push(`- new package ${name(after, pkg)}: ${price(now.currency, pkg.price)}, level ${pkg.level}, ${pkg.importCountries} import and ${pkg.exportCountries} export countries${offline}`);
  }
  for (const [, pkg] of changes.removed) lines.push(`- package ${name(before, pkg)} removed (was ${price(was.currency, pkg.price)})`);
  for (const [, { before: old, after: pkg }] of changes.changed) {
    const details = packageDetails(old, pkg, was.currency, now.currency);
    details.push(...coverageDetails(packageCoverage(before, old), packageCoverage(after, pkg)));
    if (details.length) lines.push(`- ${name(after, pkg)}: ${details.join('; ')}`);
  }
  return section('Prices and packages', lines);
}

function price(currency: string, amount: number): string {
  return `${currency} ${amount}`;
}

function packageDetails(old: PricingPackage, pkg: PricingPackage, oldCurrency: string, currency: string): string[] {
  const details: string[] = [];
  if (old.price !== pkg.price || oldCurrency !== currency) details.push(`price ${price(oldCurrency, old.price)} → ${price(currency, pkg.price)}`);
  if (old.onSale !== pkg.onSale) details.push(pkg.onSale ? 'back on sale' : 'taken off sale');
  if (old.level !== pkg.level) details.push(`membership level ${old.level} → ${pkg.level}`);
  if (old.importCountries !== pkg.importCountries) details.push(`import countries ${old.importCountries} → ${pkg.importCountries}`);
  if (old.exportCountries !== pkg.exportCountries) details.push(`export countries ${old.exportCountries} → ${pkg.exportCountries}`);
  if (old.coverage !== pkg.coverage) details.push(`coverage text ${code(old.coverage)} → ${code(pkg.coverage)}`);
  if (old.name !== pkg.name) details.push(`name text ${code(old.name)} → ${code(pkg.name)}`);
  return details;
}

/** The countries and datasets a package gained or lost by the catalogue. */
function coverageDetails(old: PackageCoverage, now: PackageCoverage): string[] {
  const details: string[] = [];
  const gainedLost = (what: string, was: string[], is: string[]) => {
    const gained = is.filter((x) => !was.includes(x));
    const lost = was.filter((x) => !is.includes(x));
    const parts = [...(gained.length ? [`gained ${listing(gained)}`] : []), ...(lost.length ? [`lost ${listing(lost)}`] : [])];
    if (parts.length) details.push(`${what} ${parts.join(', ')}`);
  };
  gainedLost('import countries', old.importCountries, now.importCountries);
  gainedLost('export countries', old.exportCountries, now.exportCountries);
  gainedLost('datasets', old.datasets, now.datasets);
  return details;
}
