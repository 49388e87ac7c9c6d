import { useInRouterContext, useLocation } from 'react-router';

const noRouter = () => ({ pathname: typeof window === 'undefined' ? '' : window.location.pathname, search: typeof window === 'undefined' ? '' : window.location.search });

/**
 * The path and query being shown, for a component that renders both inside the console's router
 * and on a public page, which has no router (decision 017): there, the document's own address.
 * Whether a router is above never changes for one mounted component, so the hook order holds.
 */
export function useCurrentLocation(): { pathname: string; search: string } {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above: fixed for the component's life
  return inRouter ? useLocation() : noRouter();
}
