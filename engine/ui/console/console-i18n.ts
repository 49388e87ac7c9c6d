import { createInstance, type i18n } from 'i18next';
import type { Messages } from '../../config/site-model';

/**
 * The texts of the application header and the console pages: console.yaml as the default
 * namespace, common.yaml behind it (brand, API error messages). Kept apart from a public page's
 * own instance, whose nav.* keys are the public menu's.
 */
export function createConsoleI18n(htmlLang: string, messages: { console: Messages; common: Messages }): i18n {
  const instance = createInstance();
  void instance.init({
    lng: htmlLang,
    fallbackLng: false,
    resources: { [htmlLang]: { console: messages.console, common: messages.common } },
    ns: ['console', 'common'],
    defaultNS: 'console',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
