import type { SiteModel } from '../../config/site-model.js';
import { uiMessageKeys } from '../../config/ui-message-keys.js';
import { lookupMessage } from '../../config/message-lookup.js';
import { pageViewEndpoint } from '../../rules/page-views.js';
import type { ProgressTiming } from '../../rules/progress-visibility.js';
import { imageRootMargin } from '../../rules/image-lazy-load.js';
import { declaredLocale } from '../../config/locale-id.js';

/**
 * What the document around every route needs (root.tsx): the loading bar, the chunk-reload guard,
 * the page-view call and the loading rules of links and images. It is its own small module (virtual:site/shell-settings) rather than part
 * of each page's data because the root also renders where no page data exists: the error page
 * after a failed code chunk, the 404 page, routes that are not config pages.
 */
export interface ShellSettings {
  progress: ProgressTiming;
  chunkReloadGuardMs: number;
  /** Where page views go; absent when site.yaml says `analytics: { provider: none }`. */
  pageViewEndpoint?: string;
  /** The loading bar's accessible name by <html lang>, and the lang to use for any other. */
  progressLabels: Record<string, string>;
  defaultHtmlLang: string;
  /** <html lang> by path prefix, for what has no page data of its own (engine/ui/shell/document-lang.ts). */
  htmlLangByPrefix: Record<string, string>;
  /** Spec 9's loading rules: idle link prefetch, and lazy images (the margin already derived from the ratio). */
  loading: LoadingSettings;
}

export interface LoadingSettings {
  prefetchIdleMs: number;
  prefetchIdleLinksMax: number;
  imageRootMargin: string;
  imageLoadAttempts: number;
}

export function buildShellSettings(model: Pick<SiteModel, 'site' | 'messages'>): ShellSettings {
  const { site } = model;
  const endpoint = pageViewEndpoint(site.analytics, site.api);
  return {
    progress: { throttleMs: site.constants.progressThrottleMs, durationMs: site.constants.progressDurationMs },
    chunkReloadGuardMs: site.constants.chunkReloadGuardMs,
    ...(endpoint ? { pageViewEndpoint: endpoint } : {}),
    progressLabels: Object.fromEntries(
      site.locales.map((l) => [l.htmlLang, lookupMessage(model.messages[l.id].common, uiMessageKeys.loading) ?? uiMessageKeys.loading]),
    ),
    defaultHtmlLang: declaredLocale(site.locales, site.defaultLocale).htmlLang,
    htmlLangByPrefix: Object.fromEntries(site.locales.map((l) => [l.prefix, l.htmlLang])),
    loading: {
      prefetchIdleMs: site.constants.prefetchIdleMs,
      prefetchIdleLinksMax: site.constants.prefetchIdleLinksMax,
      imageRootMargin: imageRootMargin(site.constants.imagePreloadRatio),
      imageLoadAttempts: site.constants.imageLoadAttempts,
    },
  };
}
