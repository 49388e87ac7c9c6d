import { beforeAll, describe, expect, it } from 'vitest';
import { appHeaderSection, personaEntries } from '../../../scripts/config-diff/app-header-changes';
import { demoPersonas } from '../../../engine/access/demo-personas';
import type { SiteModel } from '../../../engine/config/site-model';
import { present } from '../present';
import { editedModel, projectModel } from './project-model';

function child(model: SiteModel, label: string) {
  return present(model.appHeader.items.flatMap((i) => i.children).find((c) => c.label === label), `the entry ${label}`);
}

const persona = (id: string) => present(demoPersonas.find((p) => p.id === id), `persona ${id}`);

describe('config-diff: the application header per demo persona', () => {
  beforeAll(() => void projectModel(), 60_000);

  it('says nothing when no visible: rule or entry changed', () => {
    expect(appHeaderSection(projectModel(), editedModel(() => {}))).toBeUndefined();
  });

  it('a visible: rule for one permission: the personas without it lose the entry in every locale, in one line', () => {
    const after = editedModel((m) => void (child(m, 'nav.myCollection').visible = { perm: 'SO' }));
    const lines = present(appHeaderSection(projectModel(), after), 'an application header section').lines;
    expect(lines).toHaveLength(1);
    const [line = ''] = lines;
    expect(line).toContain('lost “Data centre › My collection” (`nav.dataCentre › nav.myCollection` → `/shipments/collect`)');
    expect(line).toContain('every locale');
    // Exactly those without SO: the main admin and the trade-search user keep it.
    for (const id of ['sales-sub', 'basic-member', 'ai-email', 'oem-partner']) expect(line).toContain(`(\`${id}\`)`);
    for (const id of ['main-admin', 'trade-search']) expect(line).not.toContain(`(\`${id}\`)`);
  });

  it('a rule dropped: the personas it hid the entry from gain it; a rule for one locale shows that locale only', () => {
    const after = editedModel((m) => {
      delete child(m, 'nav.uniFind').visible;
      child(m, 'nav.myCollection').visible = { locale: 'zh-cn' };
    });
    const lines = present(appHeaderSection(projectModel(), after), 'an application header section').lines;
    const gained = present(lines.find((l) => l.includes('gained')), 'a gained line');
    expect(gained).toContain('`nav.dataCentre › nav.uniFind` → `/so`');
    expect(gained).not.toContain('`main-admin`');
    const lost = present(lines.find((l) => l.includes('lost')), 'a lost line');
    expect(lost).toMatch(/, en and ru: lost /);
  });

  it('an entry that now leads elsewhere is one change, with the old and new address', () => {
    const after = editedModel((m) => void (child(m, 'nav.myCollection').target = { kind: 'console', path: '/shipments/favourites' }));
    expect(appHeaderSection(projectModel(), after)?.lines).toEqual([
      expect.stringMatching(/^- Main admin \(`main-admin`\), .+ and OEM partner \(`oem-partner`\), every locale: “Data centre › My collection” \(`nav\.dataCentre › nav\.myCollection`\) now leads to `\/shipments\/favourites` \(was `\/shipments\/collect`\)$/),
    ]);
  });

  it('reads each persona as the console does: the main admin sees the market statistics, the basic member does not', () => {
    const hrefs = (id: string) => personaEntries(projectModel(), persona(id), 'en').map((e) => e.href);
    expect(hrefs('main-admin')).toContain('/stats/cn');
    expect(hrefs('basic-member')).not.toContain('/stats/cn');
  });
});
