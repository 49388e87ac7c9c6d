import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledChanges } from '../../../engine/build/settled-changes';

describe('settledChanges', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, when no change has come for the quiet time: a file saved in steps is checked once, complete', () => {
    const settled = vi.fn();
    const changes = settledChanges(200, settled);
    changes.changed();
    vi.advanceTimersByTime(30);
    changes.changed();
    vi.advanceTimersByTime(150);
    changes.changed();
    vi.advanceTimersByTime(199);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(1);
    changes.changed();
    vi.advanceTimersByTime(200);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('calls nothing after stop (the dev server closed)', () => {
    const settled = vi.fn();
    const changes = settledChanges(200, settled);
    changes.changed();
    changes.stop();
    vi.advanceTimersByTime(1_000);
    expect(settled).not.toHaveBeenCalled();
  });
});
