import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleWorkspace } from '../../config/console-model';
import type { WorkspaceProps } from './search/workspace-props';
import { untilReloaded } from '../errors/chunk-reload';

// Each workspace is its own chunk: the other console pages, and the public site, never load it.
const workspaces: Record<ConsoleWorkspace, ReturnType<typeof lazy<(props: WorkspaceProps) => React.JSX.Element>>> = {
  'shipment-search': lazy(() => untilReloaded(import('./search/shipment-search-workspace')).then((m) => ({ default: m.ShipmentSearchWorkspace }))),
  'saved-companies': lazy(() => untilReloaded(import('./search/saved-companies-workspace')).then((m) => ({ default: m.SavedCompaniesWorkspace }))),
};

/** The working module of a console page (config/console.yaml `workspace:`). */
export function WorkspaceSlot({ workspace, ...props }: WorkspaceProps & { workspace: ConsoleWorkspace }) {
  const { t } = useTranslation();
  const Workspace = workspaces[workspace];
  return (
    <Suspense fallback={<p className="search-status" aria-busy="true">{t('search.loading')}</p>}>
      <Workspace {...props} />
    </Suspense>
  );
}
