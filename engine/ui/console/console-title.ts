import { lookupMessage } from '../../config/message-lookup';
import { declaredLocaleEntry } from '../../config/locale-id';
import type { ConsolePageData, SignInKind } from './console-page-data';

/** Where a sign-in page's words are in console.yaml: login.*, register.*, passwordReset.*. */
export function signInTextGroup(kind: SignInKind): string {
  return kind === 'password-reset' ? 'passwordReset' : kind;
}

/**
 * The link under a sign-in card to the other way in (login <-> register; a reset back to login):
 * its question and label as console.yaml keys, and the page it leads to.
 */
export function otherWayIn(kind: SignInKind, paths: Pick<ConsolePageData['console'], 'login' | 'register'>): { question: string; label: string; path: string } {
  return {
    login: { question: 'login.noAccount', label: 'login.joinFree', path: paths.register },
    register: { question: 'register.haveAccount', label: 'register.login', path: paths.login },
    'password-reset': { question: 'passwordReset.remembered', label: 'passwordReset.login', path: paths.login },
  }[kind];
}

/** The key of a console page's title in console.yaml: the module's, or the sign-in page's. */
export function consoleTitleKey(data: Pick<ConsolePageData, 'kind' | 'module'>): string {
  if (data.kind === 'module') return data.module!.title;
  return `${signInTextGroup(data.kind)}.title`;
}

/** The document title in one language: the page's title, then the brand. */
export function consoleDocumentTitle(data: Pick<ConsolePageData, 'kind' | 'module' | 'messages'>, locale: string): string {
  const texts = declaredLocaleEntry(data.messages, locale);
  return [lookupMessage(texts.console, consoleTitleKey(data)), lookupMessage(texts.common, 'brand.name')].filter(Boolean).join(' | ');
}
