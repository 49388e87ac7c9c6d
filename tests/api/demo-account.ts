import { demoAccounts } from '../../server/auth/seed-accounts';
import { present } from '../unit/present';

/** The demo account (server/auth/seed-accounts.ts) with this address; fails naming it when there is none. */
export function demoAccount(email: string): (typeof demoAccounts)[number] {
  return present(demoAccounts.find((account) => account.email === email), `the demo account ${email}`);
}
