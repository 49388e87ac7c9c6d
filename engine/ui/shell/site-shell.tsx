import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ContactWidget } from './contact-widget';
import { SessionProvider, useSession } from '../session/session-context';
import { NotificationHost } from '../notifications/notification-host';
import { FormDialogHost } from '../forms/form-dialog-host';

// Only logged-in members on service and package pages see it: visitors never load its code.
const PublicAppHeader = lazy(() => import('../console/public-app-header'));

/** The layout config asks for around a page: header, footer, contact widget (site.yaml layouts). */
export function SiteShell({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <SessionProvider apiHosts={data.apiHosts} timeoutMs={data.requestTimeoutMs} homePath={`/${data.locale.prefix}`}>
      <ShellFrame data={data}>{children}</ShellFrame>
    </SessionProvider>
  );
}

function ShellFrame({ data, children }: { data: PageData; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const loggedIn = session.status === 'loggedIn';

  // Spec 2.8: logged-in members are sent from some pages to others (config/redirects.yaml).
  useEffect(() => {
    if (loggedIn && data.loggedInRedirect) void navigate(data.loggedInRedirect, { replace: true });
  }, [loggedIn, data.loggedInRedirect, navigate]);

  const publicHeader = data.header && <SiteHeader header={data.header} languages={data.languages} largeBreakpoint={data.breakpoints.large} loggedIn={loggedIn} />;
  return (
    <>
      <a className="skip-link" href="#main">{t(uiMessageKeys.skipToContent)}</a>
      {loggedIn && data.appShell ? (
        <Suspense fallback={publicHeader}>
          <PublicAppHeader data={data} shell={data.appShell} />
        </Suspense>
      ) : publicHeader}
      <main id="main" className="page">{children}</main>
      {data.footer && <SiteFooter footer={data.footer} contact={data.contact} compact={loggedIn} />}
      {data.layout.chatWidget && data.contact && <ContactWidget contact={data.contact} contactHref={data.pagePaths.contact} />}
      <FormDialogHost locale={data.locale.id} countdownSeconds={data.countdownSeconds} />
      <NotificationHost />
    </>
  );
}
