/**
 * The answer codes of an account the provider froze or cancelled (spec 4, the terms): the server
 * answers them (server/accounts/account-refusals.ts, decided by engine/rules/account-status.ts) at
 * login and where a partly frozen account is refused a search, an export or a purchase;
 * config/errors.yaml words them, with site.yaml contact.email to appeal to.
 */
export const accountCodes = {
  /** Fully frozen: no login, no session. */
  accountFrozen: 20013,
  /** Partly frozen: logged in, but no search, export or purchase. */
  accountPartlyFrozen: 20014,
  /** Cancelled: no login, no session. */
  accountCancelled: 20015,
} as const;
