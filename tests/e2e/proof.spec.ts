import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';

// Proof and people (decision 033) and the sector view of solutionsdetail, as a visitor sees them.

type Items = Array<{ id: string; date?: string; value?: string }>;
const pageConfig = (page: string) => parse(readFileSync(`config/pages/${page}.yaml`, 'utf8')) as { sections: Array<{ type: string; id?: string; items?: Items }> };
const sectionOf = (page: string, type: string) => pageConfig(page).sections.find((s) => s.type === type)!;
type Texts = Record<string, { items: Record<string, Record<string, string>> } & Record<string, { heading?: string }>>;
const texts = (locale: string, page: string) => parse(readFileSync(`locales/${locale}/pages/${page}.yaml`, 'utf8')) as Texts;

test.describe('about us', () => {
  const timeline = sectionOf('aboutus', 'timeline').items!;
  const team = sectionOf('aboutus', 'team').items!.map((p) => p.id);
  for (const { path, locale } of [{ path: '/cn/aboutus', locale: 'zh-cn' }, { path: '/en/aboutus', locale: 'en' }, { path: '/ru/aboutus', locale: 'ru' }]) {
    test(`${path}: the history is dated and in order, the team are the same named people`, async ({ page }) => {
      await page.goto(path);
      const words = texts(locale, 'aboutus');
      const entries = page.locator('#section2 ol.timeline > li');
      await expect(entries).toHaveCount(timeline.length);
      const dates = await page.locator('#section2 ol.timeline > li time[datetime]').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
      expect(dates).toEqual(timeline.map((t) => t.date));
      expect([...dates].sort()).toEqual(dates);
      await expect(entries.first().getByRole('heading', { level: 3 })).toHaveText(words.history!.items.founding!.title!);
      // The people, by the names this language writes, each with an avatar that is not read out.
      const people = page.locator('#section3 [data-person]');
      expect(await people.evaluateAll((els) => els.map((e) => e.getAttribute('data-person')))).toEqual(team);
      for (const id of team) {
        const person = page.locator(`#section3 [data-person="${id}"]`);
        await expect(person.getByRole('heading', { level: 3 })).toHaveText(words.team!.items[id]!.name!);
        await expect(person.locator('.avatar')).toHaveAttribute('aria-hidden', 'true');
      }
      await expect(page.locator('#section4 .award time[datetime]')).toHaveCount(sectionOf('aboutus', 'awards').items!.length);
    });
  }

  test('a person keeps the colour of their avatar in every language', async ({ page }) => {
    const colours: string[][] = [];
    for (const path of ['/cn/aboutus', '/en/aboutus', '/ru/aboutus']) {
      await page.goto(path);
      colours.push(await page.locator('#section3 .avatar').evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor)));
    }
    expect(new Set(colours[0]).size).toBeGreaterThan(3);
    expect(colours[1]).toEqual(colours[0]);
    expect(colours[2]).toEqual(colours[0]);
  });
});

test('the homes show the testimonials of their YAML as quotes with their source', async ({ page }) => {
  for (const { path, config, locale, textsPage } of [
    { path: '/en', config: 'home', locale: 'en', textsPage: 'home' },
    { path: '/ru', config: 'home', locale: 'ru', textsPage: 'home' },
    { path: '/cn', config: 'home-cn', locale: 'zh-cn', textsPage: 'home-cn' },
  ]) {
    await page.goto(path);
    const items = sectionOf(config, 'testimonials').items!;
    const words = texts(locale, textsPage).testimonials!.items;
    const figures = page.locator('#customers figure.testimonial');
    await expect(figures).toHaveCount(items.length);
    for (const [i, item] of items.entries()) {
      await expect(figures.nth(i).locator('blockquote')).toHaveText(words[item.id]!.quote!);
      await expect(figures.nth(i).locator('figcaption')).toContainText(words[item.id]!.person!);
      await expect(figures.nth(i).locator('figcaption')).toContainText(words[item.id]!.company!);
    }
  }
});

test('the Chinese service page names its partners as wordmarks drawn from their names', async ({ page }) => {
  await page.goto('/cn/service');
  const items = sectionOf('service', 'wordmarks').items!;
  const words = texts('zh-cn', 'service').partners!.items;
  const logos = page.locator('#partners').getByRole('img');
  await expect(logos).toHaveCount(items.length);
  for (const [i, item] of items.entries()) await expect(logos.nth(i)).toHaveAccessibleName(words[item.id]!.name!);
  // Drawn, not loaded: no image files in the section.
  await expect(page.locator('#partners img')).toHaveCount(0);
});

