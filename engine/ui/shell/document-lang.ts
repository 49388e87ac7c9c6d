/**
 * <html lang> of whatever the router shows: the page's own locale when it has page data (a config
 * page, or a 404 that carries its locale's texts), otherwise the locale of the path's prefix (the
 * app shell while a page with parameters loads, an error page), otherwise the default. The server
 * sends the app shell with the same lang (engine/build/locale-copies.ts), so hydration agrees.
 */
export function documentLang(
  page: { locale?: { htmlLang?: string }; htmlLang?: string } | undefined,
  pathname: string,
  shell: { htmlLangByPrefix: Record<string, string>; defaultHtmlLang: string },
): string {
  const prefix = pathname.split('/')[1] ?? '';
  const ofPrefix = Object.hasOwn(shell.htmlLangByPrefix, prefix) ? shell.htmlLangByPrefix[prefix] : undefined;
  return page?.locale?.htmlLang || page?.htmlLang || (ofPrefix ?? shell.defaultHtmlLang);
}
