import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import { sessionFacts, type IdentityUser } from '../../../engine/access/session-facts';
import { accountKindLabel, mayOpenConsolePage, oemSystemsOf, visibleAppHeader, type VisibleAppHeader } from '../../../engine/access/app-navigation';
import type { AppHeader } from '../../../engine/config/console-model';
import { joinUrl } from '../../../engine/api/session-calls';
import { itemAt } from '../present';
import { demoPersonas, personaIdentity } from '../../../engine/access/demo-personas';

// The truth table of spec 6, read against the real config/nav/app-header.yaml: each row changes
// one fact of a session and checks exactly which entries appear and disappear.
let header: AppHeader;
beforeAll(() => {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error(result.error.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`).join('\n'));
  header = result.value.appHeader;
});

type Perm = 'CDS' | 'SO' | 'MARKET_ANALYSIS' | 'AI' | 'RECOMMEND' | 'EMAIL' | 'OPENS';
function user({ perms = [] as Perm[], roles = [] as string[], level = 0, downloadLimit = 0, oem = [] as unknown[] } = {}): IdentityUser {
  const group: Record<string, unknown> = Object.fromEntries(perms.map((p) => [p, {}]));
  if (downloadLimit) group.CDS = { download_limit: downloadLimit };
  return { level, userRole: roles, permissions: [{ TS: group }], account: { oemDomains: oem } };
}

function seen(u: IdentityUser, locale = 'zh-cn'): VisibleAppHeader {
  return visibleAppHeader(header, sessionFacts(u, locale), { consoleHost: '' }, u.account?.oemDomains ?? []);
}
/** Every href the header offers: main items, dropdown entries, account entries, systems. */
function hrefs(view: VisibleAppHeader): Set<string> {
  return new Set([
    ...view.items.flatMap((i) => [...(i.link ? [i.link.href] : []), ...i.children.map((c) => c.href)]),
    ...view.account.map((a) => a.href),
    ...view.systems.map((s) => s.href),
  ]);
}
const labels = (view: VisibleAppHeader) => view.items.map((i) => i.label);

describe('application header visibility (spec 6 truth table)', () => {
  it.each([
    ['MARKET_ANALYSIS', ['/stats/cn', '/stats/un']],
    ['SO', ['/so', '/crm/crm-statistics']],
    ['RECOMMEND', ['/marketing/recommend']],
  ] as const)('permission %s shows %j and nothing shows them without it', (perm, paths) => {
    const without = hrefs(seen(user()));
    const withIt = hrefs(seen(user({ perms: [perm] })));
    for (const path of paths) {
      expect(withIt.has(path)).toBe(true);
      expect(without.has(path)).toBe(false);
    }
  });

  it('marketing centre: AI or recommend permission, and recommended marketing needs recommend', () => {
    expect(labels(seen(user()))).not.toContain('nav.marketing');
    const ai = seen(user({ perms: ['AI'] }));
    expect(labels(ai)).toContain('nav.marketing');
    expect(hrefs(ai).has('/marketing/recommend')).toBe(false);
    expect(hrefs(ai).has('/marketing/companies/customs')).toBe(true);
    const recommend = seen(user({ perms: ['RECOMMEND'] }));
    expect(labels(recommend)).toContain('nav.marketing');
    expect(hrefs(recommend).has('/marketing/recommend')).toBe(true);
  });

  it('e-mail centre: e-mail permission', () => {
    expect(labels(seen(user()))).not.toContain('nav.emailCentre');
    expect([...hrefs(seen(user({ perms: ['EMAIL'] })))].filter((h) => h.startsWith('/business/ec/'))).toEqual(['/business/ec/mail', '/business/ec/template', '/business/ec/report']);
  });

  it.each([
    ['AI', user({ perms: ['AI'] })],
    ['trade-SO', user({ perms: ['SO'] })],
    ['e-mail', user({ perms: ['EMAIL'] })],
    ['a download limit', user({ downloadLimit: 200 })],
    ['a payment account', user({ roles: ['payment'] })],
  ])('cost link (recharge) with %s, instead of basic info', (_why, u) => {
    const entries = seen(u).account.map((a) => a.href);
    expect(entries).toContain('/cost');
    expect(entries).not.toContain('/account/basicinfo');
  });

  it('no cost permission: basic info instead of recharge; a download limit of 0 is none', () => {
    for (const u of [user(), user({ perms: ['MARKET_ANALYSIS', 'RECOMMEND', 'OPENS', 'CDS'] })]) {
      const entries = seen(u).account.map((a) => a.href);
      expect(entries).toContain('/account/basicinfo');
      expect(entries).not.toContain('/cost');
    }
  });

  it('payment accounts: the payment role only', () => {
    expect(seen(user({ roles: ['payment'] })).account.map((a) => a.href)).toContain('/cost/paymentLink');
    expect(seen(user({ roles: ['admin', 'info'] })).account.map((a) => a.href)).not.toContain('/cost/paymentLink');
  });

  it('systems drawer: OPENS gives the open platform; OEM domains are listed as systems', () => {
    expect(seen(user()).systems).toEqual([]);
    expect(seen(user({ perms: ['OPENS'] })).systems.map((s) => s.href)).toEqual(['https://open.meridiantrade.example/']);
    const oem = seen(user({ oem: [{ companyDomain: 'https://data.partner.example', systemName: { 'zh-cn': '伙伴系统', en: 'Partner system' } }] }), 'en');
    expect(oem.oemSystems).toEqual([{ name: 'Partner system', companyDomain: 'https://data.partner.example' }]);
  });

  it('Chinese only: buyer search, buyer services and third-party services; non-Chinese only: packages', () => {
    const zh = hrefs(seen(user(), 'zh-cn'));
    expect(zh.has('/buyer')).toBe(true);
    expect(zh.has('/buyer-services')).toBe(true);
    expect(zh.has('/cn/service')).toBe(true);
    expect([...zh].some((h) => h.endsWith('/package'))).toBe(false);
    for (const [locale, pkg] of [['en', '/en/package'], ['ru', '/ru/package']] as const) {
      const other = hrefs(seen(user(), locale));
      expect(other.has('/buyer')).toBe(false);
      expect(other.has('/buyer-services')).toBe(false);
      expect([...other].some((h) => h.startsWith('/cn/service'))).toBe(false);
      expect(labels(seen(user(), locale))).not.toContain('nav.services');
      expect(other.has(pkg)).toBe(true);
    }
  });

  it('third-party services: a Chinese dropdown of the overview and each /cn/service page, none of them console pages', () => {
    const services = seen(user(), 'zh-cn').items.find((i) => i.label === 'nav.services');
    expect(services?.link).toBeUndefined();
    expect(services?.children.map((c) => c.href)).toEqual([
      '/cn/service', '/cn/service/debtcollection', '/cn/service/airwallex', '/cn/service/cedarRose', '/cn/service/tuv',
      '/cn/service/ningbo', '/cn/service/xinhai', '/cn/service/amass', '/cn/service/yixin', '/cn/service/yiwandian',
      '/cn/service/zhaodaka', '/cn/service/website', '/cn/service/trace', '/cn/service/spread', '/cn/service/analyze',
      '/cn/service/video', '/cn/service/search', '/cn/service/shiteng', '/cn/service/Hide-article',
    ]);
    expect(services?.children.every((c) => !c.inside)).toBe(true);
  });

  it('market analysis: its own dropdown with both statistics and market insight, only with MARKET_ANALYSIS', () => {
    expect(labels(seen(user()))).not.toContain('nav.marketAnalysis');
    const analyst = seen(user({ perms: ['MARKET_ANALYSIS'] }));
    expect(analyst.items.find((i) => i.label === 'nav.marketAnalysis')?.children.map((c) => c.href)).toEqual(['/stats/cn', '/stats/un', '/market-insight']);
    // No longer in the data centre.
    const dataCentre = analyst.items.find((i) => i.label === 'nav.dataCentre')?.children.map((c) => c.href) ?? [];
    expect(dataCentre.filter((h) => h.startsWith('/stats/'))).toEqual([]);
  });

  it.each([
    ['main admin', user({ roles: ['admin'], level: 0 }), ['/admin/ts', '/admin', '/admin/info', '/account/center']],
    ['sub-account admin', user({ roles: ['admin'], level: 2 }), ['/admin', '/admin/info']],
    ['info manager', user({ roles: ['info'], level: 1 }), ['/admin/info']],
    ['main account without a role', user({ level: 0 }), ['/account/center']],
    ['sub account without a role', user({ level: 1 }), []],
  ])('admin entries by role: %s', (_who, u, expected) => {
    const adminEntries = seen(u).account.map((a) => a.href).filter((h) => h.startsWith('/admin') || h === '/account/center');
    expect(adminEntries).toEqual(expected);
  });

  it('main versus sub account label: level 0 is the main account', () => {
    expect(accountKindLabel(sessionFacts(user({ level: 0 }), 'en'))).toBe('mainAccount');
    expect(accountKindLabel(sessionFacts(user({ level: 3 }), 'en'))).toBe('subAccount');
  });

  it("'learn more' only on the shipments search entry, except in Chinese", () => {
    const all = user({ perms: ['SO', 'AI', 'MARKET_ANALYSIS'] });
    for (const locale of ['en', 'ru']) {
      const withLearnMore = seen(all, locale).items.flatMap((i) => i.children).filter((c) => c.learnMore).map((c) => c.href);
      expect(withLearnMore).toEqual(['/shipments/search']);
    }
    const zh = seen(all, 'zh-cn').items.flatMap((i) => i.children).filter((c) => c.learnMore);
    expect(zh.length).toBeGreaterThan(1);
    expect(zh.every((c) => c.learnMore!.startsWith('/cn/'))).toBe(true);
  });

  it('a dropdown whose entries are all hidden disappears; everything else is always there', () => {
    expect(labels(seen(user()))).toEqual(['nav.dashboard', 'nav.dataCentre', 'nav.crm', 'nav.products', 'nav.aiTools', 'nav.services']);
    expect(labels(seen(user(), 'en'))).toEqual(['nav.dashboard', 'nav.dataCentre', 'nav.crm', 'nav.products', 'nav.aiTools', 'nav.packages']);
  });

  it('console pages are inside links on the console host; public pages and other hosts are not', () => {
    const view = visibleAppHeader(header, sessionFacts(user({ perms: ['OPENS'] }), 'zh-cn'), { consoleHost: 'https://console.example' });
    expect(itemAt(view.items, 0, 'first header item').link).toEqual({ label: 'nav.dashboard', href: 'https://console.example/dashboard', inside: true });
    expect(view.items.find((i) => i.label === 'nav.services')?.children[0]).toMatchObject({ label: 'nav.serviceOverview', href: '/cn/service', inside: false });
    expect(view.items.find((i) => i.label === 'nav.crm')?.children[0]).toMatchObject({ label: 'nav.inquiries', href: 'https://console.example/inquiries', inside: true });
    expect(itemAt(view.systems, 0, 'first system').inside).toBe(false);
  });
});

// Each entry issue 21 added, for each demo persona (engine/access/demo-personas.ts), in Chinese and
// English: shown (true) or not.
describe('the added console entries per demo persona', () => {
  const personaIds = ['main-admin', 'sales-sub', 'basic-member', 'trade-search', 'ai-email', 'oem-partner'] as const;
  const everyone = [true, true, true, true, true, true];
  const cases: Array<[string, { 'zh-cn': boolean[]; en: boolean[] }]> = [
    ['/messages', { 'zh-cn': everyone, en: everyone }],
    ['/inquiries', { 'zh-cn': everyone, en: everyone }],
    ['/account/profile', { 'zh-cn': everyone, en: everyone }],
    ['/connections', { 'zh-cn': everyone, en: everyone }],
    // The main account or the info role: every demo persona is one or the other.
    ['/company', { 'zh-cn': everyone, en: everyone }],
    ['/reviews', { 'zh-cn': everyone, en: everyone }],
    ['/shipments/history', { 'zh-cn': everyone, en: everyone }],
    // MARKET_ANALYSIS: the main admin only.
    ['/market-insight', { 'zh-cn': [true, false, false, false, false, false], en: [true, false, false, false, false, false] }],
    ['/stats/cn', { 'zh-cn': [true, false, false, false, false, false], en: [true, false, false, false, false, false] }],
    // The main account or the payment role: not the sales sub account.
    ['/vouchers', { 'zh-cn': [true, false, true, true, true, true], en: [true, false, true, true, true, true] }],
    // Chinese only.
    ['/buyer-services', { 'zh-cn': everyone, en: [false, false, false, false, false, false] }],
    ['/cn/service/cedarRose', { 'zh-cn': everyone, en: [false, false, false, false, false, false] }],
  ];
  it.each(cases)('%s', (href, expected) => {
    for (const locale of ['zh-cn', 'en'] as const) {
      const shown = personaIds.map((id) => {
        const persona = demoPersonas.find((p) => p.id === id);
        if (!persona) throw new Error(`no demo persona ${id}`);
        return hrefs(seen(personaIdentity(persona), locale)).has(href);
      });
      expect(shown, `${href} in ${locale}`).toEqual(expected[locale]);
    }
  });

  it('company page and vouchers by rule: a sub account without a role sees neither, one with the payment role the vouchers', () => {
    const plainSub = hrefs(seen(user({ level: 1 })));
    expect(plainSub.has('/company')).toBe(false);
    expect(plainSub.has('/vouchers')).toBe(false);
    expect(hrefs(seen(user({ level: 1, roles: ['payment'] }))).has('/vouchers')).toBe(true);
    expect(hrefs(seen(user({ level: 1, roles: ['info'] }))).has('/company')).toBe(true);
  });

  it('an added page opens only for those the header offers it to', () => {
    expect(mayOpenConsolePage(header, sessionFacts(user({ level: 1 }), 'zh-cn'), '/vouchers')).toBe(false);
    expect(mayOpenConsolePage(header, sessionFacts(user(), 'en'), '/buyer-services')).toBe(false);
    expect(mayOpenConsolePage(header, sessionFacts(user(), 'en'), '/market-insight')).toBe(false);
    expect(mayOpenConsolePage(header, sessionFacts(user({ perms: ['MARKET_ANALYSIS'] }), 'en'), '/market-insight')).toBe(true);
    expect(mayOpenConsolePage(header, sessionFacts(user(), 'en'), '/messages')).toBe(true);
  });
});

describe('OEM systems (spec 3, 7)', () => {
  it('names a system in the member language, English for Russian, and skips unusable domains', () => {
    const domains = [
      { companyDomain: 'https://a.example', systemName: { 'zh-cn': '甲系统', en: 'System A' } },
      { companyDomain: 'javascript:alert(1)', systemName: { en: 'Bad' } },
      { companyDomain: 'https://b.example' },
      null,
    ];
    expect(oemSystemsOf(domains, 'zh-cn').map((s) => s.name)).toEqual(['甲系统', 'b.example']);
    expect(oemSystemsOf(domains, 'ru').map((s) => s.name)).toEqual(['System A', 'b.example']);
  });

  it('builds the single-sign-on target from the company domain and the login path', () => {
    expect(joinUrl('https://a.example/', '/login')).toBe('https://a.example/login');
    expect(joinUrl('https://a.example', '/login')).toBe('https://a.example/login');
  });
});

describe('console pages by permission', () => {
  it('opens a module page only for members whose header offers it; unlisted pages open for all', () => {
    const member = sessionFacts(user(), 'zh-cn');
    const analyst = sessionFacts(user({ perms: ['MARKET_ANALYSIS'] }), 'zh-cn');
    expect(mayOpenConsolePage(header, member, '/stats/cn')).toBe(false);
    expect(mayOpenConsolePage(header, analyst, '/stats/cn')).toBe(true);
    expect(mayOpenConsolePage(header, member, '/dashboard')).toBe(true);
    expect(mayOpenConsolePage(header, member, '/account/security')).toBe(true);
    expect(mayOpenConsolePage(header, member, '/cost')).toBe(false);
    expect(mayOpenConsolePage(header, sessionFacts(user({ roles: ['payment'] }), 'en'), '/cost/paymentLink')).toBe(true);
    expect(mayOpenConsolePage(header, sessionFacts(user(), 'en'), '/buyer')).toBe(false);
  });
});
