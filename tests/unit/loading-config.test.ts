import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith } from './config-fixture';
import { buildShellSettings } from '../../engine/ui/content/shell-settings';

const file = 'config/site.yaml';

describe('site.yaml loading-rule constants (spec 9)', () => {
  it('reach every page through the shell settings: idle prefetch after 2000 ms of at most 6 links, images a third of a screen ahead, two tries', () => {
    const result = loadWith();
    if (!result.ok) throw new Error('the project config does not load');
    expect(buildShellSettings(result.value).loading).toEqual({
      prefetchIdleMs: 2000, prefetchIdleLinksMax: 6, imageRootMargin: '0px 0px 33% 0px', imageLoadAttempts: 2,
    });
  });

  it('refuses a ratio that would load images only after they are in view, and an image never tried', () => {
    expect(errorLines(edit(file, 'imagePreloadRatio: 1.33', 'imagePreloadRatio: 0.5'))).toEqual([expect.stringMatching(/\/constants\/imagePreloadRatio must be >= 1$/)]);
    expect(errorLines(edit(file, 'imageLoadAttempts: 2', 'imageLoadAttempts: 0'))).toEqual([expect.stringMatching(/\/constants\/imageLoadAttempts must be >= 1$/)]);
  });

  it('requires each of them', () => {
    expect(errorLines(edit(file, '  prefetchIdleMs: 2000\n', ''))).toEqual([expect.stringMatching(/\/constants is missing the required key "prefetchIdleMs"$/)]);
  });
});
