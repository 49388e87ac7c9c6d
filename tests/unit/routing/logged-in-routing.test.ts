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
  it.each(['?redirect=https://evil.example', '?redirect=//evil.example/dashboard', '?redirect=/dashboard/../x', '?redirect=', '', '?redirect=%2Fcn'])('goes home for %s', (search) => {
    expect(signInTarget(search, pages, '/dashboard')).toBe('/dashboard');
  });
});

describe('app header language on public pages', () => {
  it('follows ?lang= when the page carries that language, else the page language', () => {
    expect(appHeaderLocale('?lang=en', 'zh-cn', ['zh-cn', 'en'])).toBe('en');
    expect(appHeaderLocale('?lang=ru', 'zh-cn', ['zh-cn', 'en'])).toBe('zh-cn');
    expect(appHeaderLocale('', 'zh-cn', ['zh-cn', 'en'])).toBe('zh-cn');
  });
});
