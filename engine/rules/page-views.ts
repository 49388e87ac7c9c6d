import type { AnalyticsSettings, ApiHosts } from '../config/site-model.js';

/**
 * Spec 7: a web-analytics call records a page view on every route, with the page's own URL and
 * title (the in-app address, not the document first loaded). These rules are shared by the page
 * that sends the view and the reference API that stores it.
 */

/** The reference API's call (on the REST host of site.yaml api.rest). */
export const pageViewPath = '/api/public/pageView';

/** Longest values sent and accepted; the page cuts longer ones rather than have the view refused. */
export const pageViewLimits = { url: 2000, title: 300, locale: 16, referrer: 2000 } as const;

export interface PageView {
  /** Absolute address of the route, without its #fragment. */
  url: string;
  title: string;
  /** <html lang> of the page. */
  locale: string;
  /** The page the visitor came from: the previous route, or the document's referrer for the first. */
  referrer: string;
}

/** Where page views go, or undefined when the site sends none. */
export function pageViewEndpoint(analytics: AnalyticsSettings, hosts: ApiHosts): string | undefined {
  if (analytics.provider === 'none') return undefined;
  if (analytics.provider === 'endpoint') return analytics.url;
  return `${hosts.rest}${pageViewPath}`;
}

/** Origins the pages' Content-Security-Policy must allow in connect-src for the analytics call. */
export function analyticsOrigins(analytics: AnalyticsSettings): string[] {
  return analytics.provider === 'endpoint' ? [new URL(analytics.url).origin] : [];
}

/**
 * One view per route: the path and query make the key, so a change of #fragment (an anchor on the
 * same page) is not a new view.
 */
export function pageViewKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/** The view as sent: trimmed, and cut to the lengths the API accepts. */
export function pageViewFields(view: PageView): Record<keyof PageView, string> {
  const cut = (value: string, max: number) => value.trim().slice(0, max);
  return {
    url: cut(view.url, pageViewLimits.url),
    title: cut(view.title, pageViewLimits.title),
    locale: cut(view.locale, pageViewLimits.locale),
    referrer: cut(view.referrer, pageViewLimits.referrer),
  };
}
