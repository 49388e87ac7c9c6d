import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppLink as AppLinkModel } from '../../access/app-navigation';

/**
 * A header link: a console page through the router (no full reload) when a router is there,
 * anything else, and every link of a public page (which has no router), as a plain anchor. The
 * label is a translation key unless `children` replace it.
 */
export function AppLink({ link, current, className, onNavigate, children }: {
  link: Pick<AppLinkModel, 'label' | 'href' | 'inside'>;
  current?: boolean;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const content = children ?? t(link.label);
  const currentProps = current ? { 'aria-current': 'page' as const } : {};
  if (link.inside && inRouter) {
    return <Link to={link.href} className={className} onClick={onNavigate} {...currentProps}>{content}</Link>;
  }
  return <a href={link.href} className={className} onClick={onNavigate} {...currentProps}>{content}</a>;
}

/** A link that opens in a new window, and says so to screen readers. */
export function NewWindowLink({ href, className, onNavigate, children }: { href: string; className?: string; onNavigate?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {children}
      <span className="visually-hidden"> ({t('shell.newWindow')})</span>
    </a>
  );
}
