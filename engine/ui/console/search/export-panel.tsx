import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/api-client';
import { exportCut, exportProgress } from '../../../rules/shipment-search-screen';
import { pageSessionConfig } from '../../session/page-session-config';
import { CallFailure } from './call-failure';
import { downloadExport, saveFile, type ExportFilter } from './export-download';
import type { SearchFormat } from './search-format';
import type { WorkspaceProps } from './workspace-props';

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; rows: number }
  | { status: 'done'; rows: number; limit: number; fileName: string }
  | { status: 'failed'; error: ApiError };

/**
 * Export the search's rows as CSV, at most the member's export row limit (said before the member
 * starts, and again when the file holds fewer rows than the search found). While it runs, a
 * progress bar counts the rows that have arrived.
 */
export function ExportPanel({ filter, total, limit, format, props }: { filter: ExportFilter; total: number; limit: number; format: SearchFormat; props: WorkspaceProps }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const expected = Math.min(total, limit);
  const cutText = (rows: number, rowLimit: number) => {
    const cut = exportCut(total, rows, rowLimit, props.search.exportCaps);
    if (!cut) return '';
    const values = { limit: format.number(rowLimit), total: format.number(total), full: format.number(cut.fullCap) };
    return ` ${t(cut.reason === 'free-limit' ? 'search.export.cappedFree' : 'search.export.capped', values)}`;
  };
  const start = async () => {
    setState({ status: 'running', rows: 0 });
    const { apiHosts, timeoutMs } = pageSessionConfig();
    const outcome = await downloadExport(apiHosts, filter, timeoutMs, (rows) => setState({ status: 'running', rows }));
    if (!outcome.ok) return setState({ status: 'failed', error: outcome.error });
    saveFile(outcome.csv, outcome.fileName);
    setState({ status: 'done', rows: outcome.rows, limit: outcome.limit, fileName: outcome.fileName });
  };
  return (
    <div className="search-export">
      <button type="button" className="button" onClick={() => void start()} aria-disabled={state.status === 'running' || undefined} disabled={state.status === 'running'}>
        {t('search.export.button')}
      </button>
      <p className="search-export__limit">{t('search.export.limit', { count: limit, limit: format.number(limit) })}</p>
      <div aria-live="polite" className="search-export__status">
        {state.status === 'running' && (
          <>
            <progress max={1} value={exportProgress(state.rows, total, limit)} aria-label={t('search.export.progressLabel')} />
            <span>{t('search.export.running', { rows: format.number(state.rows), expected: format.number(expected) })}</span>
          </>
        )}
        {state.status === 'done' && (
          <p data-testid="export-done">
            {t('search.export.done', { count: state.rows, rows: format.number(state.rows), file: state.fileName })}
            {cutText(state.rows, state.limit)}
          </p>
        )}
      </div>
      {state.status === 'failed' && <CallFailure error={state.error} props={props} onRetry={() => void start()} />}
    </div>
  );
}
