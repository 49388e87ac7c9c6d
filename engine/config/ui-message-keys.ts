import { membershipLabelKeys } from '../rules/membership.js';

/**
 * Translation keys (in each locale's common.yaml) that the engine's own UI uses. The config check
 * requires every one of them in every locale, so a missing text fails the check rather than
 * showing a raw key to a visitor.
 */
export const uiMessageKeys = {
  brand: 'brand.name',
  brandTagline: 'brand.tagline',
  skipToContent: 'header.skipToContent',
  openMenu: 'header.openMenu',
  closeMenu: 'header.closeMenu',
  mainNav: 'header.mainNav',
  languageSwitch: 'header.language',
  backToTop: 'footer.backToTop',
  chatWidget: 'chat.label',
  chatWidgetBody: 'chat.body',
  closeWidget: 'chat.close',
  qrCaption: 'chat.qrCaption',
  qq: 'chat.qq',
  phone: 'chat.phone',
  contactPage: 'chat.contactPage',
  notFoundTitle: 'errors.notFound.title',
  notFoundBody: 'errors.notFound.body',
  errorTitle: 'errors.generic.title',
  errorStatus: 'errors.generic.status',
  backHome: 'errors.backHome',
  newTab: 'header.opensInNewTab',
  learnMore: 'actions.learnMore',
  available: 'marks.available',
  notAvailable: 'marks.notAvailable',
  loading: 'progress.loading',
  // Titles of the pop-up notifications (engine/ui/notifications: notify.<kind>) and their close button.
  notifyNotice: 'notify.notice',
  notifyWarning: 'notify.warning',
  notifyError: 'notify.error',
  notifyClose: 'notify.close',
} as const;

/** common.yaml keys of the price cards and the package comparison (plural ones without their form). */
export const pricingMessageKeys = ['pricing.choose'];
export const pricingPluralKeys = ['pricing.countries', 'pricing.perTerm'];

/**
 * Keys of locales/<locale>/console.yaml that the console's screens show themselves (engine/ui:
 * app-header/, console/), besides the keys config/console.yaml and config/nav/app-header.yaml name.
 */
export const consoleMessageKeys = [
  ...['consoleEntry', 'language', 'account', 'mainAccount', 'subAccount', 'signOut', 'signOutConfirm', 'confirm', 'cancel',
    'systems', 'systemsTitle', 'systemsEmpty', 'learnMore', 'openMenu', 'closeMenu', 'mainNav', 'newWindow', 'loading',
    'skipToContent', 'moduleArea', 'moduleWorkspaceNote', 'notInPlan', 'backToDashboard', 'signedInAs', 'close'].map((k) => `shell.${k}`),
  ...['title', 'lead', 'noAccount', 'joinFree', 'backToSite'].map((k) => `login.${k}`),
  ...['title', 'lead', 'haveAccount', 'login'].map((k) => `register.${k}`),
  'membership.until',
  ...membershipLabelKeys,
];

export type UiMessageKey = (typeof uiMessageKeys)[keyof typeof uiMessageKeys];

/**
 * Keys of locales/<locale>/catalogue.yaml that the catalogue sections show besides the dataset
 * names. Plural keys are listed without their suffix; the check asks for `<key>_other`.
 */
export const catalogueMessageKeys = [
  ...['NORTH_AMERICA', 'SOUTH_AMERICA', 'EUROPE', 'ASIA', 'AFRICA', 'OCEANIA', 'OTHERS'].map((c) => `continents.LITERAL_${c}`),
  ...['GLOBAL', 'SILK_ROAD', 'EURASIA'].map((r) => `regions.${r}`),
  'directions.SHIPMENTS_IMPORT', 'directions.SHIPMENTS_EXPORT', 'directions.both',
  ...['CD', 'BL', 'ED', 'ship', 'transit'].map((s) => `sources.${s}`),
  ...['importer', 'exporter', 'hscode', 'description'].map((f) => `fields.${f}`),
  ...['countriesAndRegions', 'importCountries', 'exportCountries', 'shipCountries', 'records', 'latestMonth'].map((f) => `figures.${f}`),
  ...['country', 'countryOrRegion', 'import', 'export', 'billOfLading', 'ship', 'dataset', 'direction',
    'source', 'searchableBy', 'fromPackage', 'soldSeparately', 'none', 'listSeparator', 'jumpToContinent', 'jumpToCountry'].map((l) => `labels.${l}`),
];
export const cataloguePluralKeys = ['labels.countries', 'labels.datasets'];
