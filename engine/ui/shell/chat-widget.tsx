import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uiMessageKeys } from '../../config/ui-message-keys';

/** Floating contact entry of the default layout (spec 2.6); the full widget lives on the contact page. */
export function ChatWidget({ contactHref }: { contactHref: string }) {
  const { t } = useTranslation();
  return (
    <aside className="chat-widget" aria-label={t(uiMessageKeys.chatWidget)}>
      <Link to={contactHref} className="chat-widget__button" title={t(uiMessageKeys.chatWidgetBody)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" /></svg>
        <span>{t(uiMessageKeys.chatWidget)}</span>
      </Link>
    </aside>
  );
}
