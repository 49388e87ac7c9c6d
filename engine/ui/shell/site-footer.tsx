import { useTranslation } from 'react-i18next';
import type { FooterMenu } from '../../config/site-model';
import type { PageData } from '../content/page-data';
import { QrImage } from './qr-image';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { NavLink } from './nav-link';
import { scrollToTop } from './scroll-to-top';
import { FormDialogOpener } from './form-dialog-link';
import { pressOnSpace } from './button-link';
import { telHref } from '../../config/contact-formats';

/**
 * The public footer (spec 2.7). For a logged-in member it is compact: only the legal row (privacy,
 * terms, copyright) and back to top, as the console's own footer is; the stylesheet folds it
 * while the document is marked html[data-member]. It needs no code of its own in the browser:
 * its two buttons carry data-action / data-opens-form, which the islands runtime answers on a
 * public page (decision 017), and their onClick in the single-page app. Both are links that
 * scripts cancel (button-link.ts), so they also work without any: back to the top is a link to
 * #top (the HTML spec's name for the top of the document), the dialog's one to `dialogPage`.
 */
export function SiteFooter({ footer, contact, footerContact, dialogPage }: {
  footer: FooterMenu;
  contact?: PageData['contact'];
  footerContact?: PageData['footerContact'];
  /** Where the dialog's button leads a visitor without scripts (the contact page). */
  dialogPage?: string;
}) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <FooterColumns footer={footer} contact={contact} footerContact={footerContact} dialogPage={dialogPage} />
      <div className="container site-footer__legal">
        <ul>
          {footer.legal.map((link) => (
            <li key={link.href}><NavLink link={link} /></li>
          ))}
        </ul>
        {footer.notices.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        {footer.registrations.length > 0 && (
          <p className="site-footer__registrations">
            {footer.registrations.map((r) => (
              <a key={r.number} href={r.href} rel="noopener">{t(r.label)} {r.number}</a>
            ))}
          </p>
        )}
        <a
          href="#top"
          role="button"
          className="back-to-top"
          data-action="back-to-top"
          onClick={(event) => {
            event.preventDefault();
            scrollToTop();
          }}
          onKeyDown={pressOnSpace}
        >
          {t(uiMessageKeys.backToTop)}
        </a>
      </div>
    </footer>
  );
}

/** The brand, the footer's action and QR code, and its columns of links. */
function FooterColumns({ footer, contact, footerContact, dialogPage }: { footer: FooterMenu; contact?: PageData['contact']; footerContact?: PageData['footerContact']; dialogPage?: string }) {
  const { t } = useTranslation();
  return (
    <div className="container site-footer__inner">
      <div className="site-footer__brand">
        <strong>{t(uiMessageKeys.brand)}</strong>
        <p>{t(uiMessageKeys.brandTagline)}</p>
        {footer.action && <NavLink link={footer.action} className="button button--primary site-footer__action" />}
        {footer.dialog && <FormDialogOpener form={footer.dialog.form} label={t(footer.dialog.label)} href={dialogPage} className="button button--primary site-footer__action" />}
        {footer.qrCode && contact && (
          <figure className="site-footer__qr">
            <QrImage qr={contact.qr} label={t(uiMessageKeys.qrCaption)} size={96} />
            <figcaption>{t(uiMessageKeys.qrCaption)}</figcaption>
          </figure>
        )}
      </div>
      {footer.columns.map((column) => (
        <nav key={column.heading} className="site-footer__column" aria-label={t(column.heading)}>
          <h2>{t(column.heading)}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.href}><NavLink link={link} /></li>
            ))}
          </ul>
        </nav>
      ))}
      {footer.contact && contact && <ContactColumn column={footer.contact} contact={contact} office={footerContact} />}
    </div>
  );
}

/** Phone, e-mail and address, and a link that starts a chat with the company's WeChat account. */
function ContactColumn({ column, contact, office }: { column: NonNullable<FooterMenu['contact']>; contact: NonNullable<PageData['contact']>; office?: PageData['footerContact'] }) {
  const { t } = useTranslation();
  return (
    <section className="site-footer__column site-footer__contact" aria-label={t(column.heading)}>
      <h2>{t(column.heading)}</h2>
      <ul>
        <li><a href={telHref(contact.phone)}>{contact.phone}</a></li>
        {office?.email && <li><a href={`mailto:${office.email}`}>{office.email}</a></li>}
        {office?.address && <li>{office.address}</li>}
        <li><a href={contact.chatHref} className="site-footer__chat">{t(column.chat.label)}</a></li>
      </ul>
    </section>
  );
}
