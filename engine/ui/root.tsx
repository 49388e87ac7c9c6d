import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import type { PageData } from './content/page-data';
import { ErrorScreen } from './errors/error-screen';
import { ErrorScreenGuard } from './errors/error-screen-guard';
import { ChunkLoadRecovery } from './errors/chunk-load-recovery';
import { reloadOnUnhandledChunkFailures } from './errors/chunk-reload';
import { RouterProgressBar } from './shell/router-progress-bar';
import { progressLabel } from './shell/progress-label';
import { PageViewReporter } from './shell/page-view-reporter';
import { documentLang } from './shell/document-lang';
import { IdlePrefetch } from './shell/idle-prefetch';
import { IslandsRuntimeScript } from './islands/islands-runtime-script';
import { heldInputScript } from './islands/held-input-script';
import shell from 'virtual:site/shell-settings';
import './styles/site.css';
import 'virtual:site/responsive.css';

// Before hydration starts: a page with parameters loads its code chunks while it hydrates.
reloadOnUnhandledChunkFailures(shell.chunkReloadGuardMs);

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The document around every page; the page's own data decides <html lang>. The stylesheets come
 * first in <head>, before anything else the page asks for, so the first paint waits for nothing
 * else. A public page (a route whose handle says `islands`) is HTML with islands (decision 017):
 * it ends with the islands runtime instead of React Router's scripts, and the runtime does what
 * the loading bar, page-view report and idle prefetch below do for the single-page app (the
 * console, the payment page, the error and 404 pages).
 */
export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const page = matches.at(-1)?.loaderData as Partial<PageData> | { htmlLang?: string } | undefined;
  const islands = matches.some((m) => (m.handle as { islands?: boolean } | undefined)?.islands === true);
  const lang = documentLang(page, pathname, shell);
  return (
    // The server sends the app shell and console pages as copies with their request's lang, which
    // the first render may not know yet (console pages follow the cookie): React keeps the server's.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet, which a script after it would wait for: it marks a page with
            JavaScript and holds what a visitor does before the islands are ready (decision 048). */}
        <script dangerouslySetInnerHTML={{ __html: heldInputScript({ holds: islands }) }} />
        <Links />
        <Meta />
      </head>
      <body>
        {islands ? (
          <>
            {children}
            <IslandsRuntimeScript />
          </>
        ) : (
          <>
            <RouterProgressBar timing={shell.progress} label={progressLabel(shell, lang)} />
            {children}
            <PageViewReporter endpoint={shell.pageViewEndpoint} />
            <IdlePrefetch idleMs={shell.loading.prefetchIdleMs} maxLinks={shell.loading.prefetchIdleLinksMax} />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreenGuard>
      <ChunkLoadRecovery error={error} guardMs={shell.chunkReloadGuardMs}>
        <ErrorScreen error={error} />
      </ChunkLoadRecovery>
    </ErrorScreenGuard>
  );
}
