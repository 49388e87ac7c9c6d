import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf, realFile } from './config-fixture';

// config/news.yaml and locales/<locale>/news.yaml: what the check catches, located by file:line:column.
const news = 'config/news.yaml';
const texts = 'locales/zh-cn/news.yaml';
const at = (file: string, text: string, needle: string) => {
  const { line, column } = positionOf(text, needle);
  return `${file}:${line}:${column}`;
};

describe('news check', () => {
  it('compiles every item of config/news.yaml into the model', () => {
    const result = loadWith();
    if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
    expect(result.value.news.map((i) => i.kind)).toEqual(expect.arrayContaining(['article', 'video', 'link']));
    expect(result.value.news.find((i) => i.id === 'course-hscode')).toMatchObject({ kind: 'video', video: { duration: 60 } });
  });

  it('rejects an unknown kind and a badly written date', () => {
    const kind = edit(news, '    kind: article', '    kind: blogpost');
    expect(errorLines(kind).join('\n')).toMatch(/^config\/news\.yaml:\d+:\d+ \/items\/0\/kind \(1st news item "eurasia-transit" → kind\) must be one of "article", "video", "link"$/m);
    const date = edit(news, 'date: 2026-11-12', 'date: 12.11.2026');
    // Only the date is reported: the pages that show the news are not blamed for the broken file.
    expect(errorLines(date)).toEqual([`${at(news, date[news], '12.11.2026')} /items/0/date (1st news item "eurasia-transit" → date) must be a date written YYYY-MM-DD, like 2026-10-28`]);
  });

  it('rejects two items with one id', () => {
    const changed = edit(news, '  - id: central-asia', '  - id: eurasia-transit');
    const second = positionOf(changed[news], '- id: eurasia-transit', 1);
    expect(errorLines(changed)).toContain(`${news}:${second.line}:${second.column + 6} /items/1/id (2nd news item "eurasia-transit" → id) is used by two news items`);
  });

  it('rejects chapters out of order or past the end of the video', () => {
    const order = edit(news, '{ id: hscode, start: 12 }', '{ id: hscode, start: 30 }');
    expect(errorLines(order).join('\n')).toMatch(/config\/news\.yaml:\d+:\d+ \/items\/2\/video\/chapters\/2\/start \(3rd news item "course-hscode" → video → 3rd chapter "dataset" → start\) must be later than the previous chapter's start \(30\)/);
    const late = edit(news, '{ id: follow, start: 48 }', '{ id: follow, start: 75 }');
    expect(errorLines(late).join('\n')).toMatch(/\/items\/2\/video\/chapters\/4\/start \(3rd news item "course-hscode" → video → 5th chapter "follow" → start\) must be within the video \(duration 60 s\)/);
  });

  it('rejects a link item to a page that does not exist', () => {
    const changed = edit(news, 'link: { page: countrydetail }', 'link: { page: country-detail }');
    expect(errorLines(changed)).toContain(`${at(news, changed[news], 'country-detail')} /items/1/link/page (2nd news item "central-asia" → link → page) names page "country-detail", which has no file in config/pages/`);
  });

  it('names the item and the missing text when a translation is missing', () => {
    const changed = edit(texts, '    linkLabel: "查看各国数据详情"\n', '');
    expect(errorLines(changed)).toContain(`${at(news, realFile(news), '{ page: countrydetail }')} /items/1/link (2nd news item "central-asia" → link) translation key "items.central-asia.linkLabel" is missing in ${texts}`);
    const chapter = edit(texts, '        title: "确定产品的HS编码"\n', '');
    expect(errorLines(chapter).join('\n')).toMatch(/\/items\/2\/video\/chapters\/1 \(3rd news item "course-hscode" → video → 2nd chapter "hscode"\) translation key "items\.course-hscode\.chapters\.hscode\.title" is missing in locales\/zh-cn\/news\.yaml/);
    const topic = edit(texts, '  services: "外贸服务"\n', '');
    expect(errorLines(topic).join('\n')).toMatch(/\/items\/\d+\/topic \(\d+th news item "credit-reports" → topic\) translation key "topics\.services" is missing/);
  });

  it('rejects a news section whose pages cannot show what it links to', () => {
    const page = 'config/pages/news.yaml';
    const changed = edit(page, 'articlePage: news-detail', 'articlePage: news-play');
    expect(errorLines(changed)).toContain(`${at(page, changed[page], 'news-play')} /sections/1/articlePage (2nd section "latest" → articlePage) names page "news-play", which does not show a news-item section of kind article`);
  });

  it('asks for config/news.yaml when a page shows the news and the file is gone', () => {
    const lines = errorLines({}, [news]);
    expect(lines.join('\n')).toMatch(/config\/pages\/news\.yaml:\d+:\d+ \/sections\/1\/type \(2nd section "latest" → type\) shows config\/news\.yaml, which does not exist/);
  });
});
