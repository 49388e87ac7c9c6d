import { describe, expect, it } from 'vitest';
import { isVisible, type Visibility } from '../../../engine/access/visibility';
import { rolesOf, sessionFacts, tsPermissionGroup } from '../../../engine/access/session-facts';

// The users of server/auth/seed-accounts.ts, as the identity call answers them.
const admin = { level: 0, userRole: ['admin', 'info', 'payment'], permissions: [{ TS: { CDS: { download_limit: 1000 }, SO: {}, MARKET_ANALYSIS: {}, AI: {}, RECOMMEND: {}, EMAIL: {}, OPENS: {} } }], account: { oemDomains: [] } };
const sub = { level: 1, userRole: ['info'], permissions: [{ TS: { CDS: { download_limit: 200 } } }] };
const member = { level: 0, userRole: [], permissions: [] };
const tradeSo = { level: 0, userRole: [], permissions: [{ TS: { SO: {} } }] };
const oem = { level: 0, userRole: 'admin', permissions: [{ TS: { OPENS: {} } }], account: { oemDomains: [{ companyDomain: 'https://x.example' }] } };

describe('session facts (spec 3, 6)', () => {
  it('derives roles as the spec defines them, from a text or a list', () => {
    expect([...rolesOf('admin')].sort()).toEqual(['admin', 'info']);
    expect([...rolesOf(['info'])]).toEqual(['info']);
    expect([...rolesOf('payment')]).toEqual(['payment']);
    expect([...rolesOf(null)]).toEqual([]);
  });

  it('finds the TS group wherever it sits in the permissions list', () => {
    expect(Object.keys(tsPermissionGroup({ permissions: [{ OTHER: {} }, { TS: { SO: {} } }] }))).toEqual(['SO']);
    expect(tsPermissionGroup({ permissions: null })).toEqual({});
  });

  it('tells main from sub accounts, a download limit and OEM systems', () => {
    expect(sessionFacts(admin, 'zh-cn')).toMatchObject({ loggedIn: true, mainAccount: true, hasDownloadLimit: true, hasOemSystems: false });
    expect(sessionFacts(sub, 'en')).toMatchObject({ mainAccount: false, hasDownloadLimit: true });
    expect(sessionFacts(member, 'en')).toMatchObject({ mainAccount: true, hasDownloadLimit: false });
    expect(sessionFacts(oem, 'en').hasOemSystems).toBe(true);
    expect(sessionFacts(null, 'en')).toMatchObject({ loggedIn: false, mainAccount: false });
  });
});

describe('visibility rules', () => {
  const marketing: Visibility = { any: [{ perm: 'AI' }, { perm: 'RECOMMEND' }] };
  const cost: Visibility = { any: [{ perm: 'AI' }, { perm: 'SO' }, { perm: 'EMAIL' }, { hasDownloadLimit: true }, { role: 'payment' }] };
  const chineseOnly: Visibility = { locale: 'zh-cn' };
  const nonChinese: Visibility = { not: { locale: 'zh-cn' } };
  const consoleLink: Visibility = { loggedIn: true };

  it.each([
    ['no rule shows always', undefined, member, 'en', true],
    ['marketing centre with AI or recommend: admin', marketing, admin, 'en', true],
    ['marketing centre: trade-SO only', marketing, tradeSo, 'en', false],
    ['cost link: trade-SO', cost, tradeSo, 'en', true],
    ['cost link: download limit only', cost, sub, 'en', true],
    ['cost link: plain member', cost, member, 'en', false],
    ['Chinese-only item in zh', chineseOnly, member, 'zh-cn', true],
    ['Chinese-only item in en', chineseOnly, member, 'en', false],
    ['non-Chinese item in ru', nonChinese, member, 'ru', true],
    ['non-Chinese item in zh', nonChinese, member, 'zh-cn', false],
    ['admin entry: oem admin', { role: 'admin' }, oem, 'en', true],
    ['admin entry: sub account', { role: 'admin' }, sub, 'en', false],
    ['main account label', { mainAccount: true }, sub, 'en', false],
    ['OEM systems', { hasOemSystems: true }, oem, 'en', true],
    ['all of: logged in and Chinese', { all: [consoleLink, chineseOnly] }, member, 'zh-cn', true],
  ] as const)('%s', (_name, rule, user, locale, shown) => {
    expect(isVisible(rule as Visibility | undefined, sessionFacts(user, locale))).toBe(shown);
  });

  it('hides the console link from visitors', () => {
    expect(isVisible(consoleLink, sessionFacts(null, 'en'))).toBe(false);
  });
});
