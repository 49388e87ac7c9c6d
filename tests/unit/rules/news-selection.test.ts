import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chapterAt, chooseNewsItem, clockTime, isoDuration, itemPageTitle, itemsOfTopic, itemsOfTopics, newestFirst, topicsInUse } from '../../../engine/rules/news-selection';

const item = (id: string, kind: string, date: string, topic = 'data') => ({ id, kind, date, topic });
const items = [
  item('a1', 'article', '2026-09-01'),
  item('v1', 'video', '2026-10-01', 'training'),
  item('a2', 'article', '2026-11-01'),
  item('l1', 'link', '2026-11-01', 'product'),
  item('v2', 'video', '2026-08-01', 'training'),
];

describe('news selection', () => {
  it('orders the newest first and keeps file order within a day', () => {
    expect(newestFirst(items).map((i) => i.id)).toEqual(['a2', 'l1', 'v1', 'a1', 'v2']);
  });

  it('is a stable sort by date, descending (property)', () => {
    const dated = fc.array(fc.record({ id: fc.uuid(), kind: fc.constant('article'), topic: fc.constant('t'), date: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01') }));
    fc.assert(fc.property(dated, (list) => {
      const sorted = newestFirst(list);
      expect(sorted).toHaveLength(list.length);
      let earlier: (typeof sorted)[number] | undefined;
      for (const later of sorted) {
        if (earlier !== undefined) {
          expect(earlier.date >= later.date).toBe(true);
          if (earlier.date === later.date) expect(list.indexOf(earlier)).toBeLessThan(list.indexOf(later));
        }
        earlier = later;
      }
    }));
  });

  it('chooses the item ?id= names, the newest of the kind without one, and never another kind', () => {
    expect(chooseNewsItem(items, 'article', null)).toEqual({ found: true, item: items[2] });
    expect(chooseNewsItem(items, 'article', '')).toEqual({ found: true, item: items[2] });
    expect(chooseNewsItem(items, 'video', 'v2')).toEqual({ found: true, item: items[4] });
    expect(chooseNewsItem(items, 'article', 'v1')).toEqual({ found: false, requested: 'v1' });
    expect(chooseNewsItem(items, 'article', 'nope')).toEqual({ found: false, requested: 'nope' });
    expect(chooseNewsItem([], 'video', null)).toEqual({ found: false, requested: '' });
  });

  it('filters by topic and lists topics by their newest item', () => {
    expect(itemsOfTopic(items, 'training').map((i) => i.id)).toEqual(['v1', 'v2']);
    expect(itemsOfTopic(items, null)).toHaveLength(items.length);
    expect(topicsInUse(items)).toEqual(['data', 'product', 'training']);
  });

  it('lists the topics a list names, or every item when it names none', () => {
    expect(itemsOfTopics(items, ['product', 'training']).map((i) => i.id)).toEqual(['v1', 'l1', 'v2']);
    expect(itemsOfTopics(items, undefined)).toHaveLength(items.length);
  });

  it('titles a one-item page with the item and the brand', () => {
    expect(itemPageTitle('海关数据入门', '子午贸易数据')).toBe('海关数据入门 | 子午贸易数据');
  });

  it('finds the chapter playing at a moment', () => {
    const chapters = [{ start: 0 }, { start: 12 }, { start: 24 }];
    expect([0, 11.9, 12, 23, 24, 59].map((s) => chapterAt(chapters, s))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('writes times as a clock and as ISO durations', () => {
    expect([0, 9, 75, 600, 3725].map(clockTime)).toEqual(['0:00', '0:09', '1:15', '10:00', '1:02:05']);
    expect([0, 48, 60, 95].map(isoDuration)).toEqual(['PT0S', 'PT48S', 'PT1M', 'PT1M35S']);
  });
});
