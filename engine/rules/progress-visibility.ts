/**
 * When the loading bar shows (spec 4, 9): while requests or a route change run, but only once the
 * work has gone on longer than the throttle, so quick calls never flash it, and never longer than
 * the duration, so a call that hangs does not leave a bar on the page for good. Pure: the caller
 * feeds in when each piece of work started and finished, and the clock.
 */

export interface ProgressTiming {
  /** site.yaml constants.progressThrottleMs (200). */
  throttleMs: number;
  /** site.yaml constants.progressDurationMs (5000). */
  durationMs: number;
}

export interface ProgressState {
  /** Work now running: one key per API request, one for the route change. */
  running: readonly string[];
  /** When the current unbroken stretch of work began; null while nothing runs. */
  busySince: number | null;
  /** The latest time the state was told about. */
  now: number;
}

export type ProgressEvent =
  | { type: 'started'; key: string; at: number }
  | { type: 'finished'; key: string; at: number }
  | { type: 'tick'; at: number };

/**
 * - idle: nothing runs.
 * - throttled: work runs, but not yet for longer than the throttle: hidden.
 * - showing: the bar is shown; `fraction` is how much of the duration has gone (it fills with it).
 * - expired: work has run longer than the duration: hidden until everything has finished.
 */
export type ProgressPhase = 'idle' | 'throttled' | 'showing' | 'expired';

export interface ProgressView {
  phase: ProgressPhase;
  /** 0 to 1: the share of the duration the current stretch of work has taken. */
  fraction: number;
}

export function idleProgress(now: number): ProgressState {
  return { running: [], busySince: null, now };
}

export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  // The clock never runs backwards, even if events arrive out of order.
  const now = Math.max(state.now, event.at);
  if (event.type === 'tick') return now === state.now ? state : { ...state, now };
  if (event.type === 'started') {
    // A key already running (the route change going from submitting to loading) changes nothing.
    if (state.running.includes(event.key)) return state;
    return { running: [...state.running, event.key], busySince: state.busySince ?? now, now };
  }
  // A finish for work never seen (it started before anyone listened) is not ours to count.
  if (!state.running.includes(event.key)) return state;
  const running = state.running.filter((key) => key !== event.key);
  return { running, busySince: running.length ? state.busySince : null, now };
}

export function progressView(state: ProgressState, timing: ProgressTiming): ProgressView {
  if (state.busySince === null) return { phase: 'idle', fraction: 0 };
  const elapsed = state.now - state.busySince;
  const fraction = Math.min(1, Math.max(0, elapsed / timing.durationMs));
  if (elapsed >= timing.durationMs) return { phase: 'expired', fraction };
  // "Longer than the throttle": at exactly 200 ms the bar is still hidden.
  if (elapsed <= timing.throttleMs) return { phase: 'throttled', fraction };
  return { phase: 'showing', fraction };
}

/**
 * The time at which the view changes without any new event (the throttle or the duration runs
 * out), so the caller knows when to tick; null when only an event can change it.
 */
export function nextProgressChange(state: ProgressState, timing: ProgressTiming): number | null {
  if (state.busySince === null) return null;
  const { phase } = progressView(state, timing);
  if (phase === 'throttled') return state.busySince + timing.throttleMs + 1;
  if (phase === 'showing') return state.busySince + timing.durationMs;
  return null;
}
