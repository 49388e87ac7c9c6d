import { fail, ok, type Result } from '../config/result.js';

/**
 * Spec 4 (the terms): an account is registered, frozen (fully or partly) or cancelled, and an
 * appeal can lift a freeze or a cancellation at the provider's discretion. Which changes an
 * operator may make from which state, and what a member in each state may do: the server and the
 * operator command (npm run accounts) only ask here.
 */

export const accountStatuses = ['registered', 'frozen', 'partly-frozen', 'cancelled'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/**
 * What a member does that a state may forbid. `sign-in` is logging in and every use of a session
 * (a full freeze ends the sessions already open); `search` is the shipment search and the company
 * look-ups; `export` the CSV export; `purchase` ordering a package.
 */
export type AccountAction = 'sign-in' | 'search' | 'export' | 'purchase';

/**
 * A partial freeze keeps the member able to sign in (to read their account, their orders and
 * how to appeal) but takes away what uses the data or adds to the contract.
 */
const allowed: Record<AccountStatus, readonly AccountAction[]> = {
  registered: ['sign-in', 'search', 'export', 'purchase'],
  'partly-frozen': ['sign-in'],
  frozen: [],
  cancelled: [],
};

export function mayAct(status: AccountStatus, action: AccountAction): boolean {
  return allowed[status].includes(action);
}

/** Read from the database as text: anything unknown is treated as the strictest state, never as registered. */
export function accountStatusOf(text: string | null | undefined): AccountStatus {
  return (accountStatuses as readonly string[]).includes(text ?? '') ? (text as AccountStatus) : 'frozen';
}

/** The operator's commands (npm run accounts -- --freeze [--partial] | --cancel | --lift). */
export type StatusCommand = 'freeze' | 'freeze-partly' | 'cancel' | 'lift';

export type TransitionRefusal =
  /** The account is in the state the command would put it in already: nothing would change. */
  | { reason: 'already'; status: AccountStatus }
  /** Lifting a registered account: there is no freeze or cancellation to lift. */
  | { reason: 'nothing-to-lift' }
  /** Freezing a cancelled account: a cancellation is lifted first (the appeal), then frozen if need be. */
  | { reason: 'cancelled' };

const targets: Record<StatusCommand, AccountStatus> = {
  freeze: 'frozen',
  'freeze-partly': 'partly-frozen',
  cancel: 'cancelled',
  lift: 'registered',
};

/**
 * The state a command leads to from `from`, or why it may not. A freeze may be widened or
 * narrowed (full to partial and back); any state but cancelled may be cancelled; a lift (the
 * appeal granted) returns a frozen, partly frozen or cancelled account to registered.
 */
export function decideTransition(from: AccountStatus, command: StatusCommand): Result<AccountStatus, TransitionRefusal> {
  const to = targets[command];
  if (command === 'lift' && from === 'registered') return fail({ reason: 'nothing-to-lift' });
  if (from === to) return fail({ reason: 'already', status: from });
  if ((command === 'freeze' || command === 'freeze-partly') && from === 'cancelled') return fail({ reason: 'cancelled' });
  return ok(to);
}

/** A change that ends the member's sessions: after it they cannot use the site until lifted, and a lift asks them to sign in again. */
export function endsSessions(to: AccountStatus): boolean {
  return !mayAct(to, 'sign-in');
}
