import { useTranslation } from 'react-i18next';
import type { PackageView } from '../content/pricing-page-data';
import type { RunningMembership } from '../../rules/renewal-notice';
import { renewalNotice } from '../../rules/renewal-notice';
import { useProviderClock } from '../shell/use-provider-clock';
import { numberFormat } from '../shell/intl-formats';

/**
 * Before a member with a running package places another order: what it does to the running term
 * (renewal-notice.ts, package-grant's rule), in the page's language, for the package chosen now.
 */
export function RenewalNote({ member, packages, chosen, termYears, lang }: {
  member: RunningMembership | null | undefined; packages: PackageView[]; chosen: unknown; termYears: number; lang: string;
}) {
  const { t } = useTranslation();
  const day = useProviderClock(lang).day;
  const pkg = packages.find((p) => p.id === chosen);
  const notice = renewalNotice(member, pkg, new Date(), termYears);
  if (!notice || !pkg) return null;
  const nameOf = (id: string) => t(packages.find((p) => p.id === id)?.name ?? id);
  const values = {
    package: nameOf(pkg.id),
    current: nameOf(notice.current),
    until: day(notice.until),
    term: numberFormat(lang, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(termYears),
    ...('next' in notice ? { next: day(notice.next) } : {}),
  };
  return (
    <div className={`page-form__renewal page-form__renewal--${notice.effect}`} role="note" data-testid="renewal-notice" data-effect={notice.effect}>
      <strong>{t('renewal.heading')}</strong>
      <p>{t(`renewal.${notice.effect}`, values)}</p>
    </div>
  );
}
