import type { ConfigError } from './config-error.js';
import type { CheckedSources } from './checked-sources.js';
import type { Dataset, Pricing } from './site-model.js';

/**
 * Spec 9 states each package's coverage as country counts. A package includes every customs
 * dataset whose `package` is it or a package of a lower membership level, so the counts of
 * config/pricing.yaml follow from config/catalogue/customs.yaml and must agree with it; and a
 * dataset must name a package that exists.
 */
export function checkPackageCoverage(checked: CheckedSources, pricing: Pricing, errors: ConfigError[]): void {
  const pricingSource = checked.pricing.get('config/pricing.yaml');
  const customs = checked['catalogue-datasets'].get('config/catalogue/customs.yaml');
  if (!pricingSource || !customs) return;
  const rank = new Map(pricing.packages.map((p) => [p.id, p.level]));
  const datasets: Dataset[] = customs.data.datasets.map((d) => ({ ...d, kind: customs.data.kind }));
  datasets.forEach((dataset, index) => {
    if (dataset.package && !rank.has(dataset.package)) {
      errors.push(customs.errorAt(['datasets', index, 'package'], `names package "${dataset.package}", which is not in config/pricing.yaml (${pricing.packages.map((p) => p.id).join(', ')})`));
    }
  });
  pricing.packages.forEach((pkg, i) => {
    const included = datasets.filter((d) => d.package && (rank.get(d.package) ?? Infinity) <= pkg.level && d.country);
    const count = (type: Dataset['type']) => new Set(included.filter((d) => d.type === type).map((d) => d.country)).size;
    for (const [key, type] of [['importCountries', 'SHIPMENTS_IMPORT'], ['exportCountries', 'SHIPMENTS_EXPORT']] as const) {
      const actual = count(type);
      if (actual !== pkg[key]) errors.push(pricingSource.errorAt(['packages', i, key], `says ${pkg[key]}, but config/catalogue/customs.yaml gives this package ${actual} countries`));
    }
  });
}
