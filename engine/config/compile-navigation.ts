import type { ConfigError } from './config-error.js';
import { compiled, type Compiled } from './compiled.js';
import type { CheckedSources } from './checked-sources.js';
import type { YamlSource } from './yaml-source.js';
import { consoleLinkProblem } from './console-paths.js';
import type { FooterMenu, HeaderMenu, LocaleId, NavItem, NavLink, PageConfig, RouteEntry, SiteSettings } from './site-model.js';
import type { FooterLink, HeaderLink } from './generated/config-files.js';

export interface LinkContext {
  site: SiteSettings;
  routes: RouteEntry[];
  pages: Record<string, PageConfig>;
  errors: ConfigError[];
  /** Pages of config/console.yaml, for links to the console host (undefined while it is broken). */
  consolePaths?: Set<string>;
  /** Files that failed their own check: what a link says about them is not judged (their mistake is reported there). */
  invalid: ReadonlySet<string>;
}

export interface Menus {
  headers: Record<string, HeaderMenu>;
  footers: Record<string, FooterMenu>;
}

export const routesFile = 'config/routes.yaml';

/** A link as a menu file writes it (header, footer). */
type RawLink = HeaderLink | FooterLink;

/** Compiles every header and footer file, checking that each link goes somewhere real. */
export function compileNavigation(checked: CheckedSources, links: Omit<LinkContext, 'errors'>): Compiled<Menus> {
  const ctx: LinkContext = { ...links, errors: [] };
  const headers: Record<string, HeaderMenu> = {};
  const footers: Record<string, FooterMenu> = {};
  const menuLocale = (source: YamlSource<{ locale: string }>): LocaleId | undefined => {
    const locale = ctx.site.locales.find((l) => l.id === source.data.locale);
    if (!locale) ctx.errors.push(source.errorAt(['locale'], `must be one of the locales in site.yaml (${ctx.site.locales.map((l) => l.id).join(', ')})`));
    return locale?.id;
  };
  for (const [name, source] of menusByName(checked.header)) {
    const locale = menuLocale(source);
    if (!locale) continue;
    const h = source.data;
    const link = (l: RawLink, at: Array<string | number>) => resolveLink(l, at, source, ctx);
    headers[name] = {
      locale,
      logoHref: link({ label: '', path: h.logo.path, newTab: false }, ['logo']).href,
      items: h.items.map((item, i): NavItem => ({
        label: item.label,
        link: item.path !== undefined ? link({ ...item, path: item.path }, ['items', i]) : undefined,
        children: (item.children ?? []).map((c, j) => link(c, ['items', i, 'children', j])),
      })),
      account: {
        login: link(h.account.login, ['account', 'login']),
        register: link(h.account.register, ['account', 'register']),
        console: link(h.account.console, ['account', 'console']),
      },
      ...(h.dialog ? { dialog: h.dialog } : {}),
    };
  }
  for (const [name, source] of menusByName(checked.footer)) {
    const locale = menuLocale(source);
    if (!locale) continue;
    const f = source.data;
    const link = (l: RawLink, at: Array<string | number>) => resolveLink(l, at, source, ctx);
    footers[name] = {
      locale,
      columns: f.columns.map((c, i) => ({ heading: c.heading, links: c.links.map((l, j) => link(l, ['columns', i, 'links', j])) })),
      legal: f.legal.map((l, i) => link(l, ['legal', i])),
      notices: f.notices,
      ...(f.action ? { action: link(f.action, ['action']) } : {}),
      ...(f.dialog ? { dialog: f.dialog } : {}),
      qrCode: f.qrCode,
      registrations: f.registrations,
      ...(f.contact ? { contact: f.contact } : {}),
    };
    if (f.qrCode && !ctx.site.contactWidget) ctx.errors.push(source.errorAt(['qrCode'], 'needs contactWidget in site.yaml (the QR code adds its wechatId)'));
    if (f.contact && !ctx.site.contactWidget) ctx.errors.push(source.errorAt(['contact'], 'needs contactWidget in site.yaml (the column shows its phone and WeChat account)'));
  }
  // A menu with a broken link still names the texts the translation checks look for.
  return compiled({ headers, footers }, ctx.errors);
}

/** config/nav/header-en.yaml -> header-en: the name site.yaml gives the menu. */
function menusByName<T>(files: Map<string, YamlSource<T>>): Array<[string, YamlSource<T>]> {
  const menus: Array<[string, YamlSource<T>]> = [];
  for (const [file, source] of files) {
    const name = /^config\/nav\/([a-z0-9-]+)\.yaml$/.exec(file)?.[1];
    if (name) menus.push([name, source]);
  }
  return menus;
}

/**
 * A link either names a declared host (and is then an absolute URL) or is a path on this site,
 * which must be a prerendered route and, with #anchor, a section id on that route's page.
 */
function resolveLink(raw: RawLink, at: Array<string | number>, source: YamlSource, ctx: LinkContext): NavLink {
  const newTab = raw.newTab;
  if (raw.host !== undefined) {
    const base = ctx.site.hosts[raw.host];
    if (base === undefined) {
      ctx.errors.push(source.errorAt([...at, 'host'], unknownHostProblem(raw.host, ctx.site)));
    }
    const problem = consoleLinkProblem(raw.host, raw.path, ctx.consolePaths);
    if (problem) ctx.errors.push(source.errorAt([...at, 'path'], problem));
    return { label: raw.label, href: `${base ?? ''}${raw.path}`, external: true, newTab };
  }
  const problem = internalLinkProblem(raw.path, ctx);
  if (problem) ctx.errors.push(source.errorAt([...at, 'path'], problem));
  return { label: raw.label, href: raw.path, external: false, newTab };
}

export function unknownHostProblem(host: string, site: Pick<SiteSettings, 'hosts'>): string {
  return `names host "${host}", which is not under hosts: in site.yaml (${Object.keys(site.hosts).join(', ')})`;
}

export function internalLinkProblem(target: string, ctx: Pick<LinkContext, 'routes' | 'pages' | 'invalid'>): string | undefined {
  const [beforeHash = '', anchor] = target.split('#', 2);
  const pathname = beforeHash.split('?')[0] ?? beforeHash;
  const route = ctx.routes.find((r) => r.path === pathname);
  if (!route) return ctx.invalid.has(routesFile) ? undefined : `points to ${pathname}, which is not a route in config/routes.yaml`;
  if (!route.prerender) return `points to ${pathname}, a route with parameters; link to a concrete page instead`;
  if (anchor !== undefined) {
    const page = ctx.pages[route.page];
    if (page && !page.sections.some((s) => s.id === anchor)) {
      const ids = page.sections.map((s) => s.id).filter(Boolean);
      return `points to #${anchor}, but page "${route.page}" has no section with that id${ids.length ? ` (it has: ${ids.join(', ')})` : ''}`;
    }
  }
  return undefined;
}
