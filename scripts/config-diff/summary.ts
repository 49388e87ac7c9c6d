import { appHeaderSection } from './app-header-changes.js';
import type { ConfigVersion } from './config-version.js';
import { errorsSection } from './error-changes.js';
import { changedFiles } from './file-changes.js';
import { formsSection } from './form-changes.js';
import type { Section } from './markdown.js';
import { pricingSection } from './pricing-changes.js';
import { publicMenusSection } from './public-menu-changes.js';
import { routesSection } from './route-changes.js';
import { textsSection } from './text-changes.js';

/** Every comparison the summary makes, in the order a reviewer reads them. */
export function changeSections(before: ConfigVersion, after: ConfigVersion): Section[] {
  const sections = [
    pricingSection(before.model, after.model),
    routesSection(before.model, after.model),
    appHeaderSection(before.model, after.model),
    publicMenusSection(before.model, after.model),
    formsSection(before.model, after.model),
    textsSection(before.files, after.files),
    errorsSection(before.model, after.model),
  ];
  return sections.filter((s): s is Section => s !== undefined);
}

/**
 * The Markdown a reviewer reads in a pull request: a heading naming what was compared, any notes
 * on how, one part per kind of change, and the files edited. With no change, one line says so.
 */
export function changeSummary(before: ConfigVersion, after: ConfigVersion, compared: string, notes: string[] = []): string {
  const sections = changeSections(before, after);
  const files = changedFiles(before.files, after.files);
  const noteLines = notes.map((n) => `> ${n}`);
  const edited = files.length ? `Files edited: ${files.join(', ')}.` : 'No file was edited; the differences come from the schemas.';
  if (!sections.length) {
    const line = files.length ? `No change to prices, routes, menus, forms, texts or error messages: ${compared}. ${edited}` : `No config change: ${compared}.`;
    return [line, ...noteLines, ''].join('\n');
  }
  const body = sections.flatMap((s) => ['', `### ${s.title}`, '', ...s.lines]);
  return [`## Config changes: ${compared}`, ...(notes.length ? ['', ...noteLines] : []), ...body, '', edited, ''].join('\n');
}
