import { describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import { appHeaderLocale, loggedInRedirect, showsAppNavigation } from '../../../engine/routing/logged-in-routing';
import { loginPathFor, signInTarget } from '../../../engine/routing/sign-in-target';

describe('logged-in routing (spec 2.7, 2.8)', () => {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error(result.error.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`).join('\n'));
  const model = result.value;

  it('sends logged-in members from the English cedarRose and debt-collection pages to the Chinese ones, in English', () => {
    expect(loggedInRedirect('/en/service/cedarRose', model.redirects)).toBe('/cn/service/cedarRose?lang=en');
    expect(loggedInRedirect('/en/service/debtcollection/', model.redirects)).toBe('/cn/service/debtcollection?lang=en');
    expect(loggedInRedirect('/cn/service/cedarRose', model.redirects)).toBeUndefined();
    expect(loggedInRedirect('/en/contact', model.redirects)).toBeUndefined();
  });

  it('shows the application header on paths containing service or package', () => {
    const contains = model.appHeader.publicPathContains;
    expect(['/cn/service', '/cn/service/tuv', '/en/package', '/ru/packageterms', '/en/service/cedarRose'].every((p) => showsAppNavigation(p, contains))).toBe(true);
    expect(['/cn', '/en/contact', '/cn/product/trade', '/ru/aboutus'].some((p) => showsAppNavigation(p, contains))).toBe(false);
  });
});

describe('sign-in target (no open redirect)', () => {
  const pages = ['/dashboard', '/crm/crm-private'];
  it('returns to the console page the member came from', () => {
    expect(signInTarget('?redirect=%2Fcrm%2Fcrm-private', pages, '/dashboard')).toBe('/crm/crm-private');
    expect(loginPathFor('/login', '/crm/crm-private')).toBe('/login?redirect=%2Fcrm%2Fcrm-private');
  });
  it.each(['?redirect=https://evil.example', '?redirect=//evil.example/dashboard', '?redirect=/dashboard/../x', '?redirect=', '', '?redirect=%2Fcn',
    '?redirect=/%5Cevil.example', '?redirect=/\\evil.example', '?redirect=javascript:alert(1)', '?redirect=/en/payment/1/../../dashboard', '?redirect=/en/payment/a%2Fb/receipt'])('goes home for %s', (search) => {
    expect(signInTarget(search, [...pages, '/en/payment/:id/receipt'], '/dashboard')).toBe('/dashboard');
  });
  it('comes back to the purchase form with the package and term chosen, and to a receipt of an order', () => {
    const back = '/en/package?package=global&term=1-year#buy';
    expect(signInTarget(`?${new URLSearchParams({ redirect: back })}`, ['/en/package'], '/dashboard')).toBe(back);
    expect(signInTarget(new URL(`https://x${loginPathFor('/login', back)}`).search, ['/en/package'], '/dashboard')).toBe(back);
    expect(signInTarget('?redirect=%2Fen%2Fpayment%2F123456789012%2Freceipt', ['/en/payment/:id/receipt'], '/dashboard')).toBe('/en/payment/123456789012/receipt');
    // A path the list does not hold goes home, with or without a query.
    expect(signInTarget('?redirect=%2Fen%2Fcontact%3Fpackage%3Dglobal', ['/en/package'], '/dashboard')).toBe('/dashboard');
  });
});

describe('app header language on public pages', () => {
  it('follows ?lang= when the page carries that language, else the page language', () => {
    expect(appHeaderLocale('?lang=en', 'zh-cn', ['zh-cn', 'en'])).toBe('en');
    expect(appHeaderLocale('?lang=ru', 'zh-cn', ['zh-cn', 'en'])).toBe('zh-cn');
    expect(appHeaderLocale('', 'zh-cn', ['zh-cn', 'en'])).toBe('zh-cn');
  });
});
