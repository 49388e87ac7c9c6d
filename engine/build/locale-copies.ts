import type { LocaleId } from '../config/site-model.js';

/**
 * Pages built without knowing their locale (the console pages, whose language is the cookie's)
 * come out with the default locale's <html lang> and <title>. The build writes one copy per locale
 * beside each such file, differing in lang and title, and the server sends the copy of the locale
 * the request is in: a visitor, screen reader or crawler is told the right language (and a tab
 * shows the page's name in it) before any script runs.
 */

/** login/index.html -> login/index.en.html. */
export function localeCopyName(file: string, locale: LocaleId): string {
  return file.replace(/\.html$/, `.${locale}.html`);
}

/** The same document with the given <html lang>. */
export function withHtmlLang(html: string, htmlLang: string): string {
  const tag = /<html(\s[^>]*)?>/i.exec(html);
  if (!tag) throw new Error('no <html> tag to give a lang to');
  const attributes = (tag[1] ?? '').replace(/\s+lang="[^"]*"/i, '');
  const replaced = `<html lang="${htmlLang}"${attributes}>`;
  return html.slice(0, tag.index) + replaced + html.slice(tag.index + tag[0].length);
}

/** The same document with the given <title> (escaped); a document without one gets none added. */
export function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escaped}</title>`);
}
