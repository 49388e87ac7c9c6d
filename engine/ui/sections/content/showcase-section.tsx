import type { ContentSection } from '../../../config/content-sections';
import { illustrationPath, illustrationSize } from '../../../config/illustrations';
import { usePageData } from '../../page/page-data-context';
import { SectionFrame } from '../shared/section-frame';
import { LazyImage } from '../shared/lazy-image';
import { SectionLink } from './section-link';
import { LearnMoreLabel } from './learn-more-label';
import { useSectionText } from './use-section-text';
import './showcase.css';

type Props = { section: Extract<ContentSection, { type: 'showcase' }>; index: number };

/**
 * Products one by one, each beside its illustration (a picture of the product's screen drawn in
 * the page's language, decision 032), the sides alternating on wide screens. HTML only: the
 * pictures load as they come near (spec 9's loading rules), each with its size reserved.
 */
export function ShowcaseSection({ section, index }: Props) {
  const s = useSectionText(section.text);
  const page = usePageData();
  const { width, height } = illustrationSize;
  return (
    <SectionFrame id={section.id} className="showcase-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      <ul className="showcase">
        {section.items.map((item) => {
          const points = s.group(`items.${item.id}.points`);
          return (
            <li key={item.id} className="showcase__item" id={section.id ? `${section.id}-${item.id}` : undefined}>
              <div className="showcase__picture">
                <LazyImage
                  className="showcase__image" src={illustrationPath(page.locale.id, item.illustration)} width={width} height={height}
                  alt={s.text(`items.${item.id}.alt`)} firstScreen={index === 0}
                />
              </div>
              <div className="showcase__words">
                <h3>{s.text(`items.${item.id}.title`)}</h3>
                <p>{s.text(`items.${item.id}.body`)}</p>
                {points.length > 0 && <ul className="showcase__points">{points.map((point) => <li key={point}>{point}</li>)}</ul>}
                {item.link && (
                  <SectionLink link={item.link} className="text-link">
                    <LearnMoreLabel label={s.optional(`items.${item.id}.linkLabel`)} name={s.text(`items.${item.id}.title`)} />
                  </SectionLink>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
