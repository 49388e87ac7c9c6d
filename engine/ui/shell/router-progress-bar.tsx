import { useFetchers, useNavigation } from 'react-router';
import type { ProgressTiming } from '../../rules/progress-visibility';
import { ProgressBar } from './progress-bar';

/** The single-page app's progress bar: API calls, and the router loading a route or a fetcher. */
export function RouterProgressBar({ timing, label }: { timing: ProgressTiming; label: string }) {
  const routeBusy = useNavigation().state !== 'idle';
  const fetchersBusy = useFetchers().some((f) => f.state !== 'idle');
  return <ProgressBar timing={timing} label={label} routeBusy={routeBusy} fetchersBusy={fetchersBusy} />;
}
