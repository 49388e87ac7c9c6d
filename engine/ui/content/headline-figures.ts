/**
 * The four counts every catalogue-figures section shows. A module of its own: the figures section
 * runs in the browser, and the rest of the catalogue's page data (the map's geometry) must not.
 */
export const headlineFigures = ['countriesAndRegions', 'importCountries', 'exportCountries', 'shipCountries'] as const;
export type HeadlineFigure = (typeof headlineFigures)[number];
