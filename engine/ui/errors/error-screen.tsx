import { useMemo } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Messages } from '../../config/site-model';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { createPageI18n } from '../page/page-i18n';
import { errorDetails } from './error-details';

/**
 * The 404 page and the error page (spec 2.5, 2.6, 8): status code and message. Texts come from the
 * failing page's locale when the error carries them, otherwise from English.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const carried = isRouteErrorResponse(error) ? (error.data as { messages?: Messages; htmlLang?: string } | null) : null;
  const i18n = useMemo(
    () =>
      createPageI18n({
        locale: { id: 'en', prefix: '', htmlLang: carried?.htmlLang ?? 'en' },
        messages: { page: {}, common: carried?.messages ?? defaultMessages },
      }),
    [carried],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorContent error={error} />
    </I18nextProvider>
  );
}

function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { status, message } = errorDetails(error);
  const notFound = status === 404;
  return (
    <main className="error-screen" id="main">
      <p className="error-screen__status">{notFound ? '404' : t(uiMessageKeys.errorStatus, { status })}</p>
      <h1>{notFound ? t(uiMessageKeys.notFoundTitle) : t(uiMessageKeys.errorTitle)}</h1>
      <p>{notFound ? t(uiMessageKeys.notFoundBody) : message}</p>
      <a className="button button--primary" href="/">{t(uiMessageKeys.backHome)}</a>
      <title>{notFound ? t(uiMessageKeys.notFoundTitle) : `${status} ${t(uiMessageKeys.errorTitle)}`}</title>
    </main>
  );
}

// Used when the failure happened before any page texts could be loaded.
const defaultMessages: Messages = {
  errors: {
    notFound: { title: 'This page could not be found', body: 'The address may be mistyped, or the page has moved.' },
    generic: { title: 'Something went wrong', status: 'Error {{status}}' },
    backHome: 'Back to the home page',
  },
};
