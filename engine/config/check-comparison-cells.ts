import type { ConfigError } from './config-error.js';
import { pageSource, type CheckedSources } from './checked-sources.js';
import type { PageConfig } from './site-model.js';
import { closestName } from './closest-name.js';

/**
 * A comparison table's rows fill its columns: each row has a cell for every column and none for
 * a column the table does not have (a misspelt column would leave its cell empty on the page).
 */
export function checkComparisonCells(checked: CheckedSources, pages: Record<string, PageConfig>, errors: ConfigError[]): void {
  for (const [id, page] of Object.entries(pages)) {
    const source = pageSource(checked, id);
    if (!source) continue;
    page.sections.forEach((section, i) => {
      if (section.type !== 'comparison') return;
      section.rows.forEach((row, j) => {
        const at = ['sections', i, 'rows', j, 'cells'];
        for (const column of Object.keys(row.cells)) {
          if (section.columns.includes(column)) continue;
          const close = closestName(column, section.columns);
          errors.push(source.errorAt([...at, column], `is not a column of this table (${close ? `did you mean "${close}"?` : `columns: ${section.columns.join(', ')}`})`, 'key'));
        }
        const missing = section.columns.filter((column) => !(column in row.cells));
        if (missing.length) errors.push(source.errorAt(at, `has no cell for ${missing.map((c) => `"${c}"`).join(', ')}: every row fills every column`, 'key'));
      });
    });
  }
}
