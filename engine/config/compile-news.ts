import type { ConfigError } from './config-error.js';
import { compiled, type Compiled } from './compiled.js';
import { pageSource, type CheckedSources } from './checked-sources.js';
import type { Messages, NewsItem, PageConfig } from './site-model.js';
import type { YamlSource } from './yaml-source.js';
import { asGroup, isTextGroup, lookupNode } from './message-lookup.js';
import { checkLink, localesOfPage, localesWithoutPage, pageFile, type LinkCheckContext } from './check-section-links.js';
import { routesFile } from './compile-navigation.js';

const newsFile = 'config/news.yaml';
const newsTexts = (locale: string) => `locales/${locale}/news.yaml`;
type Path = Array<string | number>;

/**
 * config/news.yaml -> its items, checking what a schema cannot: unique ids, chapters in order
 * within the video, the pages news sections point to, and every text of every item in each locale
 * whose pages show the news.
 */
export function compileNews(
  checked: CheckedSources,
  messages: Record<string, { news: Messages }>,
  links: Omit<LinkCheckContext, 'errors'>,
): Compiled<NewsItem[]> {
  const errors: ConfigError[] = [];
  const ctx: LinkCheckContext = { ...links, errors };
  const source = checked.news.get(newsFile);
  // A news.yaml that failed its schema is reported there; the pages showing it are not blamed too.
  const hasFile = !!source || ctx.invalid.has(newsFile);
  const items = source?.data.items ?? [];
  const newsPages = Object.entries(ctx.pages).filter(([, page]) => page.sections.some(isNewsSection));
  const locales = [...new Set(newsPages.flatMap(([id]) => localesOfPage(id, ctx.routes)))];

  for (const [id, page] of newsPages) if (source || !hasFile) checkNewsSections(pageSource(checked, id), id, page, items, ctx, hasFile);
  if (!source) return compiled(items, errors);

  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.errors.push(source.errorAt(['items', i, 'id'], 'is used by two news items'));
    seen.add(item.id);
    if (item.kind === 'video') checkVideo(source, item, i, ctx);
    if (item.kind === 'link') checkLink(source, item.link, ['items', i, 'link'], locales, ctx);
  });
  for (const locale of locales) {
    // A texts file that failed its own check is reported there: what it would hold is not judged.
    if (!ctx.invalid.has(newsTexts(locale))) checkItemTexts(source, items, locale, messages[locale]?.news, checked.messages.has(newsTexts(locale)), ctx.errors);
  }
  // Items with a mistake still show on the pages that list them: the pages' checks go on.
  return compiled(items, errors);
}

function isNewsSection(section: PageConfig['sections'][number]): boolean {
  return section.type === 'news-list' || section.type === 'news-item';
}

function checkNewsSections(
  source: YamlSource | undefined, pageId: string, page: PageConfig, items: NewsItem[], ctx: LinkCheckContext, hasFile: boolean,
): void {
  if (!source) return;
  const locales = localesOfPage(pageId, ctx.routes);
  page.sections.forEach((section, i) => {
    if (section.type !== 'news-list' && section.type !== 'news-item') return;
    if (!hasFile) {
      ctx.errors.push(source.errorAt(['sections', i, 'type'], `shows ${newsFile}, which does not exist: create it with at least one item`));
      return;
    }
    const targets = section.type === 'news-list'
      ? [{ key: 'articlePage', page: section.articlePage, shows: 'article' }, { key: 'videoPage', page: section.videoPage, shows: 'video' }]
      : [{ key: 'listPage', page: section.listPage, shows: 'list' }];
    for (const target of targets) {
      const config = ctx.pages[target.page];
      const missing = ctx.invalid.has(routesFile) ? [] : localesWithoutPage(target.page, locales, ctx.routes);
      if (!config && ctx.invalid.has(pageFile(target.page))) continue;
      if (!config) ctx.errors.push(source.errorAt(['sections', i, target.key], `names page "${target.page}", which has no file in config/pages/`));
      else if (missing.length) ctx.errors.push(source.errorAt(['sections', i, target.key], `names page "${target.page}", which has no route in ${missing.join(', ')}`));
      else if (!config.sections.some((s) => (target.shows === 'list' ? s.type === 'news-list' : s.type === 'news-item' && s.kind === target.shows))) {
        const needs = target.shows === 'list' ? 'a news-list section' : `a news-item section of kind ${target.shows}`;
        ctx.errors.push(source.errorAt(['sections', i, target.key], `names page "${target.page}", which does not show ${needs}`));
      }
    }
    if (section.type === 'news-list') {
      section.topics?.forEach((topic, j) => {
        if (!items.some((item) => item.topic === topic)) ctx.errors.push(source.errorAt(['sections', i, 'topics', j], `no item of ${newsFile} has topic ${topic}, so the list would be empty`));
      });
    }
    if (section.type === 'news-item' && !items.some((item) => item.kind === section.kind)) {
      ctx.errors.push(source.errorAt(['sections', i, 'kind'], `${newsFile} has no item of kind ${section.kind} to show`));
    }
  });
}

