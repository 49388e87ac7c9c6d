import type { SearchWorkspaceData } from '../search-workspace-data';

/** Numbers, money and names as the member's language writes them. */
export function searchFormat(htmlLang: string, search: SearchWorkspaceData, locale: string) {
  const number = new Intl.NumberFormat(htmlLang);
  const usd = new Intl.NumberFormat(htmlLang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const countries = search.countryNames[locale] ?? {};
  const datasets = search.datasetNames[locale] ?? {};
  return {
    number: (value: number | null | undefined) => (value === null || value === undefined ? '' : number.format(value)),
    usd: (value: number | null | undefined) => (value === null || value === undefined ? '' : usd.format(value)),
    country: (code: string | null | undefined) => (code ? (countries[code] ?? code) : ''),
    dataset: (code: string) => datasets[code] ?? code,
    /** An ISO instant as its day, yyyy-MM-dd (spec 9's date format). */
    day: (instant: string) => instant.slice(0, 10),
  };
}

export type SearchFormat = ReturnType<typeof searchFormat>;
