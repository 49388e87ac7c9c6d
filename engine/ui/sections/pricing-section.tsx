import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../config/site-model';
import { usePageData } from '../page/page-data-context';

/** The yearly packages of config/pricing.yaml on sale, as cards (spec 9). */
export function PricingSection({ section }: { section: Extract<PageSection, { type: 'pricing' }>; index: number }) {
  const { t } = useTranslation();
  const { pricing } = usePageData();
  if (!pricing) return null;
  return (
    <section className="pricing" id={section.id}>
      <div className="container">
        <h2>{t(section.heading)}</h2>
        <ul className="pricing__list">
          {pricing.packages.map((pkg) => (
            <li key={pkg.id} className="pricing__card">
              <h3>{t(pkg.name)}</h3>
              <p className="pricing__price">
                {pkg.priceText} <span>{t('common:pricing.perTerm', { count: pricing.termYears })}</span>
              </p>
              <p>{t(pkg.coverage, { imports: pkg.importCountries, exports: pkg.exportCountries })}</p>
              {section.order && (
                // A plain link: the page loads at the form with this package chosen (PageForm reads ?package=).
                <a className="button pricing__choose" href={`?package=${encodeURIComponent(pkg.id)}#${section.order}`}>
                  {t('common:pricing.choose', { name: t(pkg.name) })}
                </a>
              )}
            </li>
          ))}
        </ul>
        {section.note && <p className="pricing__note">{t(section.note)}</p>}
      </div>
    </section>
  );
}
