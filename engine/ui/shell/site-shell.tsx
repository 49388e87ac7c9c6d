import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ContactWidget } from './contact-widget';
import { useMemberSession } from './use-member-session';
import { NotificationHost } from '../notifications/notification-host';
import { FormDialogHost } from '../forms/form-dialog-host';

/** The layout config asks for around a page: header, footer, contact widget (site.yaml layouts). */
export function SiteShell({ data, children }: { data: PageData; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useMemberSession(data.apiHosts);
  return (
    <>
      <a className="skip-link" href="#main">{t(uiMessageKeys.skipToContent)}</a>
      {data.header && <SiteHeader header={data.header} languages={data.languages} largeBreakpoint={data.breakpoints.large} loggedIn={session.loggedIn} />}
      <main id="main" className="page">{children}</main>
      {data.footer && <SiteFooter footer={data.footer} contact={data.contact} compact={session.loggedIn} />}
      {data.layout.chatWidget && data.contact && <ContactWidget contact={data.contact} contactHref={data.pagePaths.contact} />}
      <FormDialogHost locale={data.locale.id} apiHosts={data.apiHosts} countdownSeconds={data.countdownSeconds} />
      <NotificationHost />
    </>
  );
}
