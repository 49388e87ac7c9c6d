import { describe, expect, it } from 'vitest';
import { imageRootMargin } from '../../../engine/rules/image-lazy-load';

describe('image preload ratio as an observer margin (spec 9)', () => {
  it('loads images within 1.33 window heights of the top: a third of a screen below the fold', () => {
    expect(imageRootMargin(1.33)).toBe('0px 0px 33% 0px');
  });

  it('loads only what is in view at ratio 1, and never shrinks the view below it', () => {
    expect(imageRootMargin(1)).toBe('0px 0px 0% 0px');
    expect(imageRootMargin(0.5)).toBe('0px 0px 0% 0px');
  });

  it('reaches a whole screen ahead at ratio 2', () => {
    expect(imageRootMargin(2)).toBe('0px 0px 100% 0px');
  });
});
