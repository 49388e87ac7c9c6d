import { useContext } from 'react';
import shell from 'virtual:site/shell-settings';
import { NotificationHost } from '../notifications/notification-host';
import { FormDialogHost } from '../forms/form-dialog-host';
import { ProgressBar } from '../shell/progress-bar';
import { progressLabel } from '../shell/progress-label';
import { IslandPageContext } from './island-context';

export interface PageOverlaysProps {
  locale: string;
  countdownSeconds: number;
  /**
   * false on the console's sign-in pages: their language is the `lang` cookie's, which only their
   * own island knows, so that island shows the notifications (titles in the member's language).
   */
  notifications?: boolean;
}

/**
 * What shows over a page rather than in it: notifications, the dialog a `dialog:` button opens
 * and, on a public page, the progress bar of its API calls (the single-page app's root draws its
 * own, which also follows the router). An island of every public page, hydrated at once, so its
 * live region is in place before anything is announced.
 */
export default function PageOverlays({ locale, countdownSeconds, notifications = true }: PageOverlaysProps) {
  const islandPage = useContext(IslandPageContext);
  return (
    <>
      {islandPage && (
        <ProgressBar timing={shell.progress} label={progressLabel(shell, islandPage.htmlLang)} />
      )}
      <FormDialogHost locale={locale} countdownSeconds={countdownSeconds} loadingLabel={progressLabel(shell, islandPage?.htmlLang ?? shell.defaultHtmlLang)} />
      {notifications && <NotificationHost />}
    </>
  );
}
