import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SectionLink as SectionLinkConfig } from '../../../config/content-sections';
import { resolveSectionLink } from '../../../routing/section-links';
import { usePageData } from '../../page/page-data-context';
import { useLinkPrefetch } from '../../shell/link-prefetch';

/** A config link in the page's locale: in-app navigation for this site, a plain link elsewhere. */
export function SectionLink({ link, className, children }: { link: SectionLinkConfig; className?: string; children: ReactNode }) {
  const { pagePaths, hosts } = usePageData();
  const prefetch = useLinkPrefetch();
  const resolved = resolveSectionLink(link, { pagePaths, hosts });
  if (!resolved) return null;
  if (resolved.external) return <a className={className} href={resolved.href} rel="noopener">{children}</a>;
  return <Link className={className} to={resolved.href} prefetch={prefetch}>{children}</Link>;
}
