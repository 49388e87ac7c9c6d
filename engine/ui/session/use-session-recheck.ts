import { useEffect } from 'react';
import { sessionActions } from './page-session';

// The console path the document last showed. Each console path is its own route, so a page's
// component is new after every navigation: what it remembers must live outside React.
let lastPath: string | undefined;

/**
 * Re-checks the session whenever a member moves to another console page (issue 21). The console is
 * a single-page app, so without this the identity call runs only once per document and a session
 * ended elsewhere (another tab signing out, an expiry, an administrator) would go unnoticed until
 * some module call failed. It asks on every navigation, not after an interval: a full load of the
 * page would have asked too, the call is one small GET, and a navigation while one runs makes no
 * second call (session-machine.ts RECHECK). The first page of the document is left alone: its own
 * identity call has just run. An answer without a user logs out, and the page goes to the login page
 * (console-module-page.tsx), which brings the member back to this page afterwards.
 */
export function useSessionRecheckOnNavigation(pathname: string): void {
  useEffect(() => {
    if (lastPath !== undefined && lastPath !== pathname) sessionActions.recheck();
    lastPath = pathname;
  }, [pathname]);
}
