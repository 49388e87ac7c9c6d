import { isCountryCode } from './iso-countries.js';
import type { PageConfig } from './site-model.js';

type Report = (at: Array<string | number>, message: string) => void;

/**
 * What the schema cannot see in the proof sections and the query index (decision 033): a
 * timeline reads oldest first, a testimonial's country is a real ISO code, and a query index
 * lists values its page has heads for (each a page of its own, query-head.ts).
 */
export function checkProofSections(page: PageConfig, report: Report): void {
  page.sections.forEach((section, i) => {
    if (section.type === 'timeline') {
      section.items.forEach((item, j) => {
        const before = section.items[j - 1];
        if (before && item.date < before.date) report(['sections', i, 'items', j, 'date'], `is earlier than the entry before it ("${before.id}", ${before.date}): a timeline lists its entries oldest first`);
      });
    }
    if (section.type === 'testimonials') {
      section.items.forEach((item, j) => {
        if (!isCountryCode(item.country)) report(['sections', i, 'items', j, 'country'], `"${item.country}" is not an ISO 3166 country code`);
      });
    }
    if (section.type === 'query-index') {
      const heads = page.queryAnchor?.heads;
      if (!heads) {
        report(['sections', i], 'needs the page to have queryAnchor heads: it lists their values');
        return;
      }
      section.items.forEach((item, j) => {
        if (!Object.hasOwn(heads, item.value)) report(['sections', i, 'items', j, 'value'], `"${item.value}" is not a value of this page's queryAnchor heads (${Object.keys(heads).join(', ')})`);
      });
    }
  });
}
