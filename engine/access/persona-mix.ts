import { personaIdentity, type DemoPersona } from './demo-personas.js';
import { sessionFacts, type IdentityUser } from './session-facts.js';

export type OemDomain = DemoPersona['oemDomains'][number];

/**
 * A mix of what the visibility rules can ask about an account, as an editor sets it in the
 * persona preview: a demo persona's, or any other. Turned back into an identity answer, so the
 * preview decides through sessionFacts() like the live console.
 */
export interface PersonaMix {
  /** The identity answer's userRole entries (admin, info, payment): rolesOf() derives the roles. */
  roles: string[];
  /** Sub-groups of the TS permission group (CDS, SO, AI, ...). */
  permissions: string[];
  /** The CDS permission carries a download limit; without CDS there is nothing to carry it. */
  downloadLimit: boolean;
  mainAccount: boolean;
  oemDomains: OemDomain[];
}

/** Any positive limit: visibility only asks whether there is one. */
const previewDownloadLimit = 1;

export function mixOfPersona(persona: DemoPersona): PersonaMix {
  // Read through sessionFacts, so the mix holds what the console would make of the persona.
  const facts = sessionFacts(personaIdentity(persona), '');
  return {
    roles: [...persona.userRole],
    permissions: [...facts.permissions],
    downloadLimit: facts.hasDownloadLimit,
    mainAccount: facts.mainAccount,
    oemDomains: [...persona.oemDomains],
  };
}

/** The identity answer of an account with this mix (level 1 stands for any sub account). */
export function identityOfMix(mix: PersonaMix): IdentityUser {
  const group: Record<string, Record<string, unknown>> = Object.fromEntries(mix.permissions.map((p) => [p, {}]));
  if (mix.downloadLimit && group.CDS) group.CDS = { download_limit: previewDownloadLimit };
  return { level: mix.mainAccount ? 0 : 1, userRole: [...mix.roles], permissions: [{ TS: group }], account: { oemDomains: [...mix.oemDomains] } };
}

/** The demo persona whose mix this is, if any: its identity answer is then used as it stands. */
export function personaOfMix(mix: PersonaMix, personas: readonly DemoPersona[]): DemoPersona | undefined {
  const key = mixKey(mix);
  return personas.find((p) => mixKey(mixOfPersona(p)) === key);
}

/** Order does not matter in a mix, and a download limit counts only with CDS. */
function mixKey(mix: PersonaMix): string {
  const sorted = (list: string[]) => [...new Set(list)].sort();
  return JSON.stringify([
    sorted(mix.roles),
    sorted(mix.permissions),
    mix.downloadLimit && mix.permissions.includes('CDS'),
    mix.mainAccount,
    sorted(mix.oemDomains.map((d) => d.companyDomain)),
  ]);
}

/** Every OEM system the demo personas have, once each: what the preview offers to add to a mix. */
export function knownOemDomains(personas: readonly DemoPersona[]): OemDomain[] {
  const byDomain = new Map<string, OemDomain>();
  for (const domain of personas.flatMap((p) => p.oemDomains)) if (!byDomain.has(domain.companyDomain)) byDomain.set(domain.companyDomain, domain);
  return [...byDomain.values()];
}
