import type { ContentSection } from '../../../config/content-sections';
import { SectionFrame } from '../shared/section-frame';
import { LazyImage } from '../shared/lazy-image';
import { useSectionText } from './use-section-text';
import './content.css';

type Props<T extends ContentSection['type']> = { section: Extract<ContentSection, { type: T }>; index: number };

/** Figures that make a point at a glance (252 countries and regions, 65% to the creditor). */
export function FiguresSection({ section, index }: Props<'figures'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="figures-section" heading={s.optional('heading')} body={s.optional('body')} index={index}>
      <dl className="figures">
        {s.ids('items').map((id) => (
          <div key={id} className="figures__item">
            <dt>{s.text(`items.${id}.label`)}</dt>
            <dd>{s.text(`items.${id}.value`)}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}

/** How something works, step by step, numbered in order. */
export function StepsSection({ section, index }: Props<'steps'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="steps-section" heading={s.text('heading')} body={s.optional('body')} index={index} tone="tinted">
      <ol className="steps">
        {s.ids('items').map((id) => (
          <li key={id} className="steps__item">
            <h3>{s.text(`items.${id}.title`)}</h3>
            <p>{s.text(`items.${id}.body`)}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

/** Questions and answers; each opens on its own, with no script needed. */
export function FaqSection({ section, index }: Props<'faq'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="faq-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <div className="faq">
        {s.ids('items').map((id) => (
          <details key={id} className="faq__item">
            <summary>{s.text(`items.${id}.question`)}</summary>
            <p>{s.text(`items.${id}.answer`)}</p>
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}

/** Terms and policies: numbered clauses with numbered points (1, 1.1, 1.2, ...). */
export function LegalTextSection({ section, index }: Props<'legal-text'>) {
  const s = useSectionText(section.text);
  const updated = s.optional('updated');
  return (
    <SectionFrame id={section.id} className="legal-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      {updated && <p className="legal__updated">{updated}</p>}
      <ol className="legal">
        {s.ids('clauses').map((id, n) => (
          <li key={id} className="legal__clause" id={`${section.id ?? 'clause'}-${n + 1}`}>
            <h3><span className="legal__number">{n + 1}.</span> {s.text(`clauses.${id}.title`)}</h3>
            <ol className="legal__points">
              {s.group(`clauses.${id}.points`).map((point, m) => (
                <li key={m}><span className="legal__number">{n + 1}.{m + 1}</span> {point}</li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

/** An image with its caption; the size from config keeps the page from jumping as it loads. */
export function MediaSection({ section, index }: Props<'media'>) {
  const s = useSectionText(section.text);
  const caption = s.optional('caption');
  return (
    <SectionFrame id={section.id} className="media-section" heading={s.optional('heading')} index={index}>
      <figure className="media">
        <LazyImage src={section.image.src} width={section.image.width} height={section.image.height} alt={s.text('alt')} firstScreen={index === 0} />
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    </SectionFrame>
  );
}
