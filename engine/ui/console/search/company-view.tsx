import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchCompany, fetchCompanyRecords, fetchPartners, removeCompany, saveCompany, type CompanyProfile, type CompanyRecordRow } from '../../../api/search-calls';
import { lastPageOf } from '../../../rules/shipment-search-screen';
import { useSession } from '../../session/session-context';
import { CallFailure } from './call-failure';
import { Pager } from './pager';
import { Fact, RecordDialog } from './record-dialog';
import type { SearchFormat } from './search-format';
import { ShipmentTable } from './shipment-table';
import { useCall } from './use-call';
import type { WorkspaceProps } from './workspace-props';
import { ScrollRegion } from './scroll-region';

/**
 * A company's page within the search: its profile (spec 3's company-info fields), a button to
 * keep it in "my collection", its trading partners and its records, each list paged, all within
 * the datasets the member owns. A partner's name opens that partner's page the same way.
 */
export function CompanyView({ companyId, props, format, backTo, companyHref }: { companyId: string; props: WorkspaceProps; format: SearchFormat; backTo: string; companyHref(id: string): string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [profile, retryProfile] = useCall(companyId, () => fetchCompany(api, companyId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a company moves focus to its name, as a new page would.
  useEffect(() => {
    if (profile.status === 'done') headingRef.current?.focus();
  }, [profile.status, companyId]);

  return (
    <div className="search-workspace search-company">
      <p><Link to={backTo} className="search-back">{t('search.company.back')}</Link></p>
      {profile.status === 'loading' && <p className="search-note" aria-busy="true">{t('search.loading')}</p>}
      {profile.status === 'failed' && <CallFailure error={profile.error} props={props} onRetry={retryProfile} />}
      {profile.status === 'done' && (
        <>
          <div className="search-company__head">
            <h2 ref={headingRef} tabIndex={-1}>{profile.value.name}</h2>
            <SaveButton company={profile.value} props={props} />
          </div>
          <ProfileFacts profile={profile.value} format={format} />
          <Partners companyId={companyId} props={props} format={format} companyHref={companyHref} />
          <CompanyRecords companyId={companyId} props={props} format={format} />
        </>
      )}
    </div>
  );
}

/** Save to (or remove from) my collection; the answer, not the click, says which state it is in. */
function SaveButton({ company, props }: { company: CompanyProfile; props: WorkspaceProps }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [saved, setSaved] = useState(Boolean(company.savedAt));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Parameters<typeof CallFailure>[0]['error']>();
  const [message, setMessage] = useState('');
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    const result = saved ? await removeCompany(api, company.id) : await saveCompany(api, company.id);
    setBusy(false);
    if (result.s === 0) return setFailure(result.errors[0]);
    setSaved(!saved);
    setMessage(t(saved ? 'search.company.removedMessage' : 'search.company.savedMessage', { name: company.name }));
  };
  return (
    <div className="search-company__save">
      <button type="button" className={saved ? 'button' : 'button button--primary'} aria-pressed={saved} aria-busy={busy || undefined} onClick={() => void toggle()}>
        {t(saved ? 'search.company.saved' : 'search.company.save')}
      </button>
      <p className="search-company__saved-note" aria-live="polite">
        {message}
        {message && props.search.collectionPath && <> <a href={`${props.consoleHost}${props.search.collectionPath}`}>{t('search.company.openCollection')}</a></>}
      </p>
      {failure && <CallFailure error={failure} props={props} />}
    </div>
  );
}

function ProfileFacts({ profile, format }: { profile: CompanyProfile; format: SearchFormat }) {
  const { t } = useTranslation();
  const list = (items: string[] | undefined) => items?.join(', ');
  return (
    <section className="search-company__profile" aria-labelledby="company-profile-heading">
      <h3 id="company-profile-heading">{t('search.company.profileHeading')}</h3>
      {profile.description && <p className="search-company__description">{profile.description}</p>}
      <dl className="search-facts">
        <Fact label={t('search.company.fields.legalName')} value={profile.legalName} />
        <Fact label={t('search.company.fields.country')} value={format.country(profile.country)} />
        <Fact label={t('search.company.fields.address')} value={profile.address} />
        <Fact label={t('search.company.fields.website')} value={profile.website} />
        <Fact label={t('search.company.fields.phone')} value={profile.phone} />
        <Fact label={t('search.company.fields.contact')} value={[profile.contact, profile.contactEmail].filter(Boolean).join(', ')} />
        <Fact label={t('search.company.fields.type')} value={profile.type} />
        <Fact label={t('search.company.fields.categories')} value={list(profile.categories)} />
        <Fact label={t('search.company.fields.founded')} value={profile.founded} />
        <Fact label={t('search.company.fields.founders')} value={list(profile.founders)} />
        <Fact label={t('search.company.fields.ceo')} value={profile.ceo} />
        <Fact label={t('search.company.fields.keyPeople')} value={profile.keyPeople?.map((p) => `${p.name} (${p.title})`).join(', ')} />
        <Fact label={t('search.company.fields.headquarters')} value={profile.headquarters} />
        <Fact label={t('search.company.fields.subsidiaries')} value={list(profile.subsidiaries)} />
        <Fact label={t('search.company.fields.employees')} value={format.number(profile.employees)} />
        <Fact label={t('search.company.fields.revenue')} value={format.usd(profile.revenueUsd)} />
        <Fact label={t('search.company.fields.operatingStatus')} value={profile.operatingStatus} />
        <Fact label={t('search.company.fields.ipoStatus')} value={[profile.ipoStatus, profile.stockPrice ? format.usd(profile.stockPrice) : ''].filter(Boolean).join(', ')} />
        <Fact label={t('search.company.fields.funding')} value={[profile.fundingStatus, profile.lastFundingType, profile.investmentStage].filter(Boolean).join(', ')} />
        <Fact label={t('search.company.fields.employeeRating')} value={profile.employeeRating} />
        <Fact label={t('search.company.fields.jobOpenings')} value={format.number(profile.jobOpenings)} />
        <Fact label={t('search.company.fields.hours')} value={profile.hours} />
        <Fact label={t('search.company.fields.tags')} value={list(profile.tags)} />
      </dl>
    </section>
  );
}

function Partners({ companyId, props, format, companyHref }: { companyId: string; props: WorkspaceProps; format: SearchFormat; companyHref(id: string): string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [page, setPage] = useState({ current: 1, size: props.search.pageSize });
  const [partners, retry] = useCall(`${companyId}:${page.current}:${page.size}`, () => fetchPartners(api, companyId, page.current, page.size));
  const shown = partners.status === 'done' ? partners.value : partners.status === 'loading' ? partners.previous : undefined;
  return (
    <section className="search-company__partners" aria-labelledby="company-partners-heading">
      <h3 id="company-partners-heading">{t('search.company.partnersHeading')}</h3>
      {partners.status === 'failed' && <CallFailure error={partners.error} props={props} onRetry={retry} />}
      {shown && (shown.rows.length === 0 ? <p className="search-note">{t('search.company.noPartners')}</p> : (
        <>
          <ScrollRegion label={t('search.company.partnersHeading')} busy={partners.status === 'loading'}>
            <table>
              <caption className="visually-hidden">{t('search.company.partnersHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('search.partners.name')}</th>
                  <th scope="col">{t('search.partners.role')}</th>
                  <th scope="col" className="search-table__number">{t('search.partners.shipments')}</th>
                  <th scope="col" className="search-table__number">{t('search.columns.value')}</th>
                  <th scope="col">{t('search.partners.period')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.rows.map((p) => (
                  <tr key={`${p.id}:${p.role}`}>
                    <td>
                      <Link to={companyHref(p.id)} className="search-company-link">{p.name ?? p.id}</Link>
                      <span className="search-table__country">{format.country(p.country)}</span>
                    </td>
                    <td>{t(`search.partners.roles.${p.role}`)}</td>
                    <td className="search-table__number">{format.number(p.shipments)}</td>
                    <td className="search-table__number">{format.usd(p.valueUsd)}</td>
                    <td className="search-table__date">{p.firstDate} – {p.lastDate}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager
            label={t('search.company.partnersPages')} current={page.current} last={lastPageOf(shown.total, page.size)} pageSize={page.size} pageSizes={props.search.pageSizeOptions}
            onPage={(current) => setPage((p) => ({ ...p, current }))} onPageSize={(size) => setPage({ current: 1, size })}
          />
        </>
      ))}
    </section>
  );
}

function CompanyRecords({ companyId, props, format }: { companyId: string; props: WorkspaceProps; format: SearchFormat }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [page, setPage] = useState({ current: 1, size: props.search.pageSize });
  const [details, setDetails] = useState<CompanyRecordRow>();
  const [records, retry] = useCall(`${companyId}:${page.current}:${page.size}`, () => fetchCompanyRecords(api, companyId, page.current, page.size));
  const shown = records.status === 'done' ? records.value : records.status === 'loading' ? records.previous : undefined;
  return (
    <section className="search-company__records" aria-labelledby="company-records-heading">
      <h3 id="company-records-heading">{t('search.company.recordsHeading')}</h3>
      {records.status === 'failed' && <CallFailure error={records.error} props={props} onRetry={retry} />}
      {shown && (
        <>
          <p className="search-summary">{t('search.results.found', { count: shown.total, total: format.number(shown.total) })}</p>
          <ShipmentTable label={t('search.company.recordsHeading')} rows={shown.rows} format={format} onDetails={setDetails} busy={records.status === 'loading'} />
          <Pager
            label={t('search.company.recordsPages')} current={page.current} last={lastPageOf(shown.reachable ?? shown.total, page.size)} pageSize={page.size} pageSizes={props.search.pageSizeOptions}
            onPage={(current) => setPage((p) => ({ ...p, current }))} onPageSize={(size) => setPage({ current: 1, size })}
          />
        </>
      )}
      <RecordDialog record={details} format={format} onClose={() => setDetails(undefined)} />
    </section>
  );
}
