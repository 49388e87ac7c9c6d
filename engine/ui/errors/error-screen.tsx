import { useMemo } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Messages } from '../../config/site-model';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { createPageI18n } from '../page/page-i18n';
import { errorDetails } from './error-details';
import type { PageData } from '../content/page-data';
import { PageDataContext } from '../page/page-data-context';
import { SiteShell } from '../shell/site-shell';

/**
 * The 404 page and the error page (spec 2.5, 2.6, 8): status code and message. Texts come from the
 * failing page's locale when the error carries them, otherwise from English. A 404 that carries its
 * locale's page data (a path with parameters whose value is refused) shows inside that locale's
 * header and footer.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const carried = isRouteErrorResponse(error) ? (error.data as { messages?: Messages; htmlLang?: string; page?: PageData } | null) : null;
  const details = errorDetails(error);
  if (carried?.page) return <ErrorInSiteShell page={carried.page} {...details} />;
  return <ErrorAlone messages={carried?.messages ?? defaultMessages} htmlLang={carried?.htmlLang ?? 'en'} {...details} />;
}

/**
 * An error inside a locale's header and footer: a refused parameter's 404 in the single-page app,
 * and each locale's 404 page built as HTML (routes/not-found-page.tsx), which the server sends
 * for such an address before any script runs.
 */
export function ErrorInSiteShell({ page, status, messageKey }: { page: PageData; status: number; messageKey: string }) {
  const i18n = useMemo(() => createPageI18n(page), [page]);
  return (
    <I18nextProvider i18n={i18n}>
      <PageDataContext.Provider value={page}>
        <SiteShell data={page}>
          <ErrorContent status={status} messageKey={messageKey} as="div" home={`/${page.locale.prefix}`} />
        </SiteShell>
      </PageDataContext.Provider>
    </I18nextProvider>
  );
}

function ErrorAlone({ messages, htmlLang, status, messageKey }: { messages: Messages; htmlLang: string; status: number; messageKey: string }) {
  const i18n = useMemo(
    () => createPageI18n({ locale: { id: 'en', prefix: '', htmlLang }, messages: { page: {}, common: messages } }),
    [messages, htmlLang],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorContent status={status} messageKey={messageKey} as="main" home="/" />
    </I18nextProvider>
  );
}

/** Inside a site shell the shell holds <main>; alone, the screen is the page's main content. */
function ErrorContent({ status, messageKey, as: Wrapper, home }: { status: number; messageKey: string; as: 'main' | 'div'; home: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <Wrapper className="error-screen" {...(Wrapper === 'main' ? { id: 'main' } : {})}>
      <p className="error-screen__status">{notFound ? '404' : t(uiMessageKeys.errorStatus, { status })}</p>
      <h1>{notFound ? t(uiMessageKeys.notFoundTitle) : t(uiMessageKeys.errorTitle)}</h1>
      <p>{notFound ? t(uiMessageKeys.notFoundBody) : t(messageKey)}</p>
      <a className="button button--primary" href={home}>{t(uiMessageKeys.backHome)}</a>
      <title>{notFound ? t(uiMessageKeys.notFoundTitle) : `${status} ${t(uiMessageKeys.errorTitle)}`}</title>
    </Wrapper>
  );
}

// Used when the failure happened before any page texts could be loaded.
const defaultMessages: Messages = {
  errors: {
    notFound: { title: 'This page could not be found', body: 'The address may be mistyped, or the page has moved.' },
    generic: {
      title: 'Something went wrong',
      status: 'Error {{status}}',
      server: 'The site could not complete this page. Please try again in a few minutes.',
      request: 'This page could not be shown for the address as it was given.',
      forbidden: 'You do not have access to this page. Log in, or go back to the home page.',
    },
    backHome: 'Back to the home page',
  },
};
