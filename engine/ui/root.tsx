import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import type { Route } from './+types/root';
import type { PageData } from './content/page-data';
import { ErrorScreen } from './errors/error-screen';
import { ErrorScreenGuard } from './errors/error-screen-guard';
import './styles/site.css';
import 'virtual:site/responsive.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The document around every page; the page's own data decides <html lang>. */
export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const page = matches.at(-1)?.loaderData as Partial<PageData> | { htmlLang?: string } | undefined;
  const lang = (page && 'locale' in page && page.locale?.htmlLang) || (page && 'htmlLang' in page && page.htmlLang) || 'zh-CN';
  return (
    // The app shell served for paths with parameters is built without knowing the locale.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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
      <ErrorScreen error={error} />
    </ErrorScreenGuard>
  );
}
