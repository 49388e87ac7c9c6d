import { expect, test } from './console-guard';
import { commonTexts, contactPath, expectEveryShownPictureLoaded, shownShowcasePictures, tabTo, urlEnding } from './no-script-visitor';

// A visitor whose browser runs no script, on a wide screen (1366 px): the header's dropdowns,
// the footer's buttons, the chat button and the pictures still work (engine/ui/styles/no-script.css,
// the links of engine/ui/shell/button-link.ts, the <noscript> copies of lazy-image.tsx).

test.use({ javaScriptEnabled: false });

const en = commonTexts('en');
const zh = commonTexts('zh-cn');

test('the header\'s dropdowns open under the mouse and take the visitor to their pages', async ({ page }) => {
  await page.goto('/en');
  const items = page.locator('.site-header .main-nav__item.has-children');
  expect(await items.count()).toBeGreaterThan(1);
  for (const item of await items.all()) {
    const submenu = item.locator('.main-nav__submenu');
    await expect(submenu).toBeHidden();
    await item.locator(':scope > button').hover();
    await expect(submenu).toBeVisible();
    await page.locator('main h1').hover();
    await expect(submenu).toBeHidden();
  }
  // The panel stays while the mouse goes down into it, and its links lead on.
  const last = items.last();
  await last.locator(':scope > button').hover();
  const entry = last.locator('.main-nav__submenu a').last();
  const href = (await entry.getAttribute('href'))!;
  await entry.click();
  await expect(page).toHaveURL(urlEnding(href));
  await expect(page.locator('.site-header .main-nav__submenu').filter({ visible: true })).toHaveCount(0);
});

test('by keyboard, a dropdown opens as Tab reaches its button, its links come next, and Enter follows one', async ({ page }) => {
  await page.goto('/en');
  const [first, second] = await page.locator('.site-header .main-nav__item.has-children').all();
  await tabTo(page, first!.locator(':scope > button'));
  await expect(first!.locator('.main-nav__submenu')).toBeVisible();
  await expect(second!.locator('.main-nav__submenu')).toBeHidden();
  const links = first!.locator('.main-nav__submenu a');
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  // Past its last link, the next dropdown opens and this one closes.
  await tabTo(page, second!.locator(':scope > button'), await links.count() + 1);
  await expect(first!.locator('.main-nav__submenu')).toBeHidden();
  await expect(second!.locator('.main-nav__submenu')).toBeVisible();
  await page.keyboard.press('Tab');
  const href = (await second!.locator('.main-nav__submenu a').first().getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlEnding(href));
});

test('a press on a dropdown\'s button holds it open while the mouse passes over the others, until a press elsewhere', async ({ page }) => {
  await page.goto('/en');
  const [first, second] = await page.locator('.site-header .main-nav__item.has-children').all();
  await first!.locator(':scope > button').click();
  await second!.locator(':scope > button').hover();
  await expect(first!.locator('.main-nav__submenu')).toBeVisible();
  await expect(second!.locator('.main-nav__submenu')).toBeHidden();
  await page.locator('main h1').click();
  await expect(first!.locator('.main-nav__submenu')).toBeHidden();
});

test('back to top goes to the top; Demo, in the header and the footer, leads to the contact page and its offices', async ({ page }) => {
  await page.goto('/en/countrydetail');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await page.locator('.site-footer').getByRole('button', { name: en.footer!.backToTop }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.site-header__logo')).toBeInViewport();

  const contact = contactPath('/en');
  await page.locator('.site-footer').getByRole('button', { name: en.footer!.requestDemo }).click();
  await expect(page).toHaveURL(urlEnding(contact));
  // The page says to call or write to an office to arrange a demo, and lists them.
  await expect(page.locator('#offices a[href^="mailto:"]').first()).toBeVisible();
  await page.goto('/ru');
  await page.locator('.site-header').getByRole('button', { name: commonTexts('ru').nav!.demo, exact: true }).click();
  await expect(page).toHaveURL(urlEnding(contactPath('/ru')));
});

test('the Chinese chat button shows its panel, with the QR code, the phone and the contact page', async ({ page }) => {
  await page.goto('/cn');
  const panel = page.locator('.contact-widget__panel');
  await expect(panel).toBeHidden();
  // Folding the widget needs its script: that button is not offered.
  await expect(page.getByRole('button', { name: zh.chat!.minimise })).toBeHidden();
  await page.getByRole('button', { name: zh.chat!.label }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('img', { name: zh.chat!.qrCaption })).toBeVisible();
  await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
  await panel.getByRole('link', { name: zh.chat!.contactPage }).click();
  await expect(page).toHaveURL(urlEnding(contactPath('/cn')));
});

test('every picture of the products pages and the homes loads, the showcase\'s each once', async ({ page }) => {
  for (const [path, locale] of [['/en/products', 'en'], ['/cn/products', 'zh-cn']] as const) {
    const items = page.locator('.showcase__item');
    const shown = await expectEveryShownPictureLoaded(page, path);
    const pictures = await shownShowcasePictures(page);
    expect(pictures).toHaveLength(await items.count());
    expect(new Set(pictures).size).toBe(pictures.length);
    expect(pictures.every((p) => p.startsWith(`/illustrations/${locale}/`))).toBe(true);
    expect(shown).toBe(pictures.length + 1); // and the hero's
  }
  for (const path of ['/en', '/ru', '/cn/service/video']) expect(await expectEveryShownPictureLoaded(page, path)).toBeGreaterThan(0);
});
