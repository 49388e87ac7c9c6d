/**
 * Issue 33, finding 2: the per-account login lockout under concurrent guesses. Each guess comes
 * from an address of its own as the trusted proxy (loopback) reports it, and the per-address
 * limits are raised (TEST_RATE_LIMIT_FACTOR), so only the lockout can stop them. A lock decided
 * after the password check lets a whole burst through before it engages; decided before, at most
 * the allowance (config/site.yaml loginLockout) is ever checked, and the right password sent last
 * in a burst is refused like the rest.
 */
import { fromAddress, type Account } from './fresh-accounts.js';
import { scaledMs } from './machine-load.js';
import type { PartRow } from './result-table.js';
import type { ShopCheckContext } from './shop-check-context.js';
import { lockoutAllowance } from './shop-check-context.js';
import { brief, postJson, type JsonAnswer } from './shop-client.js';

const loginLocked = 20012; // engine/config/answer-codes.ts
const wrongPassword = (a: JsonAnswer) => a.status === 200 && a.body?.code === 10001 && a.body.data?.field === 'password';
const locked = (a: JsonAnswer) => a.status === 200 && a.body?.code === loginLocked;

/** One login from an address of its own; a busy machine hashing many passwords may take a while. */
const login = (base: string, email: string, password: string) =>
  postJson(base, '/console/user/login', { email, password }, fromAddress(), scaledMs(60_000));

export async function lockoutRaceChecks(ctx: ShopCheckContext, burstAccount: Account, lastAccounts: Account[]): Promise<PartRow[]> {
  const allowance = lockoutAllowance(ctx.model);
  return [await concurrentGuesses(ctx, burstAccount, allowance), await rightPasswordLast(ctx, lastAccounts)];
}

async function concurrentGuesses(ctx: ShopCheckContext, account: Account, allowance: number): Promise<PartRow> {
  const count = 150;
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => login(ctx.base, account.email, `wrong-guess-${i}-${ctx.runId}`)));
  const checked = answers.filter(wrongPassword).length;
  const refused = answers.filter(locked).length;
  const other = answers.filter((a) => !wrongPassword(a) && !locked(a));
  return {
    check: `lockout: ${count} concurrent guesses, ${count} addresses`,
    tried: count, rejected: refused,
    status5xx: answers.filter((a) => a.status >= 500).length,
    verdict: checked <= allowance && other.length === 0 ? 'pass' : 'fail',
    note: `${checked} answered as a wrong password (allowed ${allowance}), ${refused} locked (${loginLocked})${other.length ? `, ${other.length} otherwise, e.g. ${brief(other[0]!)}` : ''}`,
  };
}

/**
 * 59 wrong passwords at once, then the right one as soon as the first of them is answered (so the
 * server has the others in hand), each from its own address; once per account given.
 */
async function rightPasswordLast(ctx: ShopCheckContext, accounts: Account[]): Promise<PartRow> {
  const burst = 60;
  const outcomes = [];
  for (const account of accounts) {
    let firstAnswered!: () => void;
    const first = new Promise<void>((resolve) => (firstAnswered = resolve));
    const wrong = Array.from({ length: burst - 1 }, (_, i) => login(ctx.base, account.email, `wrong-${i}-${ctx.runId}`).finally(() => firstAnswered()));
    await first;
    const right = await login(ctx.base, account.email, account.password);
    const answers = await Promise.all(wrong);
    outcomes.push({ right, status5xx: [...answers, right].filter((a) => a.status >= 500).length });
  }
  const loggedIn = outcomes.filter((o) => o.right.status === 200 && o.right.body?.code === 1).length;
  const refusedAsLocked = outcomes.filter((o) => locked(o.right)).length;
  return {
    check: `lockout: right password last of ${burst} concurrent`,
    tried: outcomes.length, rejected: refusedAsLocked,
    status5xx: outcomes.reduce((n, o) => n + o.status5xx, 0),
    verdict: refusedAsLocked === outcomes.length ? 'pass' : 'fail',
    note: `${loggedIn} of ${outcomes.length} logged in, ${refusedAsLocked} refused as locked (${outcomes.map((o) => brief(o.right)).join(', ')})`,
  };
}
