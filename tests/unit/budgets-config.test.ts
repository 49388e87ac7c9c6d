import { describe, expect, it } from 'vitest';
import { errorLines } from './config-fixture';

/** config/budgets.yaml is config like any other: `npm run check` reads it against its schema. */
const budgets = (allowances = '') => ({
  'config/budgets.yaml': `homeJsGzipKB: 110\npageJsGzipKB: 200\npageCssGzipKB: 30\nnoFormCodeWithoutForm: true\n${allowances}`,
});

describe('config/budgets.yaml', () => {
  it('the project\'s budgets, and budgets with or without allowances, pass the check', () => {
    expect(errorLines()).toEqual([]);
    expect(errorLines(budgets())).toEqual([]);
    expect(errorLines(budgets('allowOverBudget:\n  home-js: { because: "issue 16 point 3 not done", upToKB: 170 }\n  form-code: { because: "a reason long enough" }\n'))).toEqual([]);
  });

  it('is required: deleting it would switch the budgets off', () => {
    expect(errorLines({}, ['config/budgets.yaml'])).toEqual(['config/budgets.yaml:1:1 is missing: this file is required']);
  });

  it('refuses a budget that is not a positive number, an unknown allowance, and an allowance without a reason or cap', () => {
    expect(errorLines({ 'config/budgets.yaml': budgets()['config/budgets.yaml'].replace('pageCssGzipKB: 30', 'pageCssGzipKB: -1') }))
      .toEqual([expect.stringMatching(/^config\/budgets\.yaml:3:16 \/pageCssGzipKB must be > 0/)]);
    expect(errorLines(budgets('allowOverBudget:\n  css: { because: "no reason at all here" }\n')))
      .toEqual(['config/budgets.yaml:6:3 /allowOverBudget has an unknown key "css" (allowed keys: home-js, page-js, page-css, form-code)']);
    expect(errorLines(budgets('allowOverBudget:\n  page-css: { because: "", upToKB: 40 }\n')))
      .toEqual([expect.stringMatching(/^config\/budgets\.yaml:6:\d+ \/allowOverBudget\/page-css\/because must say why, and what removes it/)]);
    expect(errorLines(budgets('allowOverBudget:\n  page-css: { because: "a reason long enough" }\n')))
      .toEqual([expect.stringMatching(/^config\/budgets\.yaml:6:\d+ \/allowOverBudget\/page-css .*upToKB/)]);
  });
});
