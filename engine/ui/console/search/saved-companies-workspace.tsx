import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCollection, removeCompany, saveCompany, type SavedCompany } from '../../../api/search-calls';
import type { ApiError } from '../../../api/api-client';
import { lastPageOf, searchScreenQuery } from '../../../rules/shipment-search-screen';
import { useSession } from '../../session/session-context';
import { CallFailure } from './call-failure';
import { Pager } from './pager';
import { searchFormat } from './search-format';
import { useCall } from './use-call';
import type { WorkspaceProps } from './workspace-props';
import { ScrollRegion } from './scroll-region';
import { RowAction } from './row-action';
import './search.css';

/**
 * My collection: the companies the member saved from the search, newest first, each opening its
 * company page in the search. Removing one can be undone at once, so a slip loses nothing.
 */
export function SavedCompaniesWorkspace(props: WorkspaceProps) {
  const { search, htmlLang, locale, consoleHost } = props;
  const { t } = useTranslation();
  const { api } = useSession();
  const format = searchFormat(htmlLang, search, locale);
  const [page, setPage] = useState({ current: 1, size: search.pageSize });
  const [version, setVersion] = useState(0);
  const [list, retry] = useCall(`${page.current}:${page.size}:${version}`, () => fetchCollection(api, page.current, page.size));
  const [removed, setRemoved] = useState<SavedCompany>();
  const [failure, setFailure] = useState<ApiError>();
  const shown = list.status === 'done' ? list.value : list.status === 'loading' ? list.previous : undefined;
  // The last company of a later page removed: show the page before it rather than an empty one.
  useEffect(() => {
    if (list.status === 'done' && list.value.rows.length === 0 && list.value.current > 1) setPage((p) => ({ ...p, current: p.current - 1 }));
  }, [list]);
  // The search page's own address for a company (shipment-search-screen.ts), so both pages agree on it.
  const searchHref = (id?: string) => `${consoleHost}${search.searchPath ?? ''}${searchScreenQuery({ keyword: '', page: 1, pageSize: search.pageSize, ...(id ? { company: id } : {}) }, search)}`;

  const change = async (company: SavedCompany, action: 'remove' | 'undo') => {
    setFailure(undefined);
    const result = action === 'remove' ? await removeCompany(api, company.id) : await saveCompany(api, company.id);
    if (result.s === 0) return setFailure(result.errors[0]);
    setRemoved(action === 'remove' ? company : undefined);
    setVersion((v) => v + 1);
  };

  return (
    <div className="search-workspace search-collection">
      <div className="search-collection__undo" role="status">
        {removed && (
          <>
            {t('search.collection.removed', { name: removed.name ?? removed.id })}{' '}
            <button type="button" className="button" onClick={() => void change(removed, 'undo')}>{t('search.collection.undo')}</button>
          </>
        )}
      </div>
      {failure && <CallFailure error={failure} props={props} />}
      {list.status === 'failed' && <CallFailure error={list.error} props={props} onRetry={retry} />}
      {list.status === 'loading' && !shown && <p className="search-note" aria-busy="true">{t('search.loading')}</p>}
      {shown && (shown.rows.length === 0 ? (
        <p className="search-note">{t('search.collection.empty')} {search.searchPath && <a href={searchHref()}>{t('search.collection.toSearch')}</a>}</p>
      ) : (
        <>
          <p className="search-summary">{t('search.collection.count', { count: shown.total, total: format.number(shown.total) })}</p>
          <ScrollRegion label={t('search.collection.tableLabel')}>
            <table>
              <caption className="visually-hidden">{t('search.collection.tableLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('search.partners.name')}</th>
                  <th scope="col">{t('search.company.fields.country')}</th>
                  <th scope="col">{t('search.collection.savedAt')}</th>
                  <th scope="col"><span className="visually-hidden">{t('search.collection.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {shown.rows.map((company) => (
                  <tr key={company.id}>
                    <td><a href={searchHref(company.id)} className="search-company-link">{company.name ?? company.id}</a></td>
                    <td>{format.country(company.country)}</td>
                    <td className="search-table__date">{format.day(company.savedAt)}</td>
                    <td>
                      <RowAction label={t('search.collection.removeOf', { name: company.name ?? company.id })} text={t('search.collection.remove')} onClick={() => void change(company, 'remove')} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager
            label={t('search.pager.label')} current={page.current} last={lastPageOf(shown.total, page.size)} pageSize={page.size} pageSizes={search.pageSizeOptions}
            onPage={(current) => setPage((p) => ({ ...p, current }))} onPageSize={(size) => setPage({ current: 1, size })}
          />
        </>
      ))}
    </div>
  );
}
