import type { AppHeader, ConsoleSite } from './console-model.js';
/**
 * The typed model compiled from config/ and locales/. Everything downstream (routing, rendering,
 * the server) reads this, never the YAML.
 */
import type { ContentSection, ImageRef, SectionLink } from './content-sections.js';
import type { LocaleId, LocalisedText } from './locale-id.js';
import type { Pricing } from './pricing-model.js';
import type { FormModel } from './form-model.js';

export type { LocaleId, LocalisedText } from './locale-id.js';
export type { BankTransferDetails, Pricing, PricingPackage } from './pricing-model.js';
export type { FormEndpoint, FormJsonSchema, FormModel, FormVerification, PayloadEntry, SendCodeCall } from './form-model.js';


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

export interface ApiHosts {
  rest: string;
  root: string;
  tools: string;
}

/** Which of the configured hosts a call goes to. */
export type ApiHost = keyof ApiHosts;

export interface SiteSettings {
  origin: string;
  locales: LocaleInfo[];
  defaultLocale: LocaleId;
  xDefaultLocale: LocaleId;
  languageCookie: { name: string; maxAgeDays: number; domain?: string };
  languageSwitch: { keepSubPathOn: string[] };
  layouts: Record<string, LayoutInfo>;
  hosts: Record<string, string>;
  /** The floating contact widget and the footer's QR code (spec 2.6, 2.7). */
  contactWidget?: { qrTarget: string; qq?: string; phone: string };
  /** Origins of spec 7's three API hosts; '' is the server that serves the site. */
  api: ApiHosts;
  notifications?: { salesEmail?: string };
  /** Where page views go (spec 7); `reference-api` when site.yaml leaves the section out. */
  analytics: AnalyticsSettings;
  constants: {
    coverageCountriesAndRegions: number;
    breakpoints: { large: number; medium: number; small: number };
    dropdownColumnsMax: number;
    footerInnerWidth: number;
    verifyCodeCountdownSeconds: number;
    pageSize: number;
    pageSizeOptions: number[];
    requestTimeoutMs: number;
    chunkReloadGuardMs: number;
    /** The loading bar (spec 9): hidden until work has run this long, and shown at most `progressDurationMs`. */
    progressThrottleMs: number;
    progressDurationMs: number;
    /** Spec 9: links in view are prefetched after this much idle time following page load, at most prefetchIdleLinksMax. */
    prefetchIdleMs: number;
    prefetchIdleLinksMax: number;
    /** Spec 9: images load within this many window heights of the window's top (1.33). */
    imagePreloadRatio: number;
    /** Spec 9: tries per image in all (2: a failed image is tried once more). */
    imageLoadAttempts: number;
  };
}

/** site.yaml `analytics:`: the API of `api.rest`, another collector's URL, or nothing. */
export type AnalyticsSettings = { provider: 'reference-api' } | { provider: 'endpoint'; url: string } | { provider: 'none' };

export interface RouteEntry {
  path: string;
  locale: LocaleId;
  page: string;
  layout: string;
  /** The page this route's own page stands for in other locales (hreflang): home-cn is the Chinese home. */
  alternateOf?: string;
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
  /** Log in and Join free for visitors; the console link (a new tab) for logged-in members. */
  account: { login: NavLink; register: NavLink; console: NavLink };
  /** A header button that opens a form in a dialog (request a demo, spec 2.6). */
  dialog?: FormDialogAction;
}

/** A button that opens the form `form` of config/forms.yaml in a dialog; `label` is a common key. */
export interface FormDialogAction {
  label: string;
  form: string;
}

export interface FooterMenu {
  locale: LocaleId;
  columns: Array<{ heading: string; links: NavLink[] }>;
  legal: NavLink[];
  notices: string[];
  /** A button in the footer that leads to a page. */
  action?: NavLink;
  /** A button in the footer that opens a form of config/forms.yaml in a dialog (request a demo, spec 2.7). */
  dialog?: FormDialogAction;
  /** Show the contact QR code of site.yaml (the Chinese footer). */
  qrCode: boolean;
  /** Registration numbers the law asks a Chinese site to show (ICP, public security), each linking to its registry. */
  registrations: Array<{ label: string; number: string; href: string }>;
}

export interface RedirectRules {
  moved: Array<{ from: string; to: string }>;
  unmatched: Array<{ contains?: string; startsWith?: string[]; to: string }>;
  fallback: string;
  /** Spec 2.8: pages a logged-in member is sent on from (the English cedarRose and debt-collection pages). */
  loggedIn?: Array<{ from: string; to: string }>;
}



