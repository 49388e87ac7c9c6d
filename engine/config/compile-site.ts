import type { ConfigError } from './config-error.js';
import { compiled, notChecked, type Compiled } from './compiled.js';
import { isChecked, type CheckedSources } from './checked-sources.js';
import type { SiteSettings } from './site-model.js';

export const siteFile = 'config/site.yaml';

/**
 * config/site.yaml -> the site's settings. Refuses what its schema cannot: a locale or prefix
 * declared twice, an x-default that is no declared locale, a loading bar that could never show,
 * and a locale whose layout or menu files do not exist (or are another locale's).
 */
export function compileSite(checked: CheckedSources, invalid: Set<string>): Compiled<SiteSettings> {
  const errors: ConfigError[] = [];
  const source = checked.site.get(siteFile);
  if (!source) return notChecked();
  const raw = source.data;
  const [first] = raw.locales; // the schema asks for at least one
  const xDefault = raw.locales.find((l) => l.id === raw.xDefaultLocale);
  seenTwice(raw.locales.map((l) => l.id), (i) => errors.push(source.errorAt(['locales', i, 'id'], 'is declared twice')));
  seenTwice(raw.locales.map((l) => l.prefix), (i) => errors.push(source.errorAt(['locales', i, 'prefix'], 'is used by two locales')));
  if (!xDefault) errors.push(source.errorAt(['xDefaultLocale'], `must be one of the declared locales (${raw.locales.map((l) => l.id).join(', ')})`));
  const { progressThrottleMs, progressDurationMs } = raw.constants;
  if (progressThrottleMs >= progressDurationMs) {
    errors.push(source.errorAt(['constants', 'progressThrottleMs'], `must be shorter than progressDurationMs (${progressDurationMs}): otherwise the loading bar never shows`));
  }
  raw.locales.forEach((locale, i) => {
    if (!raw.layouts[locale.layout]) errors.push(source.errorAt(['locales', i, 'layout'], `names layout "${locale.layout}", which is not under layouts:`));
    for (const kind of ['header', 'footer'] as const) {
      const file = `config/nav/${locale[kind]}.yaml`;
      const menu = checked[kind].get(file);
      if (!isChecked(checked, file) && !invalid.has(file)) errors.push(source.errorAt(['locales', i, kind], `names ${file}, which does not exist`));
      else if (menu && menu.data.locale !== locale.id) errors.push(menu.errorAt(['locale'], `must be "${locale.id}": site.yaml uses this file for that locale`));
    }
  });
  // With a mistake above, the settings are still what the other files are checked against.
  return compiled(first && { ...raw, defaultLocale: first.id, xDefaultLocale: xDefault?.id ?? first.id }, errors);
}

export function seenTwice(values: string[], report: (index: number) => void): void {
  const seen = new Set<string>();
  values.forEach((v, i) => (seen.has(v) ? report(i) : seen.add(v)));
}
