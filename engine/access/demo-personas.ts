import type { IdentityUser } from './session-facts.js';

/**
 * The demo accounts as the console sees them: one per mix of roles and permissions that spec 6's
 * visibility rules tell apart. The reference server seeds them (with passwords it keeps to
 * itself, server/auth/seed-accounts.ts); the persona preview and the config-change summary show
 * the menus each of them gets, through the same decision functions as the live console.
 */
export interface DemoPersona {
  /** A short name for reports and the preview's presets. */
  id: string;
  email: string;
  nickname: string;
  /** 0 is a main account; any other level is a sub account. */
  level: number;
  userRole: string[];
  /** The identity answer's permission groups (a TS group whose keys are the permissions). */
  permissions: Array<Record<string, Record<string, unknown>>>;
  oemDomains: Array<{ companyDomain: string; systemName: Record<string, string> }>;
}

export const demoPersonas: readonly DemoPersona[] = [
  { id: 'main-admin', email: 'admin@demo.example', nickname: 'Main admin', level: 0, userRole: ['admin', 'info', 'payment'],
    permissions: [{ TS: { CDS: { download_limit: 1000 }, SO: {}, MARKET_ANALYSIS: {}, AI: {}, RECOMMEND: {}, EMAIL: {}, OPENS: {} } }], oemDomains: [] },
  { id: 'sales-sub', email: 'sub@demo.example', nickname: 'Sales sub account', level: 1, userRole: ['info'],
    permissions: [{ TS: { CDS: { download_limit: 200 } } }], oemDomains: [] },
  { id: 'basic-member', email: 'member@demo.example', nickname: 'Basic member', level: 0, userRole: [], permissions: [], oemDomains: [] },
  { id: 'trade-search', email: 'tradeso@demo.example', nickname: 'Trade search user', level: 0, userRole: [], permissions: [{ TS: { SO: {} } }], oemDomains: [] },
  { id: 'ai-email', email: 'ai-email@demo.example', nickname: 'AI and e-mail user', level: 0, userRole: [], permissions: [{ TS: { AI: {}, EMAIL: {} } }], oemDomains: [] },
  { id: 'oem-partner', email: 'oem@demo.example', nickname: 'OEM partner', level: 0, userRole: ['admin'], permissions: [{ TS: { OPENS: {} } }],
    oemDomains: [{ companyDomain: 'https://data.partner-oem.example', systemName: { 'zh-cn': '伙伴贸易数据系统', en: 'Partner trade data system' } }] },
];

/** The persona as the identity call would answer for it, ready for sessionFacts(). */
export function personaIdentity(persona: DemoPersona): IdentityUser {
  return { level: persona.level, userRole: persona.userRole, permissions: persona.permissions, account: { oemDomains: persona.oemDomains } };
}
