import { BlockList, isIP } from 'node:net';

/**
 * Whether the demo accounts may be seeded, given where the server listens (decision 045). Their
 * passwords are published in the README, so they are for a server only this machine can reach:
 * listening anywhere else (0.0.0.0, ::, a network address, a host name other than localhost), the
 * server never seeds them, refuses SEED_DEMO_ACCOUNTS=true, and refuses a database that still holds
 * them with their published passwords (seeded earlier, on loopback). Pure: server/main.ts asks the
 * database which demo accounts still have those passwords and passes the answer in.
 */

// 127.0.0.0/8 and ::1, however written (0:0:0:0:0:0:0:1, ::ffff:127.0.0.1).
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * HOST as the environment gives it: an IP address or a host name. A host name other than
 * localhost may resolve to any address, so it counts as reachable from other machines.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  if (name === 'localhost') return true;
  const family = isIP(name);
  return family !== 0 && loopback.check(name, family === 4 ? 'ipv4' : 'ipv6');
}

export interface DemoAccountSituation {
  /** HOST: where the server listens. */
  host: string;
  /** SEED_DEMO_ACCOUNTS. */
  seedSetting: boolean;
  /** The embedded database (no DATABASE_URL), which has the demo accounts on loopback by default. */
  embedded: boolean;
  /** The demo accounts the database holds with their published passwords (asked only off loopback). */
  withPublishedPasswords: readonly string[];
}

export type DemoAccountDecision =
  | { action: 'seed' }
  | { action: 'none' }
  | { action: 'refuse'; message: string };

const onlyHere = 'Listen on this machine only (HOST=127.0.0.1, the default)';

/**
 * What the settings alone decide, before anything is built or opened: SEED_DEMO_ACCOUNTS=true on
 * an address other machines can reach is refused.
 */
export function demoSeedingRefusal(host: string, seedSetting: boolean): string | undefined {
  if (!seedSetting || isLoopbackHost(host)) return undefined;
  return `The server did not start: SEED_DEMO_ACCOUNTS=true with HOST=${host}. The demo accounts' passwords are published in the README, `
    + `and ${host} can be reached from other machines, so anyone there could log in as the demo admin. `
    + `${onlyHere}, or leave SEED_DEMO_ACCOUNTS unset: off loopback the server never creates them.`;
}

export function demoAccountDecision(situation: DemoAccountSituation): DemoAccountDecision {
  const { host, seedSetting, embedded, withPublishedPasswords } = situation;
  const refused = demoSeedingRefusal(host, seedSetting);
  if (refused) return { action: 'refuse', message: refused };
  if (isLoopbackHost(host)) return embedded || seedSetting ? { action: 'seed' } : { action: 'none' };
  if (withPublishedPasswords.length === 0) return { action: 'none' };
  return {
    action: 'refuse',
    message: `The server did not start: the database holds demo accounts with the passwords the README publishes (${withPublishedPasswords.join(', ')}), `
      + `and HOST=${host} can be reached from other machines, so anyone there could log in as them. `
      + `${onlyHere}; or start with a fresh DATA_DIR (or another database); or first change those accounts' passwords, or delete them.`,
  };
}
