/**
 * `npm run accounts` changes an account's status as the terms allow (spec 4) and shows why it
 * changed: --freeze EMAIL [--partial], --cancel EMAIL and --lift EMAIL (the appeal granted), each
 * with --reason "..."; --inactive lists the accounts the inactivity rule lets the provider cancel
 * and --cancel-inactive --reason "..." cancels them; --history EMAIL prints every change. --by NAME
 * says who acts (else the operating-system user). Reaches PostgreSQL (DATABASE_URL), the running
 * server, or DATA_DIR, like the other operator commands.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadSiteModelFromDisk } from '../engine/config/read-source-files.js';
import type { StatusCommand } from '../engine/rules/account-status.js';
import {
  accountHistory, cancelInactiveAccounts, changeAccountStatus, inactiveAccounts,
  type AccountEventView, type InactiveAccount, type StatusChangeAnswer,
} from '../server/accounts/account-status-store.js';
import { fail, withOperatorAccess } from './operator/operator-access.js';
import { toCsv } from '../server/operator/csv-cell.js';

const command = 'accounts';
const usage = 'use --freeze EMAIL [--partial], --cancel EMAIL or --lift EMAIL with --reason "...", --inactive, --cancel-inactive --reason "...", or --history EMAIL (--by NAME says who acts)';
let parsed;
try {
  parsed = parseArgs({
    options: {
      freeze: { type: 'string' }, partial: { type: 'boolean', default: false }, cancel: { type: 'string' }, lift: { type: 'string' },
      inactive: { type: 'boolean', default: false }, 'cancel-inactive': { type: 'boolean', default: false }, history: { type: 'string' },
      reason: { type: 'string' }, by: { type: 'string' }, format: { type: 'string', default: 'csv' },
    },
  });
} catch (error) {
  fail(command, `${(error as Error).message}; ${usage}`);
}
const { values } = parsed!;
const chosen = (['freeze', 'cancel', 'lift', 'inactive', 'cancel-inactive', 'history'] as const).filter((name) => values[name] !== undefined && values[name] !== false);
if (chosen.length !== 1) fail(command, chosen.length ? `one action at a time, not --${chosen.join(' and --')}` : usage);
const action = chosen[0]!;
if (values.partial && action !== 'freeze') fail(command, '--partial goes with --freeze');
if (values.format !== 'csv' && values.format !== 'json') fail(command, '--format must be csv or json');

const config = loadSiteModelFromDisk();
if (!config.ok) fail(command, 'the config is invalid; run npm run check');
const months = config.ok ? config.value.site.business.inactivityMonths : 0;
const by = { reason: values.reason ?? '', actor: values.by ?? userInfo().username };
const needsReason = () => {
  if (!values.reason?.trim()) fail(command, `--${action} needs --reason "...": it is kept with the change, for the appeal`);
};

if (action === 'freeze' || action === 'cancel' || action === 'lift') {
  needsReason();
  const email = values[action]!;
  const statusCommand: StatusCommand = action === 'freeze' ? (values.partial ? 'freeze-partly' : 'freeze') : action;
  const answer = await withOperatorAccess<StatusChangeAnswer>(command, { path: '/operator/accounts/status', method: 'PUT', body: { email, command: statusCommand, ...by } },
    (db) => changeAccountStatus(db, email, statusCommand, by));
  if (!answer.ok) fail(command, answer.error);
  else console.log(`${command}: ${answer.email} was ${answer.from} and is ${answer.to} now`);
} else if (action === 'inactive') {
  const rows = await withOperatorAccess<InactiveAccount[]>(command, { path: '/operator/accounts/inactive' }, (db) => inactiveAccounts(db, months));
  if (values.format === 'json') process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else process.stdout.write(toCsv(rows, ['email', 'status', 'createdAt', 'lastLoginAt', 'memberUntil', 'inactiveSince']));
} else if (action === 'cancel-inactive') {
  needsReason();
  const answer = await withOperatorAccess<Awaited<ReturnType<typeof cancelInactiveAccounts>>>(command, { path: '/operator/accounts/cancel-inactive', method: 'PUT', body: by },
    (db) => cancelInactiveAccounts(db, months, by));
  if (!answer.ok) fail(command, answer.error);
  else {
    for (const email of answer.cancelled) console.log(`${command}: ${email} is cancelled now`);
    for (const email of answer.skipped) console.log(`${command}: ${email} was left as it is (signed in or bought since it was listed)`);
    console.log(`${command}: ${answer.cancelled.length} inactive account(s) cancelled`);
  }
} else {
  const email = values.history!;
  const history = await withOperatorAccess<{ email: string; status: string; events: AccountEventView[] } | undefined>(command, { path: `/operator/accounts/history?email=${encodeURIComponent(email)}` },
    (db) => accountHistory(db, email));
  if (!history) fail(command, `there is no account with the e-mail ${email.trim().toLowerCase()}`);
  else if (values.format === 'json') process.stdout.write(`${JSON.stringify(history, null, 2)}\n`);
  else process.stdout.write(toCsv(history.events, ['at', 'from', 'to', 'actor', 'reason']));
}
