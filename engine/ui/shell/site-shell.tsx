import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { SiteFooter } from './site-footer';
import ContactWidget from './contact-widget';
import SiteHeaderIsland from './site-header-island';
import PageOverlays from '../islands/page-overlays';
import { Island } from '../islands/island';
import { SessionProvider } from '../session/session-context';
import '../styles/no-script.css';

/**
 * The layout config asks for around a page: header, footer, contact widget (site.yaml layouts).
 * On a public page the header, the contact widget and the overlays are islands (decision 017);
 * the footer is HTML only. What they offer a browser that runs no script is in no-script.css;
 * the buttons that open the demo dialog lead it to the contact page of the page's language.
 */
export function SiteShell({ data, children }: { data: PageData; children: ReactNode }) {
  const { t } = useTranslation();
  const contactPage = data.pagePaths.contact;
  return (
    <SessionProvider apiHosts={data.apiHosts} timeoutMs={data.requestTimeoutMs} homePath={`/${data.locale.prefix}`}>
      <a className="skip-link" href="#main">{t(uiMessageKeys.skipToContent)}</a>
      {data.header && (
        <Island name="site-header" component={SiteHeaderIsland} when="load" followsSession payload={{
          props: {
            header: data.header, languages: data.languages, locale: data.locale, largeBreakpoint: data.breakpoints.large,
            ...(data.appShell ? { appShell: data.appShell } : {}),
            ...(data.loggedInRedirect ? { loggedInRedirect: data.loggedInRedirect } : {}),
            ...(contactPage ? { dialogPage: contactPage } : {}),
          },
        }} />
      )}
      <main id="main" className="page">{children}</main>
      {data.footer && <SiteFooter footer={data.footer} contact={data.contact} footerContact={data.footerContact} dialogPage={contactPage} />}
      {data.layout.chatWidget && data.contact && (
        <Island name="contact-widget" component={ContactWidget} when="idle" payload={{ props: { contact: data.contact, contactHref: contactPage } }} />
      )}
      <Island name="page-overlays" component={PageOverlays} when="load" payload={{ props: { locale: data.locale.id, countdownSeconds: data.countdownSeconds } }} />
    </SessionProvider>
  );
}
