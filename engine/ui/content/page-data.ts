import type {
  ApiHosts, FooterMenu, HeaderMenu, LayoutInfo, LocaleInfo, Messages, PageConfig, RouteEntry, SiteContact, SiteModel,
} from '../../config/site-model.js';
import { buildCataloguePageData, usesCatalogue, type CataloguePageData } from './catalogue-page-data.js';
import { qrCode, type QrCode } from './qr-code.js';
import { wechatContactUri } from '../../rules/messaging-account.js';
import { buildNewsPageData, newsItemHead, usesNews, type NewsPageData } from './news-page-data.js';
import { uiMessageKeys } from '../../config/ui-message-keys.js';
import { itemPageTitle } from '../../rules/news-selection.js';
import { lookupMessage } from '../../config/message-lookup.js';
import { alternatesFor, canonicalUrl, type Alternate } from '../../routing/page-head.js';
import { canonicalWithQuery, type QueryHeads } from '../../routing/query-head.js';
import { switchLanguagePath } from '../../routing/language.js';
import { loggedInRedirect } from '../../routing/logged-in-routing.js';
import { appShellLanguages } from './app-shell-data.js';
import { apiErrorTexts, type ErrorTexts } from '../../api/error-texts.js';
import { buildPricingView, usesPricing, type PricingView } from './pricing-page-data.js';
import { declaredLocale } from '../../config/locale-id.js';

/**
 * Everything one page needs to render, computed at build time from the site model: the browser
 * gets this page's config and texts, never the whole site's.
 */
export interface PageData {
  route: Pick<RouteEntry, 'path' | 'page' | 'locale'>;
  locale: Pick<LocaleInfo, 'id' | 'prefix' | 'htmlLang'>;
  layout: LayoutInfo;
  page: PageConfig;
  /** `catalogue` only on pages with catalogue sections (dataset names, continents, labels). */
  messages: { common: Messages; page: Messages; catalogue?: Messages };
  head: { title: string; description: string; canonical?: string; alternates: Alternate[]; queryHeads?: QueryHeads };
  header?: HeaderMenu;
  footer?: FooterMenu;
  languages: Array<{ id: string; label: string; href: string; current: boolean }>;
  /** Present only on pages that show packages (price cards, comparison, payment). */
  pricing?: PricingView;
  /** Present only on pages with catalogue sections. */
  catalogue?: CataloguePageData;
  /** Present only on pages with news sections (config/news.yaml in this locale). */
  news?: NewsPageData;
  /** Tool lists of config/tools.yaml that the page's utility-tools sections show, names in this locale. */
  toolLists?: Record<number, Array<{ name: string; url: string }>>;
  /** Where the page's API calls go (site.yaml api:). */
  apiHosts: ApiHosts;
  /** Page id -> its path in this locale, and the hosts of site.yaml: where section links lead. */
  pagePaths: Record<string, string>;
  hosts: Record<string, string>;
  /** The contact widget's details and QR code, on pages whose layout or footer shows them; `chatHref` adds the WeChat account. */
  contact?: { qr: QrCode; qq?: string; phone: string; chatHref: string };
  /** The footer's contact column (footer contact:): the e-mail and address of one office of the contact page. */
  footerContact?: { email?: string; address?: string };
  languageCookie: SiteModel['site']['languageCookie'];
  breakpoints: SiteModel['site']['constants']['breakpoints'];
  /** The send-code button's countdown (site.yaml constants, spec 9: 60 s). */
  countdownSeconds: number;
  /** On pages where logged-in members see the application header (spec 2.7): the languages it may be shown in. */
  appShell?: LocaleInfo['id'][];
  /** Where a logged-in member is sent from this page (config/redirects.yaml loggedIn:). */
  loggedInRedirect?: string;
  /** The API client's timeout (site.yaml constants, spec 9). */
  requestTimeoutMs: number;
  /** Form id -> the form a logged-in member sees instead (config/forms.yaml signedIn:), for this page's forms. */
  signedInForms?: Record<string, string>;
  /** Pages with a payment section: where a paid member goes next, and what answer codes mean. */
  payment?: {
    consoleHome: string; errorTexts: ErrorTexts;
    /** The console's login, for a visitor who must log in to see a receipt (and comes back to it). */
    loginPath: string;
    /** Who sells the packages (site.yaml seller:), in this locale, for the receipt. */
    seller: { name: string; address: string; registrationNumber: string; billingEmail: string };
  };
  /** site.yaml contact: offered where the page cannot work without JavaScript (a form, the payment's order). */
  siteContact: SiteContact;
}

