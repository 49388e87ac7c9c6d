import type { SectionLink } from '../config/content-sections.js';

export interface ResolvedLink {
  href: string;
  /** Another host: a plain link, not in-app navigation. */
  external: boolean;
}

export interface LinkTargets {
  /** Page id -> its path in the current locale. */
  pagePaths: Record<string, string>;
  /** Hosts of site.yaml. */
  hosts: Record<string, string>;
}

/**
 * A section's link in the current locale. Pages are named by id in config, so one page config
 * serves every locale; the config check has made sure each named page exists in each of them.
 */
export function resolveSectionLink(link: SectionLink, targets: LinkTargets): ResolvedLink | undefined {
  if ('page' in link) {
    const path = targets.pagePaths[link.page];
    return path ? { href: link.anchor ? `${path}#${link.anchor}` : path, external: false } : undefined;
  }
  if ('host' in link) {
    const base = targets.hosts[link.host];
    return base ? { href: `${base}${link.path}`, external: true } : undefined;
  }
  return { href: link.href, external: true };
}
