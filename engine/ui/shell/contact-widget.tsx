import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiMessageKeys } from '../../config/ui-message-keys';
import type { PageData } from '../content/page-data';
import { QrImage } from './qr-image';
import { telHref } from '../../config/contact-formats';
import { useSessionFlag } from './use-session-flag';

/**
 * The floating contact widget of the Chinese pages (spec 2.6): a button that opens a small panel
 * with the messaging-app QR code, the QQ number, the phone number and the contact page. Escape
 * or a click elsewhere closes it, and focus returns to the button. A visitor may fold it to a
 * small tab at the window's edge (on a phone it would otherwise sit over the page); the choice
 * holds for the rest of the visit, and the tab brings it back, open.
 */
export function ContactWidget({ contact, contactHref }: { contact: NonNullable<PageData['contact']>; contactHref?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [minimised, setMinimised] = useSessionFlag('contact-widget-minimised');
  // One widget per page: a fixed id, the same in the prerender and the island's hydration.
  const panelId = 'contact-widget-panel';
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  // Focus follows the control that replaces the one just pressed (fold, or the tab that restores).
  const moveFocus = useRef<'button' | 'restore' | null>(null);
  useEffect(() => {
    const target = moveFocus.current === 'button' ? button.current : moveFocus.current === 'restore' ? restore.current : null;
    moveFocus.current = null;
    target?.focus();
  }, [minimised]);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
        if (event instanceof KeyboardEvent) button.current?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  if (minimised) {
    return (
      <aside className="contact-widget contact-widget--minimised" aria-label={t(uiMessageKeys.chatWidget)} ref={root}>
        <button
          ref={restore}
          type="button"
          className="contact-widget__restore"
          onClick={() => {
            moveFocus.current = 'button';
            setOpen(true);
            setMinimised(false);
          }}
        >
          <ChatIcon />
          <span className="visually-hidden">{t(uiMessageKeys.chatWidget)}</span>
        </button>
      </aside>
    );
  }
  return (
    <aside className="contact-widget" aria-label={t(uiMessageKeys.chatWidget)} ref={root}>
      {open && <ContactPanel id={panelId} contact={contact} contactHref={contactHref} />}
      {/* Without scripts the button cannot open the panel: this copy shows while it has focus
          (styles/no-script.css). Scripts read a noscript as text, and React does not hydrate it. */}
      <noscript>
        <ContactPanel id={panelId} contact={contact} contactHref={contactHref} noScript />
      </noscript>
      <div className="contact-widget__controls">
        <button ref={button} type="button" className="contact-widget__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <ChatIcon />
          <span>{t(open ? uiMessageKeys.closeWidget : uiMessageKeys.chatWidget)}</span>
        </button>
        <button
          type="button"
          className="contact-widget__minimise"
          aria-label={t(uiMessageKeys.minimiseWidget)}
          onClick={() => {
            moveFocus.current = 'restore';
            setOpen(false);
            setMinimised(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12"><path d="M2 6h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
      </div>
    </aside>
  );
}

/** The QR code of the messaging app, the QQ number, the phone number and the contact page. */
function ContactPanel({ id, contact, contactHref, noScript = false }: { id: string; contact: NonNullable<PageData['contact']>; contactHref?: string; noScript?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`contact-widget__panel${noScript ? ' contact-widget__panel--no-script' : ''}`} id={id}>
      <p className="contact-widget__intro">{t(uiMessageKeys.chatWidgetBody)}</p>
      <QrImage qr={contact.qr} label={t(uiMessageKeys.qrCaption)} />
      <p className="contact-widget__caption">{t(uiMessageKeys.qrCaption)}</p>
      <dl className="contact-widget__details">
        {contact.qq && <><dt>{t(uiMessageKeys.qq)}</dt><dd>{contact.qq}</dd></>}
        <dt>{t(uiMessageKeys.phone)}</dt>
        <dd><a href={telHref(contact.phone)}>{contact.phone}</a></dd>
      </dl>
      {contactHref && <a className="text-link" href={contactHref}>{t(uiMessageKeys.contactPage)}</a>}
    </div>
  );
}

function ChatIcon() {
  return <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" /></svg>;
}

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default ContactWidget;
