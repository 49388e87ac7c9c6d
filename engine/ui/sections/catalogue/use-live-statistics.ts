import { useEffect, useState } from 'react';
import type { CatalogueSummary } from '../../../rules/catalogue-coverage';
import { useSession } from '../../session/session-context';

/** The statistics call's answer (docs/api.md): the catalogue's counts plus the stored figures. */
export interface LiveStatistics extends CatalogueSummary {
  records: number | null;
  latestMonth: string | null;
}

/**
 * Asks the API for the current statistics after the page has shown the build-time ones. If the
 * API cannot be reached the page keeps what it has: there is nothing a visitor could do about it.
 */
export function useLiveStatistics(): LiveStatistics | undefined {
  const { api } = useSession();
  const [live, setLive] = useState<LiveStatistics>();
  useEffect(() => {
    let current = true;
    void api.get<LiveStatistics>('rest', '/api/public/statistics').then((result) => {
      if (current && result.s === 1 && result.code === 1) setLive(result.d);
    });
    return () => {
      current = false;
    };
  }, [api]);
  return live;
}
