import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, hydrated, test } from './console-guard';

type Head = { title: string; heading: string };
type SolutionTexts = { meta: { title: string }; hero: { heading: string }; heads: Record<string, Head> & { unknown: string } } & Record<string, { body?: string }>;
const texts = (locale: string) => parse(readFileSync(`locales/${locale}/pages/solutionsdetail.yaml`, 'utf8')) as SolutionTexts;
const origin = 'https://www.meridiantrade.example';

// Two sectors and a contId that names none, in two languages: each its own title, h1,
// description and canonical address, applied as the page is parsed.
for (const { locale, path } of [{ locale: 'en', path: '/en/solutionsdetail' }, { locale: 'ru', path: '/ru/solutionsDetail' }]) {
  test(`${path}: each contId has its own head; one naming no sector shows the overview with a note`, async ({ page }) => {
    const words = texts(locale);
    for (const { contId, sector, name } of [{ contId: '998', sector: 'buyers', name: 'Buyers' }, { contId: '5001', sector: 'lawfirms', name: 'Media' }]) {
      // name= disagrees on purpose for 5001: the contId decides.
      await page.goto(`${path}?contId=${contId}&name=${name}`);
      const head = words.heads[sector]!;
      await expect(page).toHaveTitle(head.title);
      await expect(page.locator('h1')).toHaveText(head.heading);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', words[sector]!.body!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}?contId=${contId}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\?contId=/);
      await expect(page.locator('[data-query-note]')).toBeHidden();
    }
    await page.goto(`${path}?contId=12345&name=Buyers`);
    await expect(page).toHaveTitle(words.meta.title);
    await expect(page.locator('h1')).toHaveText(words.hero.heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
    await expect(page.getByRole('status').filter({ hasText: words.heads.unknown })).toBeVisible();
  });
}

test('the section a contId opens takes focus without a box drawn round it', async ({ page }) => {
  await page.goto('/cn/solutionsdetail?contId=3003&name=International%20Logistics');
  await hydrated(page);
  const section = page.locator('#c3003');
  await expect(section).toBeFocused();
  expect(await section.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  // The next Tab goes on to a control, whose focus ring stays.
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(ring).not.toBe('none');
});

test('the Chinese footer shows both filing numbers with their registries, the contact column and a chat link; its QR code adds the WeChat account', async ({ page }) => {
  const footer = parse(readFileSync('config/nav/footer-cn.yaml', 'utf8')) as { registrations: Array<{ number: string; href: string }> };
  const site = parse(readFileSync('config/site.yaml', 'utf8')) as { contactWidget: { wechatId: string; phone: string } };
  const zh = parse(readFileSync('locales/zh-cn/common.yaml', 'utf8')) as { footer: { chat: string; col: { contact: string } } };
  const contactTexts = parse(readFileSync('locales/zh-cn/pages/contact.yaml', 'utf8')) as { offices: { items: { shanghai: { address: string } } } };
  await page.goto('/cn/solutionsdetail');
  const legal = page.locator('.site-footer__registrations');
  expect(footer.registrations.map((r) => r.href)).toEqual(['https://beian.miit.gov.cn/', 'https://beian.mps.gov.cn/']);
  for (const r of footer.registrations) await expect(legal.getByRole('link', { name: r.number })).toHaveAttribute('href', r.href);
  const column = page.getByRole('region', { name: zh.footer.col.contact });
  await expect(column.getByRole('link', { name: site.contactWidget.phone })).toHaveAttribute('href', /^tel:\+86/);
  await expect(column.getByRole('link', { name: 'sales@meridiantrade.example' })).toHaveAttribute('href', 'mailto:sales@meridiantrade.example');
  await expect(column).toContainText(contactTexts.offices.items.shanghai.address);
  const uri = `weixin://contacts/profile/${site.contactWidget.wechatId}`;
  await expect(column.getByRole('link', { name: zh.footer.chat })).toHaveAttribute('href', uri);
  await expect(page.locator('.site-footer__qr svg')).toHaveAttribute('data-qr-text', uri);
});
