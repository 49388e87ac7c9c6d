import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentSection } from '../../../config/content-sections';
import { uiMessageKeys } from '../../../config/ui-message-keys';
import { chooseNewsItem, itemPageTitle } from '../../../rules/news-selection';
import { usePageData } from '../../page/page-data-context';
import { SectionFrame } from '../shared/section-frame';
import { LazyImage } from '../shared/lazy-image';
import { useSectionText } from '../content/use-section-text';
import { NewsDate } from './news-date';
import { useRequestedId } from './use-requested-id';
import { VideoPlayer } from './video-player';
import './news.css';

type Section = Extract<ContentSection, { type: 'news-item' }>;

/** One article or video of config/news.yaml: the one ?id= names, or the newest of its kind. */
export function NewsItemSection({ section, index }: { section: Section; index: number }) {
  const s = useSectionText(section.text);
  const { t } = useTranslation();
  const { news, pagePaths } = usePageData();
  const choice = chooseNewsItem(news?.items ?? [], section.kind, useRequestedId());
  const title = choice.found ? choice.item.title : s.text('notFound');
  const brand = t(`common:${uiMessageKeys.brand}`);
  // The prerendered <title> names the newest item; when the address names another, follow it.
  useEffect(() => {
    document.title = itemPageTitle(title, brand);
  }, [title, brand]);

  const back = <a className="text-link news-item__back" href={pagePaths[section.listPage]}>{s.text('backToList')}</a>;
  if (!news || !choice.found) {
    return (
      <SectionFrame id={section.id} className="news-item-section" heading={title} index={index}>
        {back}
      </SectionFrame>
    );
  }
  const { item } = choice;
  const Sub = index === 0 ? 'h2' : 'h3';
  return (
    <SectionFrame id={section.id} className="news-item-section" heading={item.title} body={item.summary} index={index}>
      <p className="news-item__meta">{news.topics[item.topic]} · <NewsDate date={item.date} /></p>
      {item.video && item.image ? (
        <VideoPlayer video={item.video} poster={item.image} chaptersHeading={s.text('chapters')} headingLevel={Sub} />
      ) : (
        item.image && (
          <figure className="news-item__figure">
            <LazyImage key={item.image.src} src={item.image.src} width={item.image.width} height={item.image.height} alt={item.image.alt} firstScreen={index === 0} />
          </figure>
        )
      )}
      {item.body && (
        <div className="news-item__body">
          {item.body.map((block) => (
            <section key={block.id} className="news-item__block" aria-labelledby={`${item.id}-${block.id}`}>
              <Sub id={`${item.id}-${block.id}`}>{block.heading}</Sub>
              {block.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
            </section>
          ))}
        </div>
      )}
      {back}
    </SectionFrame>
  );
}

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default NewsItemSection;
