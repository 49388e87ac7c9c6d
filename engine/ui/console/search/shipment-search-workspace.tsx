import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { searchShipments, type CompanyRef, type ShipmentRow } from '../../../api/search-calls';
import type { ShipmentSearchRequest } from '../../../rules/shipment-search';
import { chosenDataset, chosenField, datasetChoices, exportLimitOf, lastPageOf, readSearchScreen, searchRequestOf, searchScreenQuery, type SearchScreen } from '../../../rules/shipment-search-screen';
import { useSession } from '../../session/session-context';
import { CallFailure } from './call-failure';
import { CompanyView } from './company-view';
import { ExportPanel } from './export-panel';
import { Pager } from './pager';
import { RecordDialog } from './record-dialog';
import { searchFormat } from './search-format';
import { SearchForm } from './search-form';
import { ShipmentTable } from './shipment-table';
import { useCall } from './use-call';
import type { WorkspaceProps } from './workspace-props';
import './search.css';

/**
 * Shipment search (issue 21): the form, a page of records, a record's details, a company's page
 * and the CSV export. The address holds the search (?ds=&by=&q=&from=&to=&page=&size=&company=),
 * so Back returns to the previous results and a search can be bookmarked or shared with a colleague
 * (who sees it only with the same datasets).
 */
export function ShipmentSearchWorkspace(props: WorkspaceProps) {
  const { search, htmlLang, locale } = props;
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const defaults = { pageSize: search.pageSize, pageSizeOptions: search.pageSizeOptions };
  const screen = useMemo(() => readSearchScreen(params, defaults), [params.toString()]); // eslint-disable-line react-hooks/exhaustive-deps
  const format = useMemo(() => searchFormat(htmlLang, search, locale), [htmlLang, search, locale]);
  const choices = useMemo(() => datasetChoices(search.datasets, session.user?.customs_data_source, search.layout), [search, session.user]);
  const [details, setDetails] = useState<ShipmentRow>();

  const dataset = chosenDataset(choices, screen.dataset);
  const field = chosenField(dataset, screen.field);
  // A search runs only when the address names one completely and the form would accept it.
  const request = screen.dataset && screen.field && dataset && field && screen.keyword.trim() ? searchRequestOf(screen, dataset, field) : undefined;
  const searchRequest = request?.ok ? request.value : undefined;
  const [results, retry] = useCall(searchRequest && JSON.stringify(searchRequest), () => searchShipments(session.api, searchRequest!));

  const go = (next: SearchScreen) => setParams(searchScreenQuery(next, defaults));
  const companyLink = (company: CompanyRef) => (
    <Link to={searchScreenQuery({ ...screen, company: company.id }, defaults)} className="search-company-link">{company.name}</Link>
  );

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = results.status === 'done' ? results.value : results.status === 'loading' ? results.previous : undefined;
  // A new page chosen in the pager: focus goes to the results' heading, the top of what changed.
  useEffect(() => {
    if (!screen.company && results.status === 'done' && document.activeElement?.closest('.search-pager')) headingRef.current?.focus();
  }, [results, screen.company]);

  if (screen.company) {
    return <CompanyView companyId={screen.company} props={props} format={format} backTo={searchScreenQuery({ ...screen, company: undefined }, defaults)} companyHref={(id) => searchScreenQuery({ ...screen, company: id }, defaults)} />;
  }
  return (
    <div className="search-workspace">
      <SearchForm screen={screen} choices={choices} format={format} onSearch={go} />
      {choices.owned.length === 0 && <p className="search-note">{t('search.form.noneOwned')}</p>}
      <section className="search-results" aria-labelledby="search-results-heading">
        <h2 id="search-results-heading" ref={headingRef} tabIndex={-1}>{t('search.results.heading')}</h2>
        {/* Always there, so a screen reader hears each new count (a live region must exist before it changes). */}
        <p className="search-summary" role="status">{shown ? summary(t, shown.total, shown.reachable ?? shown.total, format) : ''}</p>
        {results.status === 'idle' && <p className="search-note">{t('search.results.prompt')}</p>}
        {results.status === 'loading' && !shown && <p className="search-note" aria-busy="true">{t('search.loading')}</p>}
        {results.status === 'failed' && <CallFailure error={results.error} props={props} onRetry={retry} />}
        {shown && (
          <>
            {shown.rows.length === 0 ? <p className="search-note">{t('search.results.none')}</p> : (
              <>
                <ShipmentTable label={t('search.results.tableLabel')} rows={shown.rows} format={format} companyLink={companyLink} onDetails={setDetails} busy={results.status === 'loading'} />
                <Pager
                  label={t('search.pager.label')} current={screen.page} last={lastPageOf(shown.reachable ?? shown.total, screen.pageSize)}
                  pageSize={screen.pageSize} pageSizes={search.pageSizeOptions}
                  onPage={(page) => go({ ...screen, page })} onPageSize={(pageSize) => go({ ...screen, pageSize, page: 1 })}
                />
                {searchRequest && (
                  <ExportPanel
                    filter={exportFilterOf(searchRequest)}
                    total={shown.total} limit={exportLimitOf(session.user, props.search.exportCaps)} format={format} props={props}
                  />
                )}
              </>
            )}
          </>
        )}
      </section>
      <RecordDialog record={details} format={format} onClose={() => setDetails(undefined)} />
    </div>
  );
}

/** An export takes the search's filter, without its page. */
function exportFilterOf({ current: _current, pageSize: _pageSize, ...filter }: ShipmentSearchRequest) {
  return filter;
}

function summary(t: (key: string, options?: Record<string, unknown>) => string, total: number, reachable: number, format: ReturnType<typeof searchFormat>): string {
  if (total > reachable) return t('search.results.foundCapped', { count: total, total: format.number(total), reachable: format.number(reachable) });
  return t('search.results.found', { count: total, total: format.number(total) });
}
