import type { ConfigError } from './config-error.js';
import { compiled, type Compiled } from './compiled.js';
import type { CheckedSources } from './checked-sources.js';
import type { PageConfig } from './site-model.js';
import { checkProofSections } from './check-proof-sections.js';

/**
 * config/pages/<id>.yaml -> the pages by id. Refuses a pricing section whose `order` is no form
 * section of its page and a country coverage or map whose detail or list page has no file.
 */
export function compilePages(checked: CheckedSources, invalid: ReadonlySet<string>): Compiled<Record<string, PageConfig>> {
  const errors: ConfigError[] = [];
  const pages: Record<string, PageConfig> = {};
  for (const [file, source] of checked.page) {
    const id = /^config\/pages\/(.+)\.yaml$/.exec(file)?.[1];
    if (id) pages[id] = source.data;
  }
  for (const source of checked.page.values()) {
    source.data.sections.forEach((section, i) => {
      if (section.type === 'pricing' && section.order && !source.data.sections.some((other) => other.type === 'form' && other.id === section.order)) {
        errors.push(source.errorAt(['sections', i, 'order'], `names section "${section.order}", which is not a form section of this page (give the purchase form section id: ${section.order})`));
      }
      // A detail or list page whose file failed its own check is reported there.
      const named: Array<[string, string | undefined]> =
        section.type === 'country-coverage' ? [['detailPage', section.detailPage]]
        : section.type === 'coverage-map' ? [['detailPage', section.detailPage], ['listPage', section.listPage]]
        : [];
      for (const [key, page] of named) {
        if (page && !pages[page] && !invalid.has(`config/pages/${page}.yaml`)) {
          errors.push(source.errorAt(['sections', i, key], `names page "${page}", which has no file in config/pages/`));
        }
      }
    });
  }
  for (const source of checked.page.values()) checkQueryHeads(source.data, (at, message) => errors.push(source.errorAt(at, message)));
  for (const source of checked.page.values()) checkProofSections(source.data, (at, message) => errors.push(source.errorAt(at, message)));
  // A page with a wrong reference is still the page the routes and menus point to.
  return compiled(pages, errors);
}

/**
 * A head per query value stands for one section of the page, and its h1 replaces the first
 * section's: so each value must name a section, and the page must open with a hero.
 */
function checkQueryHeads(page: PageConfig, report: (at: Array<string | number>, message: string) => void): void {
  const anchor = page.queryAnchor;
  if (!anchor?.heads) return;
  if (page.sections[0]?.type !== 'hero') report(['queryAnchor', 'heads'], 'needs the page to open with a hero section, whose h1 each head replaces');
  const ids = new Set(page.sections.map((s) => s.id));
  for (const value of Object.keys(anchor.heads)) {
    if (!ids.has(`${anchor.prefix}${value}`)) report(['queryAnchor', 'heads', value], `names no section: give one section id: ${anchor.prefix}${value}`);
  }
}
