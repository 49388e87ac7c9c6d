import type { ReactNode } from 'react';
import type { SectionLink as SectionLinkConfig } from '../../../config/content-sections';
import { resolveSectionLink } from '../../../routing/section-links';
import { usePageData } from '../../page/page-data-context';

/** A config link in the page's locale; this site's pages are documents of their own (decision 017). */
export function SectionLink({ link, className, children }: { link: SectionLinkConfig; className?: string; children: ReactNode }) {
  const { pagePaths, hosts } = usePageData();
  const resolved = resolveSectionLink(link, { pagePaths, hosts });
  if (!resolved) return null;
  if (resolved.external) return <a className={className} href={resolved.href} rel="noopener">{children}</a>;
  return <a className={className} href={resolved.href}>{children}</a>;
}
