import type { FileWeight, PageWeight } from './page-weight.js';
import type { BudgetsFile } from '../config/generated/config-files.js';

/**
 * The byte budgets of config/budgets.yaml checked against measured pages (page-weight.ts).
 * Every breach is returned, with the files that weigh most, so whoever cuts bytes knows where to
 * start. A breach the config explicitly allows (allowOverBudget, with a reason) is still
 * reported, marked allowed, and does not fail the check.
 */

export type BudgetId = 'home-js' | 'page-js' | 'page-css' | 'form-code';

/**
 * config/budgets.yaml: gzipped first-load JS of each home page (the locale roots) and of any page
 * (its form's code included), gzipped stylesheets of any page, whether a page without a form may
 * load RJSF or ajv before anything is clicked, and the budgets that may be exceeded for now.
 */
export type Budgets = BudgetsFile;

/**
 * A debt, not a new budget: the target stays where it is, and the breach is reported on every
 * run. `upToKB` caps the debt (today's figure), so a page growing further still fails.
 */
export interface Allowance {
  because: string;
  upToKB?: number;
}

export interface BudgetViolation {
  budget: BudgetId;
  page: string;
  /** Bytes measured (gzip), or for form-code the number of RJSF/ajv files. */
  figure: number;
  /** Bytes allowed (gzip), or 0 files for form-code. */
  limit: number;
  /** The heaviest files behind the figure (for form-code: the RJSF/ajv files). */
  biggest: FileWeight[];
  /** The config's reason when this budget may be exceeded for now (and the figure is under its cap). */
  allowedBecause?: string;
  /** The cap of an allowance this figure exceeds: it fails like any breach. */
  overAllowanceCapKB?: number;
}

/** KB in budgets are kibibytes: 1 KB = 1024 bytes. */
export const KB = 1024;
const shownContributors = 5;

export function checkBudgets(pages: PageWeight[], budgets: Budgets, homePaths: string[]): BudgetViolation[] {
  const violations: BudgetViolation[] = [];
  const over = (budget: BudgetId, page: string, figure: number, limit: number, biggest: FileWeight[]) => {
    if (figure <= limit) return;
    const allowance = budgets.allowOverBudget?.[budget];
    // The form-code budget counts files, so its allowance has no cap in KB.
    const capKB = allowance && 'upToKB' in allowance ? allowance.upToKB : undefined;
    const capped = capKB !== undefined && figure > capKB * KB;
    violations.push({
      budget, page, figure, limit, biggest: biggest.slice(0, shownContributors),
      ...(allowance && !capped ? { allowedBecause: allowance.because } : {}),
      ...(capped ? { overAllowanceCapKB: capKB } : {}),
    });
  };
  const homes = new Set(homePaths);
  for (const page of pages) {
    if (homes.has(page.path)) over('home-js', page.path, page.js.total.gzip, budgets.homeJsGzipKB * KB, page.js.files);
    over('page-js', page.path, page.js.total.gzip, budgets.pageJsGzipKB * KB, page.js.files);
    over('page-css', page.path, page.css.total.gzip, budgets.pageCssGzipKB * KB, page.css.files);
    if (budgets.noFormCodeWithoutForm && page.forms.length === 0) {
      const libraries = new Set(page.formLibraries.map((l) => l.url));
      over('form-code', page.path, libraries.size, 0, page.js.files.filter((f) => libraries.has(f.url)));
    }
  }
  return violations;
}

/** Violations that fail the check: those the config does not allow. */
export function failing(violations: BudgetViolation[]): BudgetViolation[] {
  return violations.filter((v) => !v.allowedBecause);
}

export function describeViolation(v: BudgetViolation): string {
  const figure = v.budget === 'form-code'
    ? `loads ${v.figure} RJSF/ajv file(s) without showing a form`
    : `${kb(v.figure)} gzip, budget ${kb(v.limit)} (${kb(v.figure - v.limit)} over)`;
  const biggest = v.biggest.map((f) => `${f.url} ${kb(f.gzip)}`).join(', ');
  const allowed = v.allowedBecause ? ` [allowed for now by allowOverBudget.${v.budget}]` : '';
  // Say so, or the reader would wonder why the config's allowance did not apply.
  const capped = v.overAllowanceCapKB !== undefined ? ` [above the allowance's cap of ${v.overAllowanceCapKB} KB]` : '';
  return `${v.page} ${v.budget}: ${figure}; biggest: ${biggest}${allowed}${capped}`;
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
