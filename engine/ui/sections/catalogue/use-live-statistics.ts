import { useEffect, useState } from 'react';
import type { ApiHosts } from '../../../config/site-model';
import { apiUrl } from '../../../api/api-hosts';
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
    fetch(apiUrl(hosts, 'rest', '/api/public/statistics'), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ code: number; data: LiveStatistics }>) : undefined))
      .then((body) => {
        if (body?.code === 1) setLive(body.data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hosts]);
  return live;
}
