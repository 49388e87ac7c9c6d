/**
 * The typed model compiled from config/ and locales/. Everything downstream (routing, rendering,
 * the server) reads this, never the YAML.
 */

export type LocaleId = 'zh-cn' | 'en' | 'ru';

export interface LocaleInfo {
  id: LocaleId;
  prefix: string;
  htmlLang: string;
  label: string;
  layout: string;
  header: string;
  footer: string;
}

export interface LayoutInfo {
  header: boolean;
  footer: boolean;
  chatWidget: boolean;
}

export interface SiteSettings {
  origin: string;
  locales: LocaleInfo[];
  defaultLocale: LocaleId;
  xDefaultLocale: LocaleId;
  languageCookie: { name: string; maxAgeDays: number; domain?: string };
  languageSwitch: { keepSubPathOn: string[] };
  layouts: Record<string, LayoutInfo>;
  hosts: Record<string, string>;
  notifications?: { salesEmail?: string };
  constants: {
    breakpoints: { large: number; medium: number; small: number };
    dropdownColumnsMax: number;
    footerInnerWidth: number;
    verifyCodeCountdownSeconds: number;
    pageSize: number;
    pageSizeOptions: number[];
    requestTimeoutMs: number;
    chunkReloadGuardMs: number;
  };
}

export interface RouteEntry {
  path: string;
  locale: LocaleId;
  page: string;
  layout: string;
  /** Pattern each :param must match; present only on routes with parameters. */
  params?: Record<string, string>;
  /** Static routes get their own HTML file at build time; routes with parameters do not. */
  prerender: boolean;
}

/** A resolved link: `href` is a site path or an absolute URL on a declared host. */
export interface NavLink {
  label: string;
  href: string;
  external: boolean;
  newTab: boolean;
}

export interface NavItem {
  label: string;
  link?: NavLink;
  children: NavLink[];
}

export interface HeaderMenu {
  locale: LocaleId;
  logoHref: string;
  items: NavItem[];
  account: { login: NavLink; register: NavLink };
}

export interface FooterMenu {
  locale: LocaleId;
  columns: Array<{ heading: string; links: NavLink[] }>;
  legal: NavLink[];
  notices: string[];
}

export interface RedirectRules {
  moved: Array<{ from: string; to: string }>;
  unmatched: Array<{ contains?: string; startsWith?: string[]; to: string }>;
  fallback: string;
}

export interface PricingPackage {
  id: string;
  name: string;
  level: number;
  price: number;
  importCountries: number;
  exportCountries: number;
  coverage: string;
}

export type LocalisedText = Record<LocaleId, string>;

export interface ToolList {
  id: number;
  title: LocalisedText;
  rows: Array<{ name: LocalisedText; url: string }>;
}

export interface Pricing {
  currency: string;
  termYears: number;
  packages: PricingPackage[];
}

export type PageSection =
  | { type: 'hero'; id?: string; heading: string; body?: string }
  | { type: 'pricing'; id?: string; heading: string; note?: string }
  | { type: 'text'; id?: string; heading: string; paragraphs: string[] };

export interface PageConfig {
  title: string;
  description: string;
  sections: PageSection[];
}

/** Nested translation texts as in locales/<locale>/*.yaml. */
export interface Messages {
  [key: string]: string | Messages;
}

/** What the browser needs for every page: small, shared by all routes. */
export interface ClientModel {
  site: SiteSettings;
  routes: RouteEntry[];
  headers: Record<string, HeaderMenu>;
  footers: Record<string, FooterMenu>;
  redirects: RedirectRules;
}

export interface SiteModel extends ClientModel {
  pricing: Pricing;
  toolLists: ToolList[];
  pages: Record<string, PageConfig>;
  messages: Record<LocaleId, { common: Messages; pages: Record<string, Messages> }>;
}
