import type { AppEntry, AppHeader, AppNavCard, AppTarget } from '../config/console-model.js';
import type { LocaleId } from '../config/site-model.js';
import { isVisible } from './visibility.js';
import type { SessionFacts } from './session-facts.js';

/** Where the header's links go: the console host ('' is this server) and the other named hosts. */
export interface AppLinkContext {
  consoleHost: string;
}

export interface AppLink {
  label: string;
  href: string;
  /** A console page (in-app link) rather than a public-site page or another host. */
  inside: boolean;
}

export interface VisibleChild extends AppLink {
  card: AppNavCard;
  learnMore?: string;
}

export interface VisibleItem {
  label: string;
  /** Absent for a dropdown. */
  link?: AppLink;
  children: VisibleChild[];
}

export interface OemSystem {
  name: string;
  companyDomain: string;
}

export interface VisibleAppHeader {
  items: VisibleItem[];
  account: AppLink[];
  systems: AppLink[];
  oemSystems: OemSystem[];
}

/**
 * What this member sees in the application header (spec 2.8, 6): the one place that reads the
 * `visible:` rules of config/nav/app-header.yaml. An entry leading to a public page that does not
 * exist in the member's language is left out, and so is a dropdown with nothing left in it.
 */
export function visibleAppHeader(header: AppHeader, facts: SessionFacts, ctx: AppLinkContext, oemDomains: unknown[] = []): VisibleAppHeader {
  const locale = facts.locale as LocaleId;
  const linkTo = (label: string, target: AppTarget): AppLink | undefined => {
    const href = hrefOf(target, locale, ctx);
    return href === undefined ? undefined : { label, href, inside: target.kind === 'console' };
  };
  const items: VisibleItem[] = [];
  for (const item of header.items) {
    if (!isVisible(item.visible, facts)) continue;
    if (item.target) {
      const link = linkTo(item.label, item.target);
      if (link) items.push({ label: item.label, link, children: [] });
      continue;
    }
    const children: VisibleChild[] = [];
    for (const child of item.children) {
      if (!isVisible(child.visible, facts)) continue;
      const link = linkTo(child.label, child.target);
      if (!link) continue;
      const learnMore = child.learnMore[locale];
      children.push({ ...link, card: child.card, ...(learnMore ? { learnMore } : {}) });
    }
    if (children.length) items.push({ label: item.label, children });
  }
  const entries = (list: AppEntry[]) =>
    list.filter((e) => isVisible(e.visible, facts)).map((e) => linkTo(e.label, e.target)).filter((l): l is AppLink => !!l);
  return {
    items,
    account: entries(header.account),
    systems: entries(header.systems.entries),
    oemSystems: facts.loggedIn ? oemSystemsOf(oemDomains, locale) : [],
  };
}

function hrefOf(target: AppTarget, locale: LocaleId, ctx: AppLinkContext): string | undefined {
  if (target.kind === 'console') return `${ctx.consoleHost}${target.path}`;
  if (target.kind === 'site') return target.paths[locale];
  return target.href;
}

/**
 * The account's OEM systems (spec 3: companyDomain and systemName per language, zh-cn and en).
 * Russian members see the English name; an entry without a usable domain is left out.
 */
export function oemSystemsOf(oemDomains: unknown[], locale: LocaleId): OemSystem[] {
  const systems: OemSystem[] = [];
  for (const raw of oemDomains) {
    if (!raw || typeof raw !== 'object') continue;
    const { companyDomain, systemName } = raw as { companyDomain?: unknown; systemName?: Record<string, unknown> };
    if (typeof companyDomain !== 'string' || !/^https?:\/\/[^/\s]+/.test(companyDomain)) continue;
    const names = systemName && typeof systemName === 'object' ? systemName : {};
    const name = [names[locale === 'zh-cn' ? 'zh-cn' : 'en'], names.en, names['zh-cn']].find((n): n is string => typeof n === 'string' && n !== '');
    systems.push({ name: name ?? new URL(companyDomain).host, companyDomain });
  }
  return systems;
}

/** The main/sub account label of the account dropdown (spec 6: level 0 is the main account). */
export function accountKindLabel(facts: SessionFacts): 'mainAccount' | 'subAccount' {
  return facts.mainAccount ? 'mainAccount' : 'subAccount';
}

/**
 * Whether this member may open a console page: a page the header offers only under a rule (the
 * market statistics, the e-mail centre ...) opens only for those the rule lets see it; a page the
 * header does not list (security settings) opens for every member.
 */
export function mayOpenConsolePage(header: AppHeader, facts: SessionFacts, path: string): boolean {
  const consoleTargets = [
    ...header.items.flatMap((i) => [i.target, ...i.children.map((c) => c.target)]),
    ...header.account.map((e) => e.target),
    ...header.systems.entries.map((e) => e.target),
  ];
  const listed = consoleTargets.some((t) => t?.kind === 'console' && t.path === path);
  if (!listed) return true;
  const view = visibleAppHeader(header, facts, { consoleHost: '' });
  const offered = [...view.items.flatMap((i) => [i.link?.href, ...i.children.map((c) => c.href)]), ...view.account.map((a) => a.href)];
  return offered.includes(path);
}
