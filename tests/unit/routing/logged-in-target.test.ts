import { describe, expect, it } from 'vitest';
import { loadWith } from '../config-fixture';
import { isAtRedirectTarget, loggedInTargetContent } from '../../../engine/routing/logged-in-routing';
import { decidePath } from '../../../engine/routing/redirect-rules';

const result = loadWith();
if (!result.ok) throw new Error('project config must be valid for these tests');
const model = result.value;

describe('the target of a logged-in redirect shows the page the member came from', () => {
  it('serves the English page at /cn/...?lang=en, and the Chinese page without it', () => {
    expect(loggedInTargetContent('/cn/service/cedarRose', '?lang=en', model.redirects)).toBe('/en/service/cedarRose');
    expect(loggedInTargetContent('/cn/service/debtcollection', '?x=1&lang=en', model.redirects)).toBe('/en/service/debtcollection');
    expect(loggedInTargetContent('/cn/service/cedarRose', '', model.redirects)).toBeUndefined();
    expect(loggedInTargetContent('/cn/service/cedarRose', '?lang=ru', model.redirects)).toBeUndefined();
    expect(loggedInTargetContent('/cn/contact', '?lang=en', model.redirects)).toBeUndefined();
  });

  it('knows when the browser is already at the target, so the page does not redirect to itself', () => {
    const target = '/cn/service/cedarRose?lang=en';
    expect(isAtRedirectTarget(target, { pathname: '/cn/service/cedarRose', search: '?lang=en' })).toBe(true);
    expect(isAtRedirectTarget(target, { pathname: '/cn/service/cedarRose', search: '?utm=a&lang=en' })).toBe(true);
    expect(isAtRedirectTarget(target, { pathname: '/en/service/cedarRose', search: '' })).toBe(false);
    expect(isAtRedirectTarget(target, { pathname: '/cn/service/cedarRose', search: '' })).toBe(false);
  });
});

describe('the lower-case Russian solution-detail address', () => {
  it('moves permanently to /ru/solutionsDetail, which is a page', () => {
    expect(decidePath('/ru/solutionsdetail', model)).toEqual({ kind: 'redirect', status: 301, location: '/ru/solutionsDetail' });
    expect(decidePath('/ru/solutionsDetail', model)).toMatchObject({ kind: 'page', route: { page: 'solutionsdetail' } });
  });
});
