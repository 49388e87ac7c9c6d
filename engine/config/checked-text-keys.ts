import { membershipLabelKeys } from './membership-levels.js';

/*
 * Text keys the config check requires, beyond those of ui-message-keys.ts. Kept apart from that
 * module because every page imports it: these lists are built at load time, so a bundler keeps
 * them (and the membership rules) in the page's JavaScript even where nothing reads them.
 */

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
  ...['title', 'lead', 'noAccount', 'joinFree', 'backToSite', 'forgotPassword'].map((k) => `login.${k}`),
  ...['title', 'lead', 'haveAccount', 'login'].map((k) => `register.${k}`),
  ...['title', 'lead', 'remembered', 'login'].map((k) => `passwordReset.${k}`),
  'membership.until',
  ...membershipLabelKeys,
];

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
  // The coverage map (engine/ui/sections/catalogue/coverage-map-section.tsx).
  ...['title', 'description', 'show', 'all', 'legend', 'level1', 'level2', 'level3', 'level4', 'countries', 'billOfLadingCountries',
    'dots', 'mirror', 'unmapped', 'regions', 'allCountries', 'skip', 'keys'].map((m) => `map.${m}`),
];
export const cataloguePluralKeys = ['labels.countries', 'labels.datasets'];
