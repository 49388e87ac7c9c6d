import type { ContentSection } from '../../../config/content-sections';
import { telHref } from '../../../config/contact-formats';
import { Icon } from './icons';
import { SectionFrame } from '../shared/section-frame';
import { LazyImage } from '../shared/lazy-image';
import { gridFillClass } from '../shared/proof-helpers';
import { SectionLink } from './section-link';
import { LearnMoreLabel } from './learn-more-label';
import { useSectionText } from './use-section-text';
import './content.css';

type Props<T extends ContentSection['type']> = { section: Extract<ContentSection, { type: T }>; index: number };

/** What the product does, as a grid of short features with an icon and an optional link. */
export function FeatureGridSection({ section, index }: Props<'feature-grid'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="feature-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ul className={`feature-grid ${gridFillClass(section.items.length, section.columns ?? 3)}`}>
        {section.items.map((item) => (
          <li key={item.id} className="feature-grid__item">
            {item.icon && <span className="feature-grid__icon"><Icon name={item.icon} /></span>}
            <h3>{s.text(`items.${item.id}.title`)}</h3>
            <p>{s.text(`items.${item.id}.body`)}</p>
            {item.link && (
              <SectionLink link={item.link} className="text-link">
                <LearnMoreLabel label={s.optional(`items.${item.id}.linkLabel`)} name={s.text(`items.${item.id}.title`)} />
              </SectionLink>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** Cards leading elsewhere: solutions, services, news, partners. */
export function CardsSection({ section, index }: Props<'cards'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="cards-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ul className={`cards ${gridFillClass(section.items.length, 4)}`}>
        {section.items.map((item) => {
          const meta = s.optional(`items.${item.id}.meta`);
          return (
            <li key={item.id} className="card">
              {item.image && <LazyImage className="card__image" src={item.image.src} width={item.image.width} height={item.image.height} alt="" firstScreen={index === 0} />}
              {meta && <p className="card__meta">{meta}</p>}
              <h3 className="card__title">{s.text(`items.${item.id}.title`)}</h3>
              <p>{s.text(`items.${item.id}.body`)}</p>
              {item.link && (
                <SectionLink link={item.link} className="text-link">
                  <LearnMoreLabel label={s.optional(`items.${item.id}.linkLabel`)} name={s.text(`items.${item.id}.title`)} />
                </SectionLink>
              )}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

/** Offices with their address and the numbers to call or write to. */
export function OfficesSection({ section, index }: Props<'offices'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="offices-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ul className="offices">
        {section.items.map((office) => {
          const hours = s.optional(`items.${office.id}.hours`);
          return (
            <li key={office.id} className="office">
              <h3>{s.text(`items.${office.id}.city`)}</h3>
              <address>
                {s.text(`items.${office.id}.address`)}
                {office.phone && <><br /><a href={telHref(office.phone)}>{office.phone}</a></>}
                {office.email && <><br /><a href={`mailto:${office.email}`}>{office.email}</a></>}
              </address>
              {hours && <p className="office__hours">{hours}</p>}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

/** A closing invitation with one to three buttons. */
export function CallToActionSection({ section, index }: Props<'call-to-action'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="cta-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <div className="cta__actions">
        {section.actions.map((action) => (
          <SectionLink key={action.id} link={action.link} className={action.primary ? 'button button--primary' : 'button button--secondary'}>
            {s.text(`actions.${action.id}.label`)}
          </SectionLink>
        ))}
      </div>
    </SectionFrame>
  );
}
