import type { Database, Prepared } from '../db/database.js';
import type { accounts } from '../db/schema.js';
import { hashToken } from './sessions.js';
import { accountStatusOf, mayAct } from '../../engine/rules/account-status.js';

export type AccountRow = typeof accounts.$inferSelect;

/** The account columns under the names Drizzle gives them, so a row is the schema's AccountRow. */
const accountColumns = `a.id, a.email, a.password_hash as "passwordHash", a.nickname, a.phone, a.level,
  a.parent_id as "parentId", a.dept_name as "deptName", a.user_role as "userRole",
  a.customs_data_source as "customsDataSource", a.permissions, a.account_name as "accountName",
  a.oem_domains as "oemDomains", a.member_value as "memberValue", a.member_package as "memberPackage",
  a.member_until as "memberUntil", a.created_at as "createdAt", a.status,
  a.status_changed_at as "statusChangedAt", a.last_login_at as "lastLoginAt", a.locale`;

/** Token hashes per lookup query: 64 hex characters each, joined by commas into one parameter. */
const maxLookups = 200;

interface Waiting {
  hash: string;
  resolve: (account: AccountRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Whose session a token is (live: not revoked, not expired), for the requests that arrive
 * together in one query: every console page and many API calls ask, and one query each (with its
 * fixed cost on the embedded database) was most of such a request's time. A lookup waits at most
 * for the query before it; the query runs after the request arrived, so a session revoked before
 * then is never seen as live, nor is a session of an account frozen or cancelled by then. Only
 * the token's SHA-256 is stored or compared.
 */
export class SessionLookups {
  private waiting: Waiting[] = [];
  private looking = false;
  private readonly lookUpSessions: Prepared;

  constructor(database: Database) {
    this.lookUpSessions = database.prepared('accounts_of_sessions', `
      select s.token_hash as "tokenHash", ${accountColumns}
      from sessions s join accounts a on a.id = s.account_id
      where s.token_hash = any(string_to_array($1, ',')) and s.revoked_at is null and s.expires_at > $2`);
  }

  accountFor(token: string): Promise<AccountRow | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ hash: hashToken(token), resolve, reject });
      if (this.looking) return;
      this.looking = true;
      // After the current turn of the event loop: the requests read in it join this query.
      setImmediate(() => void this.lookUp());
    });
  }

  private async lookUp(): Promise<void> {
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, maxLookups);
        try {
          const rows = await this.lookUpSessions<AccountRow & { tokenHash: string }>([[...new Set(batch.map((w) => w.hash))].join(','), new Date().toISOString()]);
          // A frozen or cancelled account's sessions stop at once (spec 4): as if they had ended.
          const live = rows.filter((row) => mayAct(accountStatusOf(row.status), 'sign-in'));
          const byHash = new Map(live.map(({ tokenHash, ...account }) => [tokenHash, account]));
          for (const waiter of batch) waiter.resolve(byHash.get(waiter.hash));
        } catch (error) {
          for (const waiter of batch) waiter.reject(error);
        }
      }
    } finally {
      this.looking = false;
    }
  }
}
