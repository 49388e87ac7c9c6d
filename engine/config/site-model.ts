import type { AppHeader, ConsoleSite } from './console-model.js';
/**
 * The typed model compiled from config/ and locales/. Everything downstream (routing, rendering,
 * the server) reads this, never the YAML.
 */
import type { LocaleId, LocalisedText } from './locale-id.js';
import type { Pricing } from './pricing-model.js';
import type { FormModel } from './form-model.js';
import type { BudgetsFile, CatalogueDatasetsFile, NewsFile, PageFile, RedirectsFile, SiteFile, ToolsFile } from './generated/config-files.js';

export type { LocaleId, LocalisedText } from './locale-id.js';
export type { BankTransferDetails, Pricing, PricingPackage } from './pricing-model.js';
export type { FormEndpoint, FormJsonSchema, FormModel, FormVerification, PayloadEntry, SendCodeCall } from './form-model.js';


/** A locale of config/site.yaml. */
export type LocaleInfo = SiteFile['locales'][number];

export type LayoutInfo = SiteFile['layouts'][string];

/** Origins of spec 7's three API hosts; '' is the server that serves the site. */
export type ApiHosts = SiteFile['api'];

/** Which of the configured hosts a call goes to. */
export type ApiHost = keyof ApiHosts;

/**
 * config/site.yaml as compiled: the default locale is the first declared one, and x-default is a
 * declared locale (the check makes sure). The rest is the file's own shape.
 */
export type SiteSettings = Omit<SiteFile, 'xDefaultLocale'> & {
  defaultLocale: LocaleId;
  xDefaultLocale: LocaleId;
};

/**
 * site.yaml `loginLockout:`: login attempts one e-mail address gets within windowMinutes, counted
 * before each password is checked, and how long the address is locked after that (decision 043).
 */
export type LoginLockout = SiteFile['loginLockout'];

/** site.yaml `analytics:`: the API of `api.rest`, another collector's URL, or nothing. */
export type AnalyticsSettings = SiteFile['analytics'];

/** site.yaml `contact:`: the e-mail and phone offered where a page cannot work without JavaScript. */
export type SiteContact = SiteFile['contact'];
/** site.yaml `business:`: the order reservation, reminder, search and export limits and inactivity rule the terms fix. */
export type BusinessRules = SiteFile['business'];
/** site.yaml `seller:`: who sells the packages, as receipts and payment e-mails name them. */
export type Seller = SiteFile['seller'];

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
  /** A contact column: heading, the contact page's office whose e-mail and address it shows, the chat link's label. */
  contact?: { heading: string; office: string; chat: { label: string } };
}

export type RedirectRules = RedirectsFile;



export type Continent = Dataset['continent'];

/** A dataset of config/catalogue/ (spec 3: customs dataset catalogue entry; ship and transit data), with the kind of its file. */
export type Dataset = CatalogueDatasetsFile['datasets'][number] & { kind: CatalogueDatasetsFile['kind'] };

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

export type ToolList = ToolsFile['lists'][number];

/** A recorded video of the news (spec 2.2: /cn/news/detail/play): chapters' titles are in locales/<locale>/news.yaml. */
export type NewsVideo = Extract<NewsItem, { kind: 'video' }>['video'];

/** An entry of config/news.yaml; its words are in locales/<locale>/news.yaml under items.<id>. */
export type NewsItem = NewsFile['items'][number];

/** A section of a page of config/pages/. */
export type PageSection = PageFile['sections'][number];

/** config/pages/<id>.yaml. */
export type PageConfig = PageFile;

/** Every texts file of one locale: locales/<locale>/common.yaml, ... and pages/<page>.yaml by page. */
export interface LocaleTexts {
  common: Messages;
  catalogue: Messages;
  news: Messages;
  forms: Messages;
  console: Messages;
  /** The words inside the product illustrations (engine/config/illustrations.ts). */
  illustrations: Messages;
  /** The server's e-mails (engine/config/email-text-keys.ts); never sent to a browser. */
  emails: Messages;
  pages: Record<string, Messages>;
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
  /** The texts of each locale; a locale the site does not declare has none. */
  messages: Record<LocaleId, LocaleTexts>;
  /** config/forms.yaml with each form's schemas, by form id. */
  forms: Record<string, FormModel>;
  errors: ErrorCatalogue;
  /** config/budgets.yaml: the byte budgets `npm run budgets` checks the built pages against. */
  budgets: BudgetsFile;
  /** config/nav/app-header.yaml and config/console.yaml (spec 2.8). */
  appHeader: AppHeader;
  console: ConsoleSite;
}

/** config/errors.yaml: answer code -> key under apiErrors: in common.yaml (spec 8). */
export interface ErrorCatalogue {
  messages: Record<number, string>;
  aliases: Record<number, number>;
  transport: string;
  /** Keys under apiErrors: for a call refused for coming too often: plural texts by the wait, and one without it. */
  rateLimited: { seconds: string; minutes: string; later: string };
}
