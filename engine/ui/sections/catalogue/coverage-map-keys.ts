import { rovingTarget } from '../../../rules/roving-focus';

const countrySelector = 'a.coverage-map__country';

/**
 * The keys of the coverage map (coverage-map-section.tsx), started by the page's document
 * behaviours: Tab stops on the map once (the prerendered HTML gives one country tabindex 0 and
 * the others -1), and from there the arrows, Home, End and a country's first letter move among
 * its countries (rules/roving-focus.ts). The country moved to becomes the map's tab stop, so Tab
 * out and back returns to it. One listener on the document, whatever the number of maps.
 */
export function startCoverageMapKeys(): void {
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const from = event.target instanceof Element ? event.target.closest<SVGAElement>(countrySelector) : null;
    const map = from?.ownerSVGElement;
    if (!from || !map) return;
    const countries = [...map.querySelectorAll<SVGAElement>(countrySelector)];
    // A country's link is named by its <title>: "Vietnam: import records, ...".
    const names = countries.map((country) => country.querySelector('title')?.textContent ?? '');
    const to = countries[rovingTarget(event.key, countries.indexOf(from), names) ?? -1];
    if (!to) return;
    event.preventDefault();
    for (const country of countries) country.setAttribute('tabindex', country === to ? '0' : '-1');
    to.focus();
  });
}
