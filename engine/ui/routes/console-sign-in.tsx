import type { Route } from './+types/console-sign-in';
import { consolePageDataForPath } from '../console/console-page-data.server';
import ConsoleSignInView from '../console/console-sign-in-view';
import { IslandPageContext } from '../islands/island-context';
import { Island } from '../islands/island';
import { consoleIslandPage, islandPageElementId } from '../islands/island-page';
import { JsonScript } from '../islands/json-script';
import PageOverlays from '../islands/page-overlays';
import { consoleMeta } from './console-meta';
import { SignInWithoutScripts } from './sign-in-without-scripts';

// Runs at build time for the console's login and register paths (config/console.yaml).
export function loader({ request }: Route.LoaderArgs) {
  return consolePageDataForPath(new URL(request.url).pathname);
}

export const meta = consoleMeta;

/**
 * Log in and join free are HTML with islands, like the public pages (decision 017): the form and
 * its page are one island, so a visitor who comes to sign in loads no router. The island draws
 * itself in the browser only (the `lang` cookie's language); without scripts the page shows its
 * <noscript> copy instead (sign-in-without-scripts.tsx).
 */
export const handle = { islands: true };

export default function ConsoleSignIn({ loaderData }: Route.ComponentProps) {
  const page = consoleIslandPage(loaderData);
  return (
    <IslandPageContext.Provider value={page}>
      <SignInWithoutScripts data={loaderData} />
      <Island name="console-sign-in" component={ConsoleSignInView} when="load" followsSession payload={{ props: { data: loaderData } }} />
      <Island name="page-overlays" component={PageOverlays} when="load" payload={{ props: { locale: loaderData.defaultLocale, countdownSeconds: loaderData.countdownSeconds, notifications: false } }} />
      <JsonScript id={islandPageElementId} value={page} />
    </IslandPageContext.Provider>
  );
}
