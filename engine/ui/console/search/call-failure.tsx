import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/api-client';
import { errorMessage } from '../../../api/error-texts';
import { searchCodes } from '../../../config/search-codes';
import type { WorkspaceProps } from './workspace-props';

/**
 * A refused or failed call, in the member's language (config/errors.yaml). A dataset the member
 * does not own leads to the package page; a call that got no answer can be tried again. A 401
 * says nothing: the session ends and the page leaves for the login.
 */
export function CallFailure({ error, props, onRetry }: { error: ApiError; props: WorkspaceProps; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (error.silent) return null;
  const packagePath = props.search.packagePaths[props.locale];
  return (
    <div className="search-refusal" role="alert">
      <p>{errorMessage(error, props.errorTexts)}</p>
      {error.code === searchCodes.datasetNotOwned && packagePath && <p><a href={packagePath}>{t('search.refusal.packages')}</a></p>}
      {error.kind !== 'answer' && onRetry && <button type="button" className="button" onClick={onRetry}>{t('search.refusal.retry')}</button>}
    </div>
  );
}
