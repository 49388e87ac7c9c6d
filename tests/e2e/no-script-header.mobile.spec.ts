import { expect, test } from './console-guard';
import { commonTexts, contactPath, expectEveryShownPictureLoaded, shownShowcasePictures, urlEnding } from './no-script-visitor';

// A visitor whose browser runs no script, on a 390 px phone: the hamburger, its menu's sections,
// the footer's buttons, the chat button and the pictures still work
// (engine/ui/styles/no-script.css, engine/ui/shell/button-link.ts, lazy-image.tsx).

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const en = commonTexts('en');
const zh = commonTexts('zh-cn');

test('the hamburger opens the menu, a tap opens a section, and its link leads to its page', async ({ page }) => {
  await page.goto('/en');
  const menu = page.locator('.site-header__menu');
  await expect(menu).toBeHidden();
  await page.locator('.site-header__toggle').tap();
  await expect(menu).toBeVisible();
  const sections = menu.locator('.main-nav__item.has-children');
  const [first, second] = await sections.all();
  await expect(menu.locator('.main-nav__submenu').filter({ visible: true })).toHaveCount(0);
  await first!.locator(':scope > button').tap();
  await expect(menu).toBeVisible();
  await expect(first!.locator('.main-nav__submenu')).toBeVisible();
  // One section at a time: the next tap opens another and closes this one.
  await second!.locator(':scope > button').tap();
  await expect(first!.locator('.main-nav__submenu')).toBeHidden();
  await expect(second!.locator('.main-nav__submenu')).toBeVisible();
  const entry = second!.locator('.main-nav__submenu a').first();
  const href = (await entry.getAttribute('href'))!;
  await entry.tap();
  await expect(page).toHaveURL(urlEnding(href));
  await expect(page.locator('.site-header__menu')).toBeHidden();
});

test('a tap outside closes the menu; by keyboard, it opens with the hamburger\'s focus and Tab goes through it', async ({ page }) => {
  await page.goto('/en');
  const menu = page.locator('.site-header__menu');
  await page.locator('.site-header__toggle').tap();
  await expect(menu).toBeVisible();
  const open = (await menu.boundingBox())!;
  await page.touchscreen.tap(195, open.y + open.height + 40); // below the menu, on the page
  await expect(menu).toBeHidden();

  await page.locator('.site-header__logo').focus();
  await expect(menu).toBeHidden(); // the logo's focus opens nothing
  await page.keyboard.press('Tab');
  await expect(page.locator('.site-header__toggle')).toBeFocused();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.locator('.main-nav__link').first()).toBeFocused();
  await expect(menu).toBeVisible();
});

test('Demo in the menu and in the footer leads to the contact page; back to top goes to the top', async ({ page }) => {
  const contact = contactPath('/en');
  await page.goto('/en');
  await page.locator('.site-header__toggle').tap();
  await page.locator('.site-header').getByRole('button', { name: en.nav!.demo, exact: true }).tap();
  await expect(page).toHaveURL(urlEnding(contact));
  await expect(page.locator('#offices a[href^="tel:"]').first()).toBeVisible();

  await page.goto('/en');
  await page.locator('.site-footer').getByRole('button', { name: en.footer!.requestDemo }).tap();
  await expect(page).toHaveURL(urlEnding(contact));

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator('.site-footer').getByRole('button', { name: en.footer!.backToTop }).tap();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the chat button shows its panel with the QR code and the phone, and no folding button', async ({ page }) => {
  await page.goto('/cn');
  const panel = page.locator('.contact-widget__panel');
  await expect(page.getByRole('button', { name: zh.chat!.minimise })).toBeHidden();
  await page.getByRole('button', { name: zh.chat!.label }).tap();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('img', { name: zh.chat!.qrCaption })).toBeInViewport();
  const phone = panel.locator('a[href^="tel:"]');
  await expect(phone).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the products pages\' pictures load, and the hero\'s, which a phone does not show, is not asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/illustrations/')) asked.push(new URL(request.url()).pathname);
  });
  for (const [path, locale] of [['/en/products', 'en'], ['/ru/products', 'ru']] as const) {
    asked.length = 0;
    const shown = await expectEveryShownPictureLoaded(page, path);
    const pictures = await shownShowcasePictures(page);
    expect(pictures).toHaveLength(await page.locator('.showcase__item').count());
    expect(shown).toBe(pictures.length);
    expect(new Set(pictures).size).toBe(pictures.length);
    expect(pictures.every((p) => p.startsWith(`/illustrations/${locale}/`))).toBe(true);
    expect(asked).not.toContain(`/illustrations/${locale}/crm.svg`); // the hero's
  }
});
