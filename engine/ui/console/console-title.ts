import { lookupMessage } from '../../config/message-lookup';
import { declaredLocaleEntry } from '../../config/locale-id';
import type { ConsolePageData } from './console-page-data';

/** The key of a console page's title in console.yaml: the module's, or the sign-in page's. */
export function consoleTitleKey(data: Pick<ConsolePageData, 'kind' | 'module'>): string {
  if (data.kind === 'login') return 'login.title';
  if (data.kind === 'register') return 'register.title';
  if (data.kind === 'password-reset') return 'passwordReset.title';
  return data.module!.title;
}

/** The document title in one language: the page's title, then the brand. */
export function consoleDocumentTitle(data: Pick<ConsolePageData, 'kind' | 'module' | 'messages'>, locale: string): string {
  const texts = declaredLocaleEntry(data.messages, locale);
  return [lookupMessage(texts.console, consoleTitleKey(data)), lookupMessage(texts.common, 'brand.name')].filter(Boolean).join(' | ');
}
