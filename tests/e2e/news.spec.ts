import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { itemAt, present } from '../unit/present';

// The news list, the article page and the video pages show what config/news.yaml declares.
type Item = { id: string; kind: 'article' | 'video' | 'link'; date: string; topic: string; video?: { src: string; chapters: Array<{ id: string; start: number }> } };
const items = (parse(readFileSync('config/news.yaml', 'utf8')) as { items: Item[] }).items;
const texts = parse(readFileSync('locales/zh-cn/news.yaml', 'utf8')) as { topics: Record<string, string>; items: Record<string, { title: string }> };
const title = (id: string) => present(texts.items[id]?.title, `the title of news item ${id} in locales/zh-cn/news.yaml`);
const newest = (list: Item[]) => [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
const videos = items.filter((i) => i.kind === 'video');
// A card's link reads its label and, for screen readers, the item's title.
const cardLink = (page: Page, itemTitle: string, label: string) =>
  page.locator('.news-card').filter({ has: page.getByRole('heading', { name: itemTitle, exact: true }) }).getByRole('link', { name: label });

test('/cn/news lists every item, newest first, and the topic filter narrows it', async ({ page }) => {
  await page.goto('/cn/news');
  await hydrated(page);
  const cards = page.locator('.news-list .news-card__title');
  await expect(cards).toHaveText(newest(items).map((i) => title(i.id)));

  const topic = 'training';
  await page.getByRole('group', { name: '按栏目筛选资讯' }).getByRole('button', { name: texts.topics[topic], exact: true }).click();
  await expect(cards).toHaveText(newest(items.filter((i) => i.topic === topic)).map((i) => title(i.id)));
  await page.getByRole('button', { name: '全部', exact: true }).click();
  await expect(cards).toHaveCount(items.length);
});

test('an article opens from the list by its id, and the article page without one shows the newest', async ({ page }) => {
  const article = itemAt(newest(items.filter((i) => i.kind === 'article')), 0, 'article in config/news.yaml');
  await page.goto('/cn/news/detail');
  await expect(page.locator('h1')).toHaveText(title(article.id));
  await expect(page).toHaveTitle(new RegExp(`^${title(article.id)} \\|`));

  await page.goto('/cn/news');
  await hydrated(page);
  await cardLink(page, title(article.id), '阅读全文').click();
  await expect(page).toHaveURL(`/cn/news/detail?id=${article.id}`);
  await expect(page.locator('h1')).toHaveText(title(article.id));
});

test('a video plays from the list, its chapter list jumps within it, and the address keeps the id', async ({ page }) => {
  const video = itemAt(newest(videos), 1, 'second video in config/news.yaml'); // not the newest, so the page must follow ?id=
  await page.goto('/cn/news');
  await hydrated(page);
  await cardLink(page, title(video.id), '观看视频').click();
  await expect(page).toHaveURL(`/cn/news/detail/play?id=${video.id}`);
  await expect(page.locator('h1')).toHaveText(title(video.id));
  await expect(page).toHaveTitle(new RegExp(`^${title(video.id)} \\|`));

  const player = page.locator('video');
  await expect(player.locator('source')).toHaveAttribute('src', video.video!.src);
  const chapter = itemAt(video.video!.chapters, 2, `chapter of video ${video.id}`);
  await page.locator('.video__chapter-button').nth(2).click();
  // The file is real and this browser decodes it: the jump lands on the chapter's start.
  await expect.poll(() => player.evaluate((v: HTMLVideoElement, start) => v.readyState >= 1 && v.currentTime >= start, chapter.start)).toBe(true);
  await expect(page.locator('.video__chapter-button').nth(2)).toHaveAttribute('aria-current', 'step');
  const duration = await player.evaluate((v: HTMLVideoElement) => v.duration);
  expect(Math.round(duration)).toBeGreaterThan(video.video!.chapters.at(-1)!.start);
});

test('a direct visit with ?id= shows that item after the prerendered default, and an unknown id says so', async ({ page }) => {
  const video = newest(videos).at(-1)!;
  await page.goto(`/cn/service/video/play?id=${video.id}`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(title(video.id));

  await page.goto('/cn/news/detail?id=no-such-article');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('没有找到这篇文章');
  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL('/cn/news');

  // A video's id on the article page is not an article.
  await page.goto(`/cn/news/detail?id=${video.id}`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('没有找到这篇文章');
});

test('/cn/service/video lists the courses (training videos only), each playing on the course page', async ({ page }) => {
  await page.goto('/cn/service/video');
  await hydrated(page);
  const courses = newest(items.filter((i) => i.topic === 'training'));
  await expect(page.locator('#courses .news-card__title')).toHaveText(courses.map((i) => title(i.id)));
  await expect(page.locator('#courses .news-filter')).toHaveCount(0); // one topic: no filter
  const course = itemAt(courses, 1, 'second training video in config/news.yaml');
  await cardLink(page, title(course.id), '观看课程').click();
  await expect(page).toHaveURL(`/cn/service/video/play?id=${course.id}`);
  await expect(page.locator('h1')).toHaveText(title(course.id));
  await page.getByRole('link', { name: '返回课程列表' }).first().click();
  await expect(page).toHaveURL('/cn/service/video');
});
