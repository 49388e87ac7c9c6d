import { describe, expect, it } from 'vitest';
import {
  idleProgress, nextProgressChange, progressReducer, progressView, type ProgressEvent, type ProgressState,
} from '../../../engine/rules/progress-visibility';

// Spec 9: 200 ms throttle, 5000 ms duration.
const timing = { throttleMs: 200, durationMs: 5000 };
const run = (events: ProgressEvent[], from: ProgressState = idleProgress(0)) => events.reduce(progressReducer, from);
const at = (state: ProgressState, time: number) => progressReducer(state, { type: 'tick', at: time });
const phaseAt = (state: ProgressState, time: number) => progressView(at(state, time), timing).phase;

describe('loading bar visibility (spec 4, 9)', () => {
  it('a request that runs 150 ms never shows the bar', () => {
    const started = run([{ type: 'started', key: 'request:1', at: 1000 }]);
    expect(phaseAt(started, 1150)).toBe('throttled');
    const finished = progressReducer(at(started, 1150), { type: 'finished', key: 'request:1', at: 1150 });
    expect(progressView(finished, timing)).toEqual({ phase: 'idle', fraction: 0 });
  });

  it('shows only once work has run longer than the throttle: hidden at 200 ms, shown at 201 ms', () => {
    const started = run([{ type: 'started', key: 'route', at: 1000 }]);
    expect(phaseAt(started, 1200)).toBe('throttled');
    expect(phaseAt(started, 1201)).toBe('showing');
    expect(progressView(at(started, 3500), timing)).toEqual({ phase: 'showing', fraction: 0.5 });
  });

  it('overlapping work is one stretch: a second request does not restart the throttle', () => {
    const state = run([
      { type: 'started', key: 'request:1', at: 0 },
      { type: 'started', key: 'request:2', at: 150 },
      { type: 'finished', key: 'request:1', at: 180 },
    ]);
    expect(state.busySince).toBe(0);
    expect(phaseAt(state, 201)).toBe('showing');
  });

  it('hides when all work has finished, not when the first piece does', () => {
    const state = run([
      { type: 'started', key: 'request:1', at: 0 },
      { type: 'started', key: 'route', at: 100 },
      { type: 'finished', key: 'request:1', at: 900 },
    ]);
    expect(progressView(state, timing).phase).toBe('showing');
    expect(progressView(progressReducer(state, { type: 'finished', key: 'route', at: 1200 }), timing).phase).toBe('idle');
  });

  it('is never shown longer than the duration, even while a request hangs', () => {
    const state = run([{ type: 'started', key: 'request:9', at: 0 }]);
    expect(phaseAt(state, 4999)).toBe('showing');
    expect(progressView(at(state, 5000), timing)).toEqual({ phase: 'expired', fraction: 1 });
    // New work joining the hung request does not bring the bar back ...
    const joined = progressReducer(at(state, 6000), { type: 'started', key: 'request:10', at: 6000 });
    expect(progressView(joined, timing).phase).toBe('expired');
    // ... but once everything has finished, the next stretch starts afresh.
    const after = run([
      { type: 'finished', key: 'request:9', at: 7000 },
      { type: 'finished', key: 'request:10', at: 7000 },
      { type: 'started', key: 'route', at: 8000 },
    ], joined);
    expect(phaseAt(after, 8201)).toBe('showing');
  });

  it('ignores a finish it never saw start, and a second start of the same work', () => {
    const idle = idleProgress(0);
    expect(progressReducer(idle, { type: 'finished', key: 'route', at: 10 })).toBe(idle);
    const started = run([{ type: 'started', key: 'route', at: 0 }]);
    expect(progressReducer(started, { type: 'started', key: 'route', at: 100 })).toBe(started);
  });

  it('keeps its clock from running backwards when events arrive out of order', () => {
    const state = run([{ type: 'started', key: 'a', at: 500 }, { type: 'tick', at: 900 }, { type: 'started', key: 'b', at: 800 }]);
    expect(state.now).toBe(900);
    expect(state.busySince).toBe(500);
  });

  it('says when to look again: just past the throttle, then at the end of the duration, then never', () => {
    expect(nextProgressChange(idleProgress(0), timing)).toBeNull();
    const started = run([{ type: 'started', key: 'route', at: 1000 }]);
    expect(nextProgressChange(started, timing)).toBe(1201);
    expect(nextProgressChange(at(started, 1201), timing)).toBe(6000);
    expect(nextProgressChange(at(started, 6000), timing)).toBeNull();
  });
});
