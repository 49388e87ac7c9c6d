import type { ImageRef, SectionLink } from '../../config/content-sections.js';
import type { LocaleInfo, Messages, NewsItem, PageConfig, SiteModel } from '../../config/site-model.js';
import { asGroup, lookupMessage, lookupNode } from '../../config/message-lookup.js';
import { chooseNewsItem, newestFirst } from '../../rules/news-selection.js';

/** One item of config/news.yaml with its words in the page's locale. */
export interface NewsEntry {
  id: string;
  kind: NewsItem['kind'];
  date: string;
  topic: string;
  title: string;
  summary: string;
  image?: ImageRef & { alt: string };
  /** Items of kind link: where they lead, and the words of the link. */
  link?: SectionLink;
  linkLabel?: string;
  /** Articles, on pages that show one: the blocks in order. */
  body?: Array<{ id: string; heading: string; paragraphs: string[] }>;
  /** Videos, on pages that play one. */
  video?: {
    src: string;
    duration: number;
    chapters: Array<{ id: string; start: number; title: string; body: string }>;
  };
}

export interface NewsPageData {
  /** Topic id -> its name, for every topic an item uses. */
  topics: Record<string, string>;
  /** Newest first. */
  items: NewsEntry[];
}

export function usesNews(page: PageConfig): boolean {
  return page.sections.some((s) => s.type === 'news-list' || s.type === 'news-item');
}

/**
 * The news a page shows, in one locale. Article bodies and video chapters travel only to the pages
 * that show a single item of that kind, so the list page stays light.
 */
export function buildNewsPageData(model: SiteModel, page: PageConfig, locale: LocaleInfo): NewsPageData {
  const texts = model.messages[locale.id].news;
  const fullKinds = new Set<string>(page.sections.flatMap((s) => (s.type === 'news-item' ? [s.kind] : [])));
  const text = (key: string) => lookupMessage(texts, key) ?? key;
  const items = newestFirst(model.news).map((item) => entry(item, text, texts, fullKinds.has(item.kind)));
  return {
    topics: Object.fromEntries([...new Set(items.map((i) => i.topic))].map((topic) => [topic, text(`topics.${topic}`)])),
    items,
  };
}

function entry(item: NewsItem, text: (key: string) => string, texts: Messages, full: boolean): NewsEntry {
  const key = `items.${item.id}`;
  const base: NewsEntry = {
    id: item.id, kind: item.kind, date: item.date, topic: item.topic,
    title: text(`${key}.title`), summary: text(`${key}.summary`),
    ...(item.image ? { image: { ...item.image, alt: text(`${key}.imageAlt`) } } : {}),
  };
  if (item.kind === 'link') return { ...base, link: item.link, linkLabel: text(`${key}.linkLabel`) };
  if (!full) return base;
  if (item.kind === 'article') {
    const blocks = Object.keys(asGroup(lookupNode(texts, ['items', item.id, 'body'])));
    return {
      ...base,
      body: blocks.map((id) => ({
        id,
        heading: text(`${key}.body.${id}.heading`),
        paragraphs: Object.values(asGroup(lookupNode(texts, ['items', item.id, 'body', id, 'paragraphs']))).filter((p): p is string => typeof p === 'string'),
      })),
    };
  }
  return {
    ...base,
    video: {
      src: item.video.src,
      duration: item.video.duration,
      chapters: item.video.chapters.map((c) => ({ ...c, title: text(`${key}.chapters.${c.id}.title`), body: text(`${key}.chapters.${c.id}.body`) })),
    },
  };
}

/**
 * The <title> and description of a page that shows one item: those of the item it shows without
 * ?id= (the newest of its kind), so the prerendered head matches the prerendered article.
 */
export function newsItemHead(news: NewsPageData, page: PageConfig): { title: string; description: string } | undefined {
  const section = page.sections.find((s) => s.type === 'news-item');
  if (!section || section.type !== 'news-item') return undefined;
  const choice = chooseNewsItem(news.items, section.kind, null);
  return choice.found ? { title: choice.item.title, description: choice.item.summary } : undefined;
}
