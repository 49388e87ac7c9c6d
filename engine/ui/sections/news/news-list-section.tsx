import { useState } from 'react';
import type { ContentSection } from '../../../config/content-sections';
import { itemsOfTopic, itemsOfTopics, topicsInUse } from '../../../rules/news-selection';
import type { NewsEntry } from '../../content/news-page-data';
import { usePageData } from '../../page/page-data-context';
import { SectionFrame } from '../shared/section-frame';
import { SectionLink } from '../content/section-link';
import { useSectionText } from '../content/use-section-text';
import { NewsDate } from './news-date';
import { LazyImage } from '../shared/lazy-image';
import './news.css';

type Section = Extract<ContentSection, { type: 'news-list' }>;

/** Items of config/news.yaml, newest first; a topic filter narrows the list without a reload. */
export function NewsListSection({ section, index }: { section: Section; index: number }) {
  const s = useSectionText(section.text);
  const { news } = usePageData();
  const [topic, setTopic] = useState<string | null>(null);
  if (!news) return null;
  const listed = itemsOfTopics(news.items, section.topics);
  const shown = itemsOfTopic(listed, topic);
  const topics = topicsInUse(listed);
  const choices: Array<{ id: string | null; label: string }> = [
    { id: null, label: s.text('all') },
    // The page data names every topic an item uses; one it did not would show its id.
    ...topics.map((id) => ({ id, label: news.topics[id] ?? id })),
  ];
  return (
    <SectionFrame id={section.id} className="news-list-section" heading={s.text('heading')} body={s.optional('body')} index={index}>
      {topics.length > 1 && (
        <div className="news-filter" role="group" aria-label={s.text('filterLabel')}>
          {choices.map((choice) => (
            <button key={choice.id ?? ''} type="button" className="news-filter__choice" aria-pressed={topic === choice.id} onClick={() => setTopic(choice.id)}>
              {choice.label}
            </button>
          ))}
        </div>
      )}
      <ul className="news-list">
        {shown.map((item) => (
          <li key={item.id} className={`news-card${item.image ? ' news-card--with-image' : ''}`}>
            {item.image && <LazyImage className="news-card__image" src={item.image.src} width={item.image.width} height={item.image.height} alt="" firstScreen={index === 0} />}
            <p className="news-card__meta">{news.topics[item.topic]} · <NewsDate date={item.date} /></p>
            <h3 className="news-card__title">{item.title}</h3>
            <p>{item.summary}</p>
            <ItemLink item={item} section={section} label={linkLabel(item, s.text)} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function linkLabel(item: NewsEntry, text: (key: string) => string): string {
  if (item.kind === 'article') return text('readArticle');
  if (item.kind === 'video') return text('watchVideo');
  return item.linkLabel ?? '';
}

/** Articles and videos open on their page with ?id=; link items lead where config says. */
function ItemLink({ item, section, label }: { item: NewsEntry; section: Section; label: string }) {
  const { pagePaths } = usePageData();
  const named = <span className="visually-hidden">: {item.title}</span>;
  if (item.kind === 'link' && item.link) return <SectionLink link={item.link} className="text-link">{label}{named}</SectionLink>;
  const page = item.kind === 'article' ? section.articlePage : section.videoPage;
  return <a className="text-link" href={`${pagePaths[page]}?id=${encodeURIComponent(item.id)}`}>{label}{named}</a>;
}

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default NewsListSection;