export type Continent =
  | 'LITERAL_NORTH_AMERICA' | 'LITERAL_SOUTH_AMERICA' | 'LITERAL_EUROPE' | 'LITERAL_ASIA'
  | 'LITERAL_AFRICA' | 'LITERAL_OCEANIA' | 'LITERAL_OTHERS';

/** A dataset of config/catalogue/ (spec 3: customs dataset catalogue entry; ship and transit data). */
export interface Dataset {
  kind: 'customs' | 'ship' | 'transit';
  value: string;
  type?: 'SHIPMENTS_IMPORT' | 'SHIPMENTS_EXPORT';
  country?: string;
  region?: 'GLOBAL' | 'SILK_ROAD' | 'EURASIA';
  name: string;
  continent: Continent;
  importer: boolean;
  exporter: boolean;
  hscode: boolean;
  description: boolean;
  /** Customs datasets: id of the cheapest package of config/pricing.yaml that includes it. */
  package?: string;
}

/** Spec 3 country table, from the ISO 3166 package rather than typed by hand. */
export interface Country {
  code: string;
  alpha3: string;
  numeric: string;
  name: LocalisedText;
}

export interface Catalogue {
  datasets: Dataset[];
  /**
   * Order gives the bit positions of a member's owned-dataset string; duplicates are kept. Holds
   * the reserved entries SHIP and TRANSIT at shipBit and transitBit.
   */
  masterCodes: string[];
  shipBit: number;
  transitBit: number;
  /** Every country a dataset names. */
  countries: Country[];
}

export interface ToolList {
  id: number;
  title: LocalisedText;
  rows: Array<{ name: LocalisedText; url: string }>;
}

/** A recorded video of the news (spec 2.2: /cn/news/detail/play). */
export interface NewsVideo {
  src: string;
  /** Length in seconds. */
  duration: number;
  /** Chapters in order; `start` in seconds. Their titles are in locales/<locale>/news.yaml. */
  chapters: Array<{ id: string; start: number }>;
}

interface NewsItemBase {
  id: string;
  /** YYYY-MM-DD: the list shows the newest first. */
  date: string;
  /** A key of `topics` in locales/<locale>/news.yaml. */
  topic: string;
  image?: ImageRef;
}

/** An entry of config/news.yaml; its words are in locales/<locale>/news.yaml under items.<id>. */
export type NewsItem =
  | (NewsItemBase & { kind: 'article' })
  | (NewsItemBase & { kind: 'video'; image: ImageRef; video: NewsVideo })
  | (NewsItemBase & { kind: 'link'; link: SectionLink });


export type PageSection =
  | { type: 'hero'; id?: string; heading: string; body?: string }
  // `order`: the id of the page's purchase form section, which each card's button leads to.
  | { type: 'pricing'; id?: string; heading: string; note?: string; order?: string }
  | { type: 'text'; id?: string; heading: string; paragraphs: string[] }
  // Driven by config/catalogue/: adding a dataset there changes these sections with no code.
  | { type: 'catalogue-figures'; id?: string; heading: string; body?: string }
  | { type: 'country-coverage'; id?: string; heading: string; body?: string; detailPage?: string }
  | { type: 'country-datasets'; id?: string; heading: string; body?: string }
  | { type: 'dataset-list'; id?: string; heading: string; body?: string; kinds: Array<Dataset['kind']> }
  // A form of config/forms.yaml; its words are in locales/<locale>/forms.yaml under the form's id.
  | { type: 'form'; id?: string; form: string }
  | ContentSection;

export interface PageConfig {
  title: string;
  description: string;
  sections: PageSection[];
  /** Scroll to the section `<prefix><value>` named by a query parameter (/en/solutionsdetail?contId=998 -> #c998). */
  queryAnchor?: { param: string; prefix: string };
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
  catalogue: Catalogue;
  /** config/news.yaml, in file order (empty when the site has no news). */
  news: NewsItem[];
  pages: Record<string, PageConfig>;
  messages: Record<LocaleId, { common: Messages; catalogue: Messages; news: Messages; forms: Messages; console: Messages; pages: Record<string, Messages> }>;
  /** config/forms.yaml with each form's schemas, by form id. */
  forms: Record<string, FormModel>;
  errors: ErrorCatalogue;
  /** config/nav/app-header.yaml and config/console.yaml (spec 2.8). */
  appHeader: AppHeader;
  console: ConsoleSite;
}

/** config/errors.yaml: answer code -> key under apiErrors: in common.yaml (spec 8). */
export interface ErrorCatalogue {
  messages: Record<number, string>;
  aliases: Record<number, number>;
  transport: string;
}
