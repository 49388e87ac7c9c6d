import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavLink as NavLinkModel } from '../../config/site-model';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { useLinkPrefetch } from './link-prefetch';

/** A config link: in-app navigation for site paths, a plain anchor for other hosts. */
export function NavLink({ link, className, children, onClick }: { link: NavLinkModel; className?: string; children?: ReactNode; onClick?: () => void }) {
  const { t } = useTranslation();
  const prefetch = useLinkPrefetch();
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
    <Link className={className} to={link.href} onClick={onClick} prefetch={prefetch}>
      {content}
    </Link>
  );
}
