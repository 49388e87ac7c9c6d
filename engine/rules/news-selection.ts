/**
 * Which news items a page shows and in what order. Pure: the list page, the article page and the
 * video page all decide through these functions, on the server at build time and in the browser.
 */

export interface Dated {
  id: string;
  kind: string;
  date: string;
  topic: string;
}

/** Newest first; items of the same day keep their order in config/news.yaml. */
export function newestFirst<T extends Dated>(items: readonly T[]): T[] {
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => (a.item.date === b.item.date ? a.order - b.order : a.item.date < b.item.date ? 1 : -1))
    .map(({ item }) => item);
}

export type NewsChoice<T> = { found: true; item: T } | { found: false; requested: string };

/**
 * The item a detail page shows: the one `?id=` names, or the newest of the page's kind when the
 * address names none. An id of another kind (a video on the article page) is not found, so a page
 * never shows the wrong kind of item.
 */
export function chooseNewsItem<T extends Dated>(items: readonly T[], kind: string, requested: string | null): NewsChoice<T> {
  const ofKind = newestFirst(items.filter((item) => item.kind === kind));
  if (requested === null || requested === '') {
    const [newest] = ofKind;
    return newest !== undefined ? { found: true, item: newest } : { found: false, requested: '' };
  }
  const item = ofKind.find((i) => i.id === requested);
  return item ? { found: true, item } : { found: false, requested };
}

/** The items a list shows: those of the topics it names, or all of them when it names none. */
export function itemsOfTopics<T extends Dated>(items: readonly T[], topics: readonly string[] | undefined): T[] {
  return topics ? items.filter((item) => topics.includes(item.topic)) : [...items];
}

/** The <title> of a page that shows one item, at build time and after ?id= picks another. */
export function itemPageTitle(itemTitle: string, brand: string): string {
  return `${itemTitle} | ${brand}`;
}

/** Items of one topic, or every item when the topic is null (the filter's "all"). */
export function itemsOfTopic<T extends Dated>(items: readonly T[], topic: string | null): T[] {
  return topic === null ? [...items] : items.filter((item) => item.topic === topic);
}

/** Topics in the order their newest item appears, so the filter leads with what is fresh. */
export function topicsInUse<T extends Dated>(items: readonly T[]): string[] {
  return [...new Set(newestFirst(items).map((item) => item.topic))];
}

/** The chapter playing at `seconds`: the last one that has started. Chapters are in start order. */
export function chapterAt<C extends { start: number }>(chapters: readonly C[], seconds: number): number {
  let current = 0;
  chapters.forEach((chapter, i) => {
    if (chapter.start <= seconds) current = i;
  });
  return current;
}

/** A start time as a clock reading: 75 -> "1:15", 3725 -> "1:02:05". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** ISO 8601 duration for the `datetime` of a <time> element: 95 -> "PT1M35S". */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `PT${m ? `${m}M` : ''}${s || !m ? `${s}S` : ''}`;
}