export function buildPageData(model: SiteModel, route: RouteEntry): PageData {
  const locale = declaredLocale(model.site.locales, route.locale);
  const layout = routeNamed(route, `layout "${route.layout}"`, model.site.layouts[route.layout]);
  const page = routeNamed(route, `page "${route.page}"`, model.pages[route.page]);
  const localeTexts = model.messages[route.locale];
  const withCatalogue = usesCatalogue(page);
  const messages = {
    common: localeTexts.common,
    page: routeNamed(route, `the ${route.locale} texts of page "${route.page}"`, localeTexts.pages[route.page]),
    ...(withCatalogue ? { catalogue: localeTexts.catalogue } : {}),
  };
  const text = (key: string) =>
    (key.startsWith('common:') ? lookupMessage(messages.common, key.slice(7)) : lookupMessage(messages.page, key)) ?? key;
  const news = usesNews(page) ? buildNewsPageData(model, page, locale) : undefined;
  const itemHead = news && newsItemHead(news, page);
  return {
    route: { path: route.path, page: route.page, locale: route.locale },
    locale: { id: locale.id, prefix: locale.prefix, htmlLang: locale.htmlLang },
    layout,
    page,
    messages,
    head: {
      title: itemHead ? itemPageTitle(itemHead.title, text(`common:${uiMessageKeys.brand}`)) : text(page.title),
      description: itemHead?.description ?? text(page.description),
      canonical: route.prerender ? canonicalUrl(route.path, model) : undefined,
      alternates: alternatesFor(route, model),
      ...(route.prerender ? queryHeadsOf(page, canonicalUrl(route.path, model), text) : {}),
    },
    header: layout.header ? model.headers[locale.header] : undefined,
    footer: layout.footer ? model.footers[locale.footer] : undefined,
    languages: model.site.locales.map((l) => ({
      id: l.id,
      label: l.label,
      href: switchLanguagePath(route.path, l, model),
      current: l.id === locale.id,
    })),
    ...(usesPricing(page) ? { pricing: buildPricingView(model, page, locale) } : {}),
    ...(withCatalogue ? { catalogue: buildCataloguePageData(model, page, locale) } : {}),
    ...(news ? { news } : {}),
    ...toolListsOf(model, page, locale.id),
    apiHosts: model.site.api,
    pagePaths: Object.fromEntries(model.routes.filter((r) => r.locale === locale.id && r.prerender).map((r) => [r.page, r.path])),
    hosts: model.site.hosts,
    ...contactDetails(model, layout.chatWidget || (layout.footer && (model.footers[locale.footer]?.qrCode || model.footers[locale.footer]?.contact !== undefined))),
    ...footerContactOf(model, layout.footer ? model.footers[locale.footer] : undefined, locale.id),
    languageCookie: model.site.languageCookie,
    breakpoints: model.site.constants.breakpoints,
    countdownSeconds: model.site.constants.verifyCodeCountdownSeconds,
    ...optional('appShell', appShellLanguages(model, route)),
    ...optional('loggedInRedirect', loggedInRedirect(route.path, model.redirects)),
    requestTimeoutMs: model.site.constants.requestTimeoutMs,
    siteContact: model.site.contact,
    ...signedInFormsOf(model, page),
    ...(page.sections.some((s) => s.type === 'payment') ? {
      payment: {
        consoleHome: `${model.console.host}${model.console.home}`,
        errorTexts: apiErrorTexts(model.errors, messages.common, locale.htmlLang),
        loginPath: `${model.console.host}${model.console.login}`,
        seller: {
          name: model.site.seller.name[locale.id], address: model.site.seller.address[locale.id],
          registrationNumber: model.site.seller.registrationNumber, billingEmail: model.site.seller.billingEmail,
        },
      },
    } : {}),
  };
}

