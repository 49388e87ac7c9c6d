import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { accountEvents, accounts, sessions } from '../db/schema.js';
import { accountStatusOf, decideTransition, endsSessions, type AccountStatus, type StatusCommand } from '../../engine/rules/account-status.js';
import { inactiveFrom, mayCancelForInactivity } from '../../engine/rules/account-inactivity.js';

/** Who changes a status and why: both are kept with the change (account_events). */
export interface StatusChangeBy {
  actor: string;
  reason: string;
}

export type StatusChangeAnswer =
  | { ok: true; email: string; from: AccountStatus; to: AccountStatus; at: string }
  | { ok: false; status: 400 | 404 | 409; error: string };

export const maxReasonLength = 500;
export const maxActorLength = 100;

/** A reason and an actor worth keeping: said in words, not too long for the record. */
export function changeByProblem(by: StatusChangeBy): string | undefined {
  if (!by.reason.trim()) return 'a reason is required (--reason "..."): it is kept with the change, for the appeal';
  if (by.reason.length > maxReasonLength) return `the reason is longer than ${maxReasonLength} characters`;
  if (!by.actor.trim()) return 'who makes the change is required (--by NAME)';
  if (by.actor.length > maxActorLength) return `the name given with --by is longer than ${maxActorLength} characters`;
  return undefined;
}

/**
 * `npm run accounts -- --freeze | --cancel | --lift EMAIL`: the change engine/rules/account-status.ts
 * allows, written with its account_events row in one transaction (both or neither), the account
 * row locked so two operators cannot both act on the state they read. A full freeze or a
 * cancellation also ends the account's open sessions, so a later lift asks the member to sign in
 * again rather than reviving a session from before.
 */
export async function changeAccountStatus(db: AppDatabase, email: string, command: StatusCommand, by: StatusChangeBy, now = new Date()): Promise<StatusChangeAnswer> {
  const problem = changeByProblem(by);
  if (problem) return { ok: false, status: 400, error: problem };
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id, email: accounts.email, status: accounts.status }).from(accounts).where(eq(accounts.email, address)).for('update');
    if (!account) return { ok: false, status: 404, error: `there is no account with the e-mail ${address}` } as const;
    const from = accountStatusOf(account.status);
    const decided = decideTransition(from, command);
    if (!decided.ok) return { ok: false, status: 409, error: refusalSentence(address, decided.error) } as const;
    await applyChange(tx as unknown as AppDatabase, account.id, from, decided.value, by, now);
    return { ok: true, email: address, from, to: decided.value, at: now.toISOString() } as const;
  });
}

/** Inside the caller's transaction: the new status, its record, and the sessions it ends. */
async function applyChange(tx: AppDatabase, accountId: number, from: AccountStatus, to: AccountStatus, by: StatusChangeBy, now: Date): Promise<void> {
  await tx.update(accounts).set({ status: to, statusChangedAt: now }).where(eq(accounts.id, accountId));
  await tx.insert(accountEvents).values({ accountId, at: now, fromStatus: from, toStatus: to, actor: by.actor.trim(), reason: by.reason.trim() });
  if (endsSessions(to)) await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

function refusalSentence(email: string, refusal: Exclude<ReturnType<typeof decideTransition>, { ok: true }>['error']): string {
  switch (refusal.reason) {
    case 'nothing-to-lift':
      return `${email} is registered: there is no freeze or cancellation to lift`;
    case 'already':
      return `${email} is ${refusal.status} already; nothing changed`;
    case 'cancelled':
      return `${email} is cancelled, so it cannot be frozen: lift the cancellation first (--lift), then freeze it if need be`;
  }
}

export interface InactiveAccount {
  email: string;
  status: AccountStatus;
  createdAt: string;
  lastLoginAt: string | null;
  memberUntil: string | null;
  /** When the months without a login were complete. */
  inactiveSince: string;
}

/**
 * The accounts the terms allow cancelling (spec 4): no login for `months` months (from the last
 * login, else from registration) and no service still running (member_until empty or past).
 * Cancelled accounts are not listed: there is nothing left to do with them.
 */
export async function inactiveAccounts(db: AppDatabase, months: number, now = new Date()): Promise<InactiveAccount[]> {
  const rows = await db.select({ email: accounts.email, status: accounts.status, createdAt: accounts.createdAt, lastLoginAt: accounts.lastLoginAt, memberUntil: accounts.memberUntil })
    .from(accounts).where(ne(accounts.status, 'cancelled')).orderBy(asc(accounts.email));
  return rows.filter((row) => mayCancel(row, months, now)).map((row) => ({
    email: row.email,
    status: accountStatusOf(row.status),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    memberUntil: row.memberUntil?.toISOString() ?? null,
    inactiveSince: inactiveFrom({ registeredAt: row.createdAt, lastLoginAt: row.lastLoginAt ?? undefined }, months).toISOString(),
  }));
}

type ActivityRow = { createdAt: Date; lastLoginAt: Date | null; memberUntil: Date | null };
const mayCancel = (row: ActivityRow, months: number, now: Date) =>
  mayCancelForInactivity({ registeredAt: row.createdAt, lastLoginAt: row.lastLoginAt ?? undefined, serviceEndsAt: row.memberUntil ? [row.memberUntil] : [] }, now, months);

/**
 * `--cancel-inactive`: cancels each account of the list, each in its own transaction with its
 * record. Each is looked at again under its lock, so a member who signed in (or bought) since the
 * list was read is left alone and reported as skipped.
 */
export async function cancelInactiveAccounts(db: AppDatabase, months: number, by: StatusChangeBy, now = new Date()): Promise<{ ok: true; cancelled: string[]; skipped: string[] } | { ok: false; status: 400; error: string }> {
  const problem = changeByProblem(by);
  if (problem) return { ok: false, status: 400, error: problem };
  const cancelled: string[] = [];
  const skipped: string[] = [];
  for (const { email } of await inactiveAccounts(db, months, now)) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: accounts.id, status: accounts.status, createdAt: accounts.createdAt, lastLoginAt: accounts.lastLoginAt, memberUntil: accounts.memberUntil })
        .from(accounts).where(eq(accounts.email, email)).for('update');
      if (!row || !mayCancel(row, months, now)) return false;
      const from = accountStatusOf(row.status);
      const decided = decideTransition(from, 'cancel');
      if (!decided.ok) return false;
      await applyChange(tx as unknown as AppDatabase, row.id, from, decided.value, by, now);
      return true;
    });
    (done ? cancelled : skipped).push(email);
  }
  return { ok: true, cancelled, skipped };
}

export interface AccountEventView {
  at: string;
  from: AccountStatus;
  to: AccountStatus;
  actor: string;
  reason: string;
}

/** `--history EMAIL`: every change of the account's status, oldest first; undefined for an unknown address. */
export async function accountHistory(db: AppDatabase, email: string): Promise<{ email: string; status: AccountStatus; events: AccountEventView[] } | undefined> {
  const address = email.trim().toLowerCase();
  const [account] = await db.select({ id: accounts.id, status: accounts.status }).from(accounts).where(eq(accounts.email, address));
  if (!account) return undefined;
  const events = await db.select().from(accountEvents).where(eq(accountEvents.accountId, account.id)).orderBy(asc(accountEvents.at), asc(accountEvents.id));
  return {
    email: address,
    status: accountStatusOf(account.status),
    events: events.map((e) => ({ at: e.at.toISOString(), from: accountStatusOf(e.fromStatus), to: accountStatusOf(e.toStatus), actor: e.actor, reason: e.reason })),
  };
}
