import { useEffect } from 'react';
import type { PageConfig } from '../../config/site-model';
import { scrollToQueryAnchor } from './query-anchor-scroll';

/** The single-page app's way to scrollToQueryAnchor (the islands runtime calls it on public pages). */
export function useQueryAnchor(queryAnchor: PageConfig['queryAnchor']): void {
  useEffect(() => scrollToQueryAnchor(queryAnchor), [queryAnchor]);
}
