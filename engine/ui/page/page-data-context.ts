import { createContext, useContext } from 'react';
import type { PageData } from '../content/page-data';

/** The current page's build-time data, for sections that show more than their own config. */
export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData {
  const data = useContext(PageDataContext);
  if (!data) throw new Error('usePageData outside a page');
  return data;
}
