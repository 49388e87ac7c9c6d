import { lazy, Suspense, useEffect } from 'react';
import type { HeaderMenu } from '../../config/site-model';
import type { PageData } from '../content/page-data';
import { useLoggedIn } from '../session/use-session-status';
import { SiteHeader } from './site-header';
import { isAtRedirectTarget } from '../../routing/logged-in-routing';
import { untilReloaded } from '../errors/chunk-reload';

// Only logged-in members on service and package pages see it: visitors never load its code.
const PublicAppHeader = lazy(() => untilReloaded(import('../console/public-app-header')));

export interface SiteHeaderIslandProps {
  header: HeaderMenu;
  languages: PageData['languages'];
  locale: PageData['locale'];
  largeBreakpoint: number;
  /** Where members see the application header instead (spec 2.7), in these languages. */
  appShell?: string[];
  /** Where a logged-in member is sent from this page (spec 2.8, config/redirects.yaml loggedIn:). */
  loggedInRedirect?: string;
  /** Where the header's dialog button leads a visitor without scripts (the contact page). */
  dialogPage?: string;
}

/**
 * The public page's header as the session decides it: the visitor's, the member's (console link),
 * or on service and package pages the application header. It also marks the document while a
 * member is logged in (html[data-member]), which the footer's stylesheet folds to its compact
 * form, and sends members on where config/redirects.yaml says.
 */
export default function SiteHeaderIsland({ header, languages, locale, largeBreakpoint, appShell, loggedInRedirect, dialogPage }: SiteHeaderIslandProps) {
  const loggedIn = useLoggedIn();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-member', loggedIn);
  }, [loggedIn]);
  useEffect(() => {
    // The target serves this same page's content (logged-in-routing.ts): already there, stay.
    if (loggedIn && loggedInRedirect && !isAtRedirectTarget(loggedInRedirect, window.location)) window.location.replace(loggedInRedirect);
  }, [loggedIn, loggedInRedirect]);

  const publicHeader = <SiteHeader header={header} languages={languages} largeBreakpoint={largeBreakpoint} loggedIn={loggedIn} dialogPage={dialogPage} />;
  if (!loggedIn || !appShell) return publicHeader;
  return (
    <Suspense fallback={publicHeader}>
      <PublicAppHeader locale={locale} languages={languages} largeBreakpoint={largeBreakpoint} shellLanguages={appShell} fallback={publicHeader} />
    </Suspense>
  );
}
