import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import type { AppHeader } from '../../../engine/config/console-model';
import { demoPersonas, personaIdentity } from '../../../engine/access/demo-personas';
import { sessionFacts } from '../../../engine/access/session-facts';
import { visibleAppHeader, type VisibleAppHeader } from '../../../engine/access/app-navigation';
import { headerMatrix, type MatrixRow } from '../../../engine/access/header-matrix';
import { present } from '../present';

// The persona grid's table, against the real config/nav/app-header.yaml and the demo personas.
let header: AppHeader;
beforeAll(() => {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error(result.error.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`).join('\n'));
  header = result.value.appHeader;
}, 60_000); // the config check: a few seconds, more on a loaded machine

const ids = ['main-admin', 'basic-member', 'oem-partner'];
function views(locale: string): VisibleAppHeader[] {
  return ids.map((id) => {
    const identity = personaIdentity(present(demoPersonas.find((p) => p.id === id), `persona ${id}`));
    return visibleAppHeader(header, sessionFacts(identity, locale), { consoleHost: '' }, identity.account?.oemDomains ?? []);
  });
}
const row = (rows: MatrixRow[], label: string, group?: string) => present(rows.find((r) => r.label === label && r.group === group), `row ${group ?? ''} ${label}`);

describe('header matrix', () => {
  it('lists every declared entry once, in the order of the file', () => {
    const rows = headerMatrix(header, views('en')).filter((r) => !r.literal);
    const declared = [
      ...header.items.flatMap((i) => [i.label, ...i.children.map((c) => `${i.label}/${c.label}`)]),
      ...header.account.map((e) => e.label),
      ...header.systems.entries.map((e) => e.label),
    ];
    expect(rows.map((r) => (r.group ? `${r.group}/${r.label}` : r.label))).toEqual(declared);
    for (const r of rows) expect(r.shown).toHaveLength(ids.length);
  });

  it('marks what each persona sees: dropdowns, their entries, account entries and systems', () => {
    const rows = headerMatrix(header, views('zh-cn'));
    expect(row(rows, 'nav.marketing').shown).toEqual([true, false, false]);
    expect(row(rows, 'nav.statsCn', 'nav.marketAnalysis').shown).toEqual([true, false, false]);
    expect(row(rows, 'nav.buyerSearch', 'nav.dataCentre').shown).toEqual([true, true, true]);
    expect(row(rows, 'nav.marketAnalysis').shown).toEqual([true, false, false]);
    expect(row(rows, 'nav.services').shown).toEqual([true, true, true]);
    expect(row(rows, 'nav.serviceCreditReports', 'nav.services').shown).toEqual([true, true, true]);
    expect(row(rows, 'account.basicInfo').shown).toEqual([false, true, true]);
    expect(row(rows, 'account.admin').shown).toEqual([true, false, true]);
    expect(row(rows, 'systems.openPlatform').shown).toEqual([true, false, true]);
  });

  it('hides an entry whose page is missing in the language, and follows the locale rules', () => {
    const en = headerMatrix(header, views('en'));
    expect(row(en, 'nav.services').shown).toEqual([false, false, false]);
    expect(row(en, 'nav.serviceOverview', 'nav.services').shown).toEqual([false, false, false]);
    expect(row(en, 'nav.buyerServices', 'nav.dataCentre').shown).toEqual([false, false, false]);
    expect(row(en, 'nav.packages').shown).toEqual([true, true, true]);
    expect(row(en, 'nav.buyerSearch', 'nav.dataCentre').shown).toEqual([false, false, false]);
  });

  it('adds the OEM systems any persona has, by their name in the language', () => {
    const oemRows = (locale: string) => headerMatrix(header, views(locale)).filter((r) => r.literal);
    expect(oemRows('zh-cn')).toEqual([{ area: 'systems', label: '伙伴贸易数据系统', literal: true, shown: [false, false, true] }]);
    expect(oemRows('ru').map((r) => r.label)).toEqual(['Partner trade data system']);
  });
});