/**
 * What a route names in the model. The config check refuses a route whose layout, page or page
 * texts do not exist, so a miss here is a bug: it fails with the route, not later as "cannot read
 * sections of undefined".
 */
function routeNamed<T>(route: RouteEntry, what: string, found: T | undefined): T {
  if (found === undefined) throw new Error(`route ${route.path} names ${what}, which the site model does not have`);
  return found;
}

/** The heads of a page that stands for several, one per value of its query (query-head.ts). */
function queryHeadsOf(page: PageConfig, canonical: string, text: (key: string) => string): { queryHeads?: QueryHeads } {
  const anchor = page.queryAnchor;
  if (!anchor?.heads) return {};
  const heads = Object.fromEntries(Object.entries(anchor.heads).map(([value, keys]) => [value, {
    title: text(keys.title),
    description: text(keys.description),
    heading: text(keys.heading),
    canonical: canonicalWithQuery(canonical, anchor.param, value),
  }]));
  return { queryHeads: { param: anchor.param, prefix: anchor.prefix, heads, ...(anchor.unknownNote ? { unknownNote: text(anchor.unknownNote) } : {}) } };
}

function signedInFormsOf(model: SiteModel, page: PageConfig): Pick<PageData, 'signedInForms'> {
  const pairs = page.sections.flatMap((s): Array<[string, string]> => {
    if (s.type !== 'form') return [];
    const signedIn = model.forms[s.form]?.signedIn;
    return signedIn ? [[s.form, signedIn]] : [];
  });
  return pairs.length ? { signedInForms: Object.fromEntries(pairs) } : {};
}

/** Leaves a field out of the page data, rather than sending it as undefined. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function contactDetails(model: SiteModel, shown: boolean | undefined): Pick<PageData, 'contact'> {
  const widget = model.site.contactWidget;
  if (!shown || !widget) return {};
  const chatHref = wechatContactUri(widget.wechatId);
  return { contact: { qr: qrCode(chatHref), qq: widget.qq, phone: widget.phone, chatHref } };
}

/**
 * The footer's e-mail and address are those of one office on the contact page (its config and
 * its texts in this locale), so the facts are written once.
 */
function footerContactOf(model: SiteModel, footer: FooterMenu | undefined, locale: LocaleInfo['id']): Pick<PageData, 'footerContact'> {
  if (!footer?.contact) return {};
  const office = footer.contact.office;
  const offices = model.pages.contact?.sections.find((s) => s.type === 'offices');
  const item = offices?.type === 'offices' ? offices.items.find((i) => i.id === office) : undefined;
  if (!offices || offices.type !== 'offices' || !item) throw new Error(`footer ${footer.locale} names office "${office}", which the contact page's offices section does not list`);
  const address = lookupMessage(model.messages[locale].pages.contact ?? {}, `${offices.text}.items.${office}.address`);
  return { footerContact: { ...(item.email ? { email: item.email } : {}), ...(address ? { address } : {}) } };
}

function toolListsOf(model: SiteModel, page: PageConfig, locale: LocaleInfo['id']): Pick<PageData, 'toolLists'> {
  const ids = page.sections.flatMap((s) => (s.type === 'utility-tools' ? [s.list] : []));
  if (ids.length === 0) return {};
  const lists = model.toolLists.filter((l) => ids.includes(l.id));
  return { toolLists: Object.fromEntries(lists.map((l) => [l.id, l.rows.map((r) => ({ name: r.name[locale] ?? r.name.en, url: r.url }))])) };
}
