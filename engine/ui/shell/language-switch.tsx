import { useTranslation } from 'react-i18next';
import type { PageData } from '../content/page-data';
import { uiMessageKeys } from '../../config/ui-message-keys';

/** 中文 / English / Русский: targets are computed at build time by the language-switch rules. */
export function LanguageSwitch({ languages }: { languages: PageData['languages'] }) {
  const { t } = useTranslation();
  return (
    <nav className="language-switch" aria-label={t(uiMessageKeys.languageSwitch)}>
      <ul>
        {languages.map((language) => (
          <li key={language.id}>
            {language.current ? (
              <span aria-current="true" lang={language.id}>{language.label}</span>
            ) : (
              <a href={language.href} lang={language.id} hrefLang={language.id} data-locale={language.id}>
                {language.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