function checkVideo(source: YamlSource, item: Extract<NewsItem, { kind: 'video' }>, i: number, ctx: LinkCheckContext): void {
  const { chapters, duration } = item.video;
  chapters.forEach((chapter, j) => {
    const at = ['items', i, 'video', 'chapters', j, 'start'];
    if (j === 0 && chapter.start !== 0) ctx.errors.push(source.errorAt(at, 'must be 0: the first chapter starts the video'));
    const previous = chapters[j - 1]; // none before the first
    if (previous && chapter.start <= previous.start) ctx.errors.push(source.errorAt(at, `must be later than the previous chapter's start (${previous.start})`));
    if (chapter.start >= duration) ctx.errors.push(source.errorAt(at, `must be within the video (duration ${duration} s)`));
  });
}

/** The words each item needs in one locale: title and summary, then what its kind shows. */
function checkItemTexts(source: YamlSource, items: NewsItem[], locale: string, texts: Messages | undefined, hasFile: boolean, errors: ConfigError[]): void {
  const file = newsTexts(locale);
  if (!hasFile) {
    errors.push(source.errorAt(['items'], `the news is shown in ${locale}, but ${file} does not exist`));
    return;
  }
  const missing = (at: Path, what: string) => errors.push(source.errorAt(at, `${what} is missing in ${file}`));
  const text = (path: string[]) => typeof lookupNode(texts, path) === 'string';
  items.forEach((item, i) => {
    const key = ['items', item.id];
    if (!text(['topics', item.topic])) missing(['items', i, 'topic'], `translation key "topics.${item.topic}"`);
    for (const field of ['title', 'summary']) if (!text([...key, field])) missing(['items', i, 'id'], `translation key "items.${item.id}.${field}"`);
    if (item.image && !text([...key, 'imageAlt'])) missing(['items', i, 'image'], `translation key "items.${item.id}.imageAlt"`);
    if (item.kind === 'link' && !text([...key, 'linkLabel'])) missing(['items', i, 'link'], `translation key "items.${item.id}.linkLabel"`);
    if (item.kind === 'video') {
      item.video.chapters.forEach((chapter, j) => {
        for (const field of ['title', 'body']) {
          if (!text([...key, 'chapters', chapter.id, field])) missing(['items', i, 'video', 'chapters', j], `translation key "items.${item.id}.chapters.${chapter.id}.${field}"`);
        }
      });
    }
    if (item.kind === 'article') {
      const blocks = Object.keys(asGroup(lookupNode(texts, [...key, 'body'])));
      if (blocks.length === 0) missing(['items', i, 'id'], `group of texts "items.${item.id}.body" (the article's blocks)`);
      for (const block of blocks) {
        if (!text([...key, 'body', block, 'heading'])) missing(['items', i, 'id'], `translation key "items.${item.id}.body.${block}.heading"`);
        if (!isTextGroup(lookupNode(texts, [...key, 'body', block, 'paragraphs']))) {
          missing(['items', i, 'id'], `group of texts "items.${item.id}.body.${block}.paragraphs"`);
        }
      }
    }
  });
}
