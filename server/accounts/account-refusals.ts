import { failure, type Envelope } from '../api/envelope.js';
import { accountCodes } from '../../engine/config/account-codes.js';
import { accountStatusOf, mayAct, type AccountAction, type AccountStatus } from '../../engine/rules/account-status.js';

const refusals: Record<Exclude<AccountStatus, 'registered'>, { code: number; say: (contact: string) => string }> = {
  frozen: { code: accountCodes.accountFrozen, say: (contact) => `This account is frozen: write to ${contact} to appeal` },
  'partly-frozen': { code: accountCodes.accountPartlyFrozen, say: (contact) => `This account is partly frozen: searches, exports and purchases are refused; write to ${contact} to appeal` },
  cancelled: { code: accountCodes.accountCancelled, say: (contact) => `This account is cancelled: write to ${contact} to appeal` },
};

/**
 * The answer that refuses `action` to an account in its state (spec 4), or undefined when the
 * state allows it (engine/rules/account-status.ts decides). The page shows the code's text in its
 * language (config/errors.yaml, apiErrors in common.yaml) with site.yaml contact.email; `msg`
 * says the same in English for other clients of the API.
 */
export function accountRefusal(account: { status: string }, action: AccountAction, contactEmail: string): Envelope | undefined {
  const status = accountStatusOf(account.status);
  if (status === 'registered' || mayAct(status, action)) return undefined;
  const refusal = refusals[status];
  return failure(refusal.code, { status, contact: contactEmail }, refusal.say(contactEmail));
}
