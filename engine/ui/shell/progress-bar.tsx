import { useEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import { apiEvents, callsInFlight } from '../../api/api-events';
import {
  idleProgress, nextProgressChange, progressReducer, progressView, type ProgressPhase, type ProgressTiming,
} from '../../rules/progress-visibility';
import '../styles/progress-bar.css';

/**
 * Spec 4: a progress bar while requests run. Two sources of work: every API call (the client
 * reports them on apiEvents) and, in the single-page app, React Router's own loading of a route or
 * fetcher (router-progress-bar.tsx passes it in). When it shows is decided by
 * rules/progress-visibility.ts; this only listens, keeps the clock and draws.
 */
export function ProgressBar({ timing, label, routeBusy = false, fetchersBusy = false }: {
  timing: ProgressTiming; label: string; routeBusy?: boolean; fetchersBusy?: boolean;
}) {
  const [state, dispatch] = useReducer(progressReducer, 0, idleProgress);

  useEffect(() => {
    const started = ({ id }: { id: number }) => dispatch({ type: 'started', key: `request:${id}`, at: Date.now() });
    const finished = ({ id }: { id: number }) => dispatch({ type: 'finished', key: `request:${id}`, at: Date.now() });
    apiEvents.on('requestStarted', started);
    apiEvents.on('requestFinished', finished);
    // Calls that began before this bar was hydrated count from when they began.
    for (const call of callsInFlight()) dispatch({ type: 'started', key: `request:${call.id}`, at: call.startedAt });
    return () => {
      apiEvents.off('requestStarted', started);
      apiEvents.off('requestFinished', finished);
    };
  }, []);
  useEffect(() => dispatch({ type: routeBusy ? 'started' : 'finished', key: 'route', at: Date.now() }), [routeBusy]);
  useEffect(() => dispatch({ type: fetchersBusy ? 'started' : 'finished', key: 'fetchers', at: Date.now() }), [fetchersBusy]);

  // The throttle and the duration run out without any event: wake up when they do.
  useEffect(() => {
    const next = nextProgressChange(state, timing);
    if (next === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', at: Date.now() }), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [state, timing]);

  const { phase } = progressView(state, timing);
  const finishing = useFinishing(phase);

  if (phase === 'showing') {
    const fill = {
      '--progress-from': String(timing.throttleMs / timing.durationMs),
      '--progress-run': `${timing.durationMs - timing.throttleMs}ms`,
    } as CSSProperties;
    return (
      <div className="progress-bar" role="progressbar" aria-label={label}>
        <div className="progress-bar__fill" style={fill} />
      </div>
    );
  }
  if (finishing.active && phase === 'idle') {
    return (
      <div className="progress-bar progress-bar--done" aria-hidden="true" onAnimationEnd={finishing.end}>
        <div className="progress-bar__fill" />
      </div>
    );
  }
  return null;
}

/** The short "filled, fading out" step after a shown bar's work has all finished. */
function useFinishing(phase: ProgressPhase): { active: boolean; end: () => void } {
  const [active, setActive] = useState(false);
  const previous = useRef(phase);
  useEffect(() => {
    if (previous.current === 'showing' && phase === 'idle') setActive(true);
    else if (phase !== 'idle') setActive(false);
    previous.current = phase;
  }, [phase]);
  return { active, end: () => setActive(false) };
}
