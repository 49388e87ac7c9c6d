/**
 * `npm run orders` lists the orders (csv, or --format json); `npm run orders -- --mark-paid ID
 * [--reference TEXT]` records that a bank transfer for order ID arrived: the order becomes paid
 * and its package is granted, unless the order is no longer valid. Reaches PostgreSQL
 * (DATABASE_URL), the running server, or DATA_DIR, like the other operator commands.
 */
import { parseArgs } from 'node:util';
import { loadSiteModelFromDisk } from '../engine/config/read-source-files.js';
import { listOrders } from '../server/orders/order-store.js';
import { markOrderPaid, type MarkOrderPaidAnswer } from '../server/operator/mark-order-paid.js';
import { fail, withOperatorAccess } from './operator/operator-access.js';
import { toCsv } from '../server/operator/csv-cell.js';

const command = 'orders';
const { values } = parseArgs({ options: { 'mark-paid': { type: 'string' }, reference: { type: 'string' }, format: { type: 'string', default: 'csv' } } });
const config = loadSiteModelFromDisk();
if (!config.ok) fail(command, 'the config is invalid; run npm run check');
const model = config.ok ? config.value : undefined!;

const id = values['mark-paid'];
if (id !== undefined) {
  if (!/^[0-9]{1,15}$/.test(id)) fail(command, `--mark-paid takes an order number (digits only), got "${id}"`);
  const answer = await withOperatorAccess<MarkOrderPaidAnswer>(command, { path: `/operator/orders/${id}/paid`, method: 'PUT', body: values.reference ? { reference: values.reference } : {} },
    (db) => markOrderPaid(db, model, id, values.reference));
  if (!answer.ok) fail(command, answer.error);
  else console.log(answer.alreadyPaid ? `${command}: order ${id} was already paid (${answer.paidAt}); nothing changed` : `${command}: order ${id} is paid; its package is active`);
} else {
  if (values.format !== 'csv' && values.format !== 'json') fail(command, '--format must be csv or json');
  const rows = await withOperatorAccess<Awaited<ReturnType<typeof listOrders>>>(command, { path: '/operator/orders' }, (db) => listOrders(db));
  if (values.format === 'json') process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else process.stdout.write(toCsv(rows as Array<Record<string, unknown>>, ['id', 'email', 'package', 'amountMinor', 'currency', 'method', 'state', 'invalidReason', 'createdAt', 'expiresAt', 'paidAt', 'paidVia', 'reference']));
}
