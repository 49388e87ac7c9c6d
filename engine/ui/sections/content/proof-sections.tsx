import type { ContentSection } from '../../../config/content-sections';
import { SectionFrame } from '../shared/section-frame';
import { countryName, gridFillClass, initialsOf, milestoneParts, toneOf } from '../shared/proof-helpers';
import { usePageData } from '../../page/page-data-context';
import { useSectionText } from './use-section-text';
import './content.css';
import './proof.css';

type Props<T extends ContentSection['type']> = { section: Extract<ContentSection, { type: T }>; index: number };

/** Avatar colours (proof.css .avatar--tone-N); a person's colour comes from their id, so it is the same in every language. */
const avatarTones = 6;

/** Initials in a circle: no photo, nothing to load, the same colour for a person in every language. */
function Avatar({ id, name, small }: { id: string; name: string; small?: boolean }) {
  return <span className={`avatar avatar--tone-${toneOf(id, avatarTones)}${small ? ' avatar--small' : ''}`} aria-hidden="true">{initialsOf(name)}</span>;
}

/** Dated milestones, oldest first: an ordered list whose dates are <time datetime>. */
export function TimelineSection({ section, index }: Props<'timeline'>) {
  const s = useSectionText(section.text);
  const { locale } = usePageData();
  return (
    <SectionFrame id={section.id} className="timeline-section" heading={s.text('heading')} body={s.optional('body')} index={index} tone="tinted">
      <ol className="timeline">
        {section.items.map((item) => {
          const { year, month } = milestoneParts(item.date, locale.htmlLang);
          return (
          <li key={item.id} className="timeline__item">
            <time className="timeline__date" dateTime={item.date}>
              <span className="timeline__year">{year}</span>
              {month && <> <span className="timeline__month">{month}</span></>}
            </time>
            <div className="timeline__text">
              <h3 className="timeline__title">{s.text(`items.${item.id}.title`)}</h3>
              <p>{s.text(`items.${item.id}.body`)}</p>
            </div>
          </li>
          );
        })}
      </ol>
    </SectionFrame>
  );
}

/** Named people with their roles, each with an avatar of their initials. */
export function TeamSection({ section, index }: Props<'team'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="team-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ul className={`team ${gridFillClass(section.items.length, 3)}`}>
        {section.items.map((item) => {
          const name = s.text(`items.${item.id}.name`);
          const body = s.optional(`items.${item.id}.body`);
          return (
            <li key={item.id} className="person" data-person={item.id}>
              <Avatar id={item.id} name={name} />
              <div>
                <h3 className="person__name">{name}</h3>
                <p className="person__role">{s.text(`items.${item.id}.role`)}</p>
                {body && <p className="person__body">{body}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

/** A rosette drawn in the page: no image file. */
function AwardBadge() {
  return (
    <svg className="award__badge" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M13 24 8 38l6-3 4 5 3-13M27 24l5 14-6-3-4 5-3-13" fill="currentColor" opacity="0.55" />
      <circle cx="20" cy="16" r="13" fill="currentColor" />
      <path d="m20 8 2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4-3.9-3.8 5.4-.8Z" fill="#fff" />
    </svg>
  );
}

/** Awards and recognitions, each with its year and who gave it. */
export function AwardsSection({ section, index }: Props<'awards'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="awards-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ul className={`awards ${gridFillClass(section.items.length, 3)}`}>
        {section.items.map((item) => {
          const body = s.optional(`items.${item.id}.body`);
          return (
            <li key={item.id} className="award">
              <AwardBadge />
              <div>
                <p className="award__year"><time dateTime={String(item.year)}>{item.year}</time></p>
                <h3 className="award__title">{s.text(`items.${item.id}.title`)}</h3>
                <p className="award__issuer">{s.text(`items.${item.id}.issuer`)}</p>
                {body && <p className="award__body">{body}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

/** What customers say, each quote a figure with its source (and a result in numbers, if given). */
export function TestimonialsSection({ section, index }: Props<'testimonials'>) {
  const s = useSectionText(section.text);
  const { locale } = usePageData();
  return (
    <SectionFrame id={section.id} className="testimonials-section" heading={s.text('heading')} body={s.optional('body')} index={index} tone="tinted">
      <ul className={`testimonials ${gridFillClass(section.items.length, 3)}`}>
        {section.items.map((item) => {
          const person = s.text(`items.${item.id}.person`);
          const figure = s.optional(`items.${item.id}.figure`);
          const figureLabel = s.optional(`items.${item.id}.figureLabel`);
          return (
            <li key={item.id} data-testimonial={item.id}>
              <figure className="testimonial">
                {figure && figureLabel && (
                  <p className="testimonial__figure"><strong>{figure}</strong> <span>{figureLabel}</span></p>
                )}
                <blockquote className="testimonial__quote"><p>{s.text(`items.${item.id}.quote`)}</p></blockquote>
                <figcaption className="testimonial__source">
                  <Avatar id={item.id} name={person} small />
                  <span>
                    <span className="testimonial__person">{person}</span>
                    <span className="testimonial__role">{s.text(`items.${item.id}.role`)}</span>
                    <span className="testimonial__company">
                      {s.text(`items.${item.id}.company`)}
                      <span className="testimonial__country">{countryName(item.country, locale.htmlLang)}</span>
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

type Mark = Extract<ContentSection, { type: 'wordmarks' }>['items'][number]['mark'];

/** The mark beside a partner's name: a shape, with the name's first letter in all but `bars`. */
function WordmarkMark({ mark, letter }: { mark: Mark; letter: string }) {
  const shape = {
    circle: <circle cx="20" cy="20" r="18" />,
    square: <rect x="3" y="3" width="34" height="34" rx="8" />,
    diamond: <path d="M20 1 39 20 20 39 1 20Z" />,
    hexagon: <path d="M20 2 36 11v18L20 38 4 29V11Z" />,
    arc: <path d="M2 36V24a18 18 0 0 1 36 0v12Z" />,
    bars: <path d="M4 24h8v14H4zM16 14h8v24h-8zM28 3h8v35h-8z" />,
  }[mark];
  return (
    <svg className="wordmark__mark" viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" focusable="false">
      <g fill="currentColor">{shape}</g>
      {mark !== 'bars' && <text x="20" y={mark === 'arc' ? 32 : 26.5} textAnchor="middle" fill="#fff" fontSize="17" fontWeight="700">{letter}</text>}
    </svg>
  );
}

/** Partners drawn as wordmarks from their names: a mark and the name in a lettering, no image files. */
export function WordmarksSection({ section, index }: Props<'wordmarks'>) {
  const s = useSectionText(section.text);
  return (
    <SectionFrame id={section.id} className="wordmarks-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ul className="wordmarks">
        {section.items.map((item) => {
          const name = s.text(`items.${item.id}.name`);
          const field = s.optional(`items.${item.id}.field`);
          return (
            <li key={item.id} className={`wordmark wordmark--${item.tone} wordmark--${item.lettering}`}>
              <span className="wordmark__logo" role="img" aria-label={name}>
                <WordmarkMark mark={item.mark} letter={[...name][0] ?? ''} />
                <span className="wordmark__name">{name}</span>
              </span>
              {field && <span className="wordmark__field">{field}</span>}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
