import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavLink as NavLinkModel } from '../../config/site-model';
import { uiMessageKeys } from '../../config/ui-message-keys';

/**
 * A config link. A plain anchor also for this site's pages: public pages are documents of their
 * own (decision 017), fetched ahead on hover and when idle by the islands runtime (spec 9).
 */
export function NavLink({ link, className, children, onClick }: { link: NavLinkModel; className?: string; children?: ReactNode; onClick?: () => void }) {
  const { t } = useTranslation();
  const content = children ?? t(link.label);
  if (link.external) {
    return (
      <a className={className} href={link.href} onClick={onClick}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {content}
        {link.newTab && <span className="visually-hidden"> ({t(uiMessageKeys.newTab)})</span>}
      </a>
    );
  }
  return (
    <a className={className} href={link.href} onClick={onClick}>
      {content}
    </a>
  );
}
