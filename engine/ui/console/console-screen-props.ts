import type { LocaleId } from '../../config/site-model';
import type { HeaderLanguage } from '../app-header/language-menu';
import type { ConsolePageData } from './console-page-data';

/** What a console screen (module page, sign-in page) gets from the console view. */
export interface ConsoleScreenProps {
  data: ConsolePageData;
  locale: LocaleId;
  languages: HeaderLanguage[];
  onLanguage(id: string): void;
}
