import { uiMessageKeys } from '../../config/ui-message-keys';
import type { ShellSettings } from '../content/shell-settings';

/**
 * The loading bar's accessible name on a page in `htmlLang`: that language's, or the default
 * language's for a lang the site does not declare. buildShellSettings gives every declared
 * language one, the default included; were it missing all the same, the bar is named by the
 * text's key, as a missing text is.
 */
export function progressLabel(shell: Pick<ShellSettings, 'progressLabels' | 'defaultHtmlLang'>, htmlLang: string): string {
  return shell.progressLabels[htmlLang] ?? shell.progressLabels[shell.defaultHtmlLang] ?? uiMessageKeys.loading;
}
