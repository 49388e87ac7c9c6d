import type { ErrorTexts } from '../../../api/error-texts';
import type { LocaleId } from '../../../config/site-model';
import type { SearchWorkspaceData } from '../search-workspace-data';

/** What a console workspace gets from its page: the build's data, the member's language and the error texts. */
export interface WorkspaceProps {
  search: SearchWorkspaceData;
  locale: LocaleId;
  /** BCP 47 tag of the locale, for numbers and dates. */
  htmlLang: string;
  errorTexts: ErrorTexts;
  /** The console host of site.yaml ('' for this server): the workspaces' links are on it. */
  consoleHost: string;
}
