import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import type { AppHeader } from '../../../engine/config/console-model';
import { permissionNames, roleNames } from '../../../engine/config/visibility-vocabulary';
import { demoPersonas, personaIdentity } from '../../../engine/access/demo-personas';
import { sessionFacts } from '../../../engine/access/session-facts';
import { visibleAppHeader } from '../../../engine/access/app-navigation';
import { identityOfMix, knownOemDomains, mixOfPersona, personaOfMix, type PersonaMix } from '../../../engine/access/persona-mix';
import { present } from '../present';

// The persona preview turns its controls into an identity answer: for every demo persona, the
// round trip through a mix must give the console's own decision, and a changed fact no preset.
let header: AppHeader;
beforeAll(() => {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error(result.error.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`).join('\n'));
  header = result.value.appHeader;
}, 60_000); // the config check: a few seconds, more on a loaded machine

const persona = (id: string) => present(demoPersonas.find((p) => p.id === id), `demo persona ${id}`);
const none: PersonaMix = { roles: [], permissions: [], downloadLimit: false, mainAccount: true, oemDomains: [] };

describe('persona mix', () => {
  it.each(demoPersonas.map((p) => [p.id, p] as const))('%s: the mix decides as its identity answer does, in every locale', (_id, p) => {
    const fromMix = identityOfMix(mixOfPersona(p));
    for (const locale of ['zh-cn', 'en', 'ru']) {
      expect(sessionFacts(fromMix, locale)).toEqual(sessionFacts(personaIdentity(p), locale));
      expect(visibleAppHeader(header, sessionFacts(fromMix, locale), { consoleHost: '' }, fromMix.account?.oemDomains ?? []))
        .toEqual(visibleAppHeader(header, sessionFacts(personaIdentity(p), locale), { consoleHost: '' }, p.oemDomains));
    }
  });

  it('finds the preset a mix is, whatever the order of its lists', () => {
    for (const p of demoPersonas) expect(personaOfMix(mixOfPersona(p), demoPersonas)?.id).toBe(p.id);
    const admin = mixOfPersona(persona('main-admin'));
    expect(personaOfMix({ ...admin, roles: [...admin.roles].reverse(), permissions: [...admin.permissions].reverse() }, demoPersonas)?.id).toBe('main-admin');
    expect(personaOfMix(none, demoPersonas)?.id).toBe('basic-member');
  });

  it('a changed fact is no preset any more', () => {
    const admin = mixOfPersona(persona('main-admin'));
    expect(personaOfMix({ ...admin, mainAccount: false }, demoPersonas)).toBeUndefined();
    expect(personaOfMix({ ...admin, roles: ['admin', 'info'] }, demoPersonas)).toBeUndefined();
    expect(personaOfMix({ ...admin, downloadLimit: false }, demoPersonas)).toBeUndefined();
    expect(personaOfMix({ ...none, permissions: ['SO'] }, demoPersonas)?.id).toBe('trade-search');
  });

  it('writes the account level, roles, permissions and OEM systems as the identity call would', () => {
    const oem = present(knownOemDomains(demoPersonas)[0], 'an OEM system of the demo personas');
    const facts = sessionFacts(identityOfMix({ roles: ['payment'], permissions: ['CDS', 'AI'], downloadLimit: true, mainAccount: false, oemDomains: [oem] }), 'en');
    expect(facts).toMatchObject({ loggedIn: true, mainAccount: false, hasDownloadLimit: true, hasOemSystems: true });
    expect([...facts.roles]).toEqual(['payment']);
    expect([...facts.permissions].sort()).toEqual(['AI', 'CDS']);
  });

  it('a download limit needs CDS to carry it, in the identity and in matching a preset', () => {
    const facts = sessionFacts(identityOfMix({ ...none, permissions: ['SO'], downloadLimit: true }), 'en');
    expect(facts.hasDownloadLimit).toBe(false);
    expect([...facts.permissions]).toEqual(['SO']);
    expect(personaOfMix({ ...none, permissions: ['SO'], downloadLimit: true }, demoPersonas)?.id).toBe('trade-search');
  });

  it('offers each OEM system of the demo personas once', () => {
    const twice = [...demoPersonas, { ...persona('oem-partner'), id: 'oem-copy' }];
    expect(knownOemDomains(twice).map((d) => d.companyDomain)).toEqual(persona('oem-partner').oemDomains.map((d) => d.companyDomain));
  });
});

describe('the visibility vocabulary the preview offers', () => {
  it('names exactly the permissions and roles of visibility.schema.json', () => {
    const schema = JSON.parse(readFileSync('schemas/config/visibility.schema.json', 'utf8')) as { properties: { perm: { enum: string[] }; role: { enum: string[] } } };
    expect([...permissionNames].sort()).toEqual([...schema.properties.perm.enum].sort());
    expect([...roleNames].sort()).toEqual([...schema.properties.role.enum].sort());
  });
});
