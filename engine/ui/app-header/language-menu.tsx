import { useTranslation } from 'react-i18next';
import { usePopup } from './use-popup';
import { ChevronIcon, GlobeIcon } from './header-icons';

export interface HeaderLanguage {
  id: string;
  /** The language's own name (中文, English, Русский), shown untranslated. */
  label: string;
  current: boolean;
}

/** The language dropdown of the application header (spec 2.8, 4). */
export function LanguageMenu({ languages, currentPath, onLanguage }: { languages: HeaderLanguage[]; currentPath: string; onLanguage(id: string): void }) {
  const { t } = useTranslation();
  const popup = usePopup(currentPath);
  const current = languages.find((l) => l.current);
  return (
    <div className="app-popup" ref={popup.containerRef}>
      <button {...popup.buttonProps} className="app-tool app-tool--language">
        <GlobeIcon />
        <span className="visually-hidden">{t('shell.language')}: </span>
        {current && <span className="app-tool__text" lang={current.id}>{current.label}</span>}
        <ChevronIcon />
      </button>
      <div {...popup.panelProps} className="app-popup__panel app-popup__panel--language">
        <ul className="app-popup__list">
          {languages.map((language) => (
            <li key={language.id}>
              <button
                type="button"
                className="app-popup__option"
                lang={language.id}
                aria-current={language.current ? 'true' : undefined}
                onClick={() => {
                  popup.closeToButton();
                  if (!language.current) onLanguage(language.id);
                }}
              >
                {language.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