/** Rows of a grid's items (by their top edge), each with its boxes' left and right edges. */
async function gridRows(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((list) => {
    const box = list.getBoundingClientRect();
    const rows = new Map<number, Array<{ left: number; right: number }>>();
    for (const item of Array.from(list.children)) {
      const r = item.getBoundingClientRect();
      const top = Math.round(r.top);
      rows.set(top, [...(rows.get(top) ?? []), { left: r.left - box.left, right: box.right - r.right }]);
    }
    return [...rows.values()];
  });
}

test.describe('card grids at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  for (const { path, selector } of [
    { path: '/en/solutions', selector: '#audiences ul.cards' },
    { path: '/cn/service', selector: '#credit ul.cards' },
    { path: '/cn/service', selector: '#payment ul.cards' },
    { path: '/cn/service', selector: '#marketing ul.cards' },
    { path: '/en/aboutus', selector: '#section3 ul.team' },
    { path: '/en/aboutus', selector: '#section4 ul.awards' },
    { path: '/en/aboutus', selector: '#standards ul.feature-grid' },
    { path: '/en', selector: '#capabilities ul.feature-grid' },
    { path: '/cn', selector: '#products ul.feature-grid' },
  ]) {
    test(`${path} ${selector}: every row is full, or the last is centred`, async ({ page }) => {
      await page.goto(path);
      const rows = await gridRows(page, selector);
      const [first, ...rest] = rows;
      // The first row spans the list: its outer items touch both edges.
      expect(first![0]!.left).toBeLessThan(1);
      expect(first!.at(-1)!.right).toBeLessThan(1);
      for (const row of rest) {
        expect(row.length).toBeLessThanOrEqual(first!.length);
        // A shorter row has as much room on its left as on its right.
        expect(Math.abs(row[0]!.left - row.at(-1)!.right)).toBeLessThan(2);
      }
    });
  }
});

test.describe('solution detail: one sector at a time', () => {
  const sectors = sectionOf('solutionsdetail', 'query-index').items!;
  const blockIds = sectors.map((s) => `c${s.value}`);
  const shownBlocks = (page: Page) => page.locator(blockIds.map((id) => `#${id}`).join(',')).evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.id));
  const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`?contId= shows that sector alone under the index, a fraction of the whole page's height (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/en/solutionsdetail');
      expect(await shownBlocks(page)).toEqual(blockIds);
      const whole = await height(page);
      for (const { value } of [sectors[0]!, sectors[4]!, sectors.at(-1)!]) {
        await page.goto(`/en/solutionsdetail?contId=${value}`);
        expect(await shownBlocks(page)).toEqual([`c${value}`]);
        const index = page.getByRole('navigation', { name: 'Solutions by sector' });
        await expect(index.locator('[aria-current="page"]')).toHaveAttribute('href', `/en/solutionsdetail?contId=${value}`);
        expect(await height(page)).toBeLessThan(whole * 0.35);
      }
    });
  }

  test('the index leads from sector to sector and back to all of them', async ({ page }) => {
    await page.goto('/ru/solutionsDetail?contId=998');
    const index = page.getByRole('navigation', { name: 'Решения по отраслям' });
    await index.getByRole('link', { name: 'Юридические фирмы' }).click();
    await expect(page).toHaveURL(/\/ru\/solutionsDetail\?contId=5001$/);
    expect(await shownBlocks(page)).toEqual(['c5001']);
    await expect(page.locator('h1')).toHaveText(texts('ru', 'solutionsdetail').heads!.lawfirms!.heading!);
    await page.getByRole('navigation', { name: 'Решения по отраслям' }).getByRole('link', { name: 'Все отрасли' }).click();
    await expect(page).toHaveURL(/\/ru\/solutions$/);
  });

  test('a card of the solutions page (#c<contId>) opens that sector alone, with its own heading', async ({ page }) => {
    await page.goto('/en/solutions');
    await page.locator('#audiences').getByRole('link', { name: /logistics/ }).first().click();
    await expect(page).toHaveURL(/\/en\/solutionsdetail#c3003$/);
    await hydrated(page);
    expect(await shownBlocks(page)).toEqual(['c3003']);
    await expect(page.locator('h1')).toHaveText(texts('en', 'solutionsdetail').heads!.logistics!.heading!);
  });

  test('a contId that names no sector shows them all, and so does the page without JavaScript', async ({ browser, page }) => {
    await page.goto('/en/solutionsdetail?contId=12345');
    expect(await shownBlocks(page)).toEqual(blockIds);
    await expect(page.getByRole('navigation', { name: 'Solutions by sector' }).locator('[aria-current]')).toHaveCount(0);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const plain = await noScript.newPage();
    await plain.goto('/en/solutionsdetail?contId=998');
    expect(await shownBlocks(plain)).toEqual(blockIds);
    await expect(plain.getByRole('navigation', { name: 'Solutions by sector' }).getByRole('link')).toHaveCount(sectors.length + 1);
    await noScript.close();
  });
});
