import { expect, hydrated, test } from './console-guard';

test('below 1200 px the menu sits behind a hamburger, with one submenu open at a time', async ({ page }) => {
  await page.goto('/cn');
  await hydrated(page);
  const toggle = page.locator('.site-header__toggle');
  await expect(toggle).toBeVisible();
  await expect(page.locator('.main-nav')).toBeHidden();
  await toggle.click();
  await expect(page.locator('.main-nav')).toBeVisible();
  // Each entry is a full-width row starting at the menu's left edge, its chevron at the right.
  const list = (await page.locator('.main-nav').boundingBox())!;
  for (const entry of await page.locator('.main-nav > .main-nav__item > .main-nav__link').all()) {
    const box = (await entry.boundingBox())!;
    expect(Math.round(box.x)).toBe(Math.round(list.x));
    expect(Math.round(box.width)).toBe(Math.round(list.width));
  }

  const submenus = page.locator('.main-nav__item.has-children > button');
  await submenus.nth(0).click();
  await expect(page.locator('.main-nav__item.is-open')).toHaveCount(1);
  await submenus.nth(1).click();
  await expect(page.locator('.main-nav__item.is-open')).toHaveCount(1);
  await expect(submenus.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await submenus.nth(1).click();
  await expect(page.locator('.main-nav__item.is-open')).toHaveCount(0);

  await submenus.nth(0).click();
  await page.locator('.main-nav__item.is-open a').first().click();
  await expect(page.locator('.main-nav')).toBeHidden(); // closed on navigation
});

test('the open menu closes when the window grows past 1200 px', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await page.locator('.site-header__toggle').click();
  await expect(page.locator('.site-header__menu')).toHaveClass(/is-open/);
  await page.setViewportSize({ width: 1300, height: 800 });
  await expect(page.locator('.site-header__menu')).not.toHaveClass(/is-open/);
  await expect(page.locator('.site-header__toggle')).toBeHidden();
});
