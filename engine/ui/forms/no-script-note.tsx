import { Trans, useTranslation } from 'react-i18next';
import { telHref } from '../../config/contact-formats';
import type { SiteContact } from '../../config/site-model';
import { uiMessageKeys } from '../../config/ui-message-keys';

const sentences = { form: uiMessageKeys.noScriptForm, payment: uiMessageKeys.noScriptPayment } as const;

interface Props {
  /** What needs JavaScript: a form, or the payment page's order. */
  sentence: keyof typeof sentences;
  contact: SiteContact;
}

/**
 * What a visitor without JavaScript reads where the page cannot work without it (a form, the
 * payment page's order): one plain sentence that says so, with the company's e-mail and phone
 * (site.yaml contact:) as mailto: and tel: links. Inside <noscript>, so a browser that runs
 * scripts never shows it, and React neither renders nor hydrates what is inside (the prerender
 * writes it; the browser's copy of the element stays empty).
 */
export function NoScriptNote(props: Props) {
  return (
    <noscript>
      <NoScriptSentence {...props} />
    </noscript>
  );
}

/** The sentence alone, for a part of the page that is already inside <noscript> (the sign-in pages' card). */
export function NoScriptSentence({ sentence, contact }: Props) {
  const { t } = useTranslation();
  return (
    <p className="no-script-note">
      <Trans
        t={t}
        i18nKey={`common:${sentences[sentence]}`}
        values={{ email: contact.email, phone: contact.phone }}
        // Trans puts the sentence's own words for each link inside it: {{email}} and {{phone}}.
        components={{ email: <a href={`mailto:${contact.email}`}>{contact.email}</a>, phone: <a href={telHref(contact.phone)}>{contact.phone}</a> }}
      />
    </p>
  );
}
