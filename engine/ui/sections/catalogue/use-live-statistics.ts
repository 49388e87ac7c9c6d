import { useEffect, useState } from 'react';
import type { ApiHosts } from '../../../config/site-model';
import { apiUrl } from '../../../api/api-hosts';
import { getEnvelope } from '../../../api/get-envelope';
import type { CatalogueSummary } from '../../../rules/catalogue-coverage';

/** The statistics call's answer (docs/api.md): the catalogue's counts plus the stored figures. */
export interface LiveStatistics extends CatalogueSummary {
  records: number | null;
  latestMonth: string | null;
}

/**
 * Asks the API for the current statistics after the page has shown the build-time ones. If the
 * API cannot be reached the page keeps what it has: there is nothing a visitor could do about it.
 */
export function useLiveStatistics(hosts: ApiHosts): LiveStatistics | undefined {
  const [live, setLive] = useState<LiveStatistics>();
  useEffect(() => {
    const controller = new AbortController();
    getEnvelope<LiveStatistics>(apiUrl(hosts, 'rest', '/api/public/statistics'), { signal: controller.signal })
      .then((answer) => {
        if (answer?.code === 1) setLive(answer.data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hosts]);
  return live;
}
