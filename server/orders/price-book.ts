import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { packageChanges, packagePrices } from '../db/schema.js';
import type { Pricing, PricingPackage } from '../../engine/config/site-model.js';
import type { ServiceChangeKind } from '../../engine/rules/order-reservation.js';

type PriceRow = typeof packagePrices.$inferSelect;

/** How a package changed since the server last read config/pricing.yaml, if it did (spec 4). */
export function packageChange(before: PriceRow, now: PricingPackage | undefined, currency: string): ServiceChangeKind | undefined {
  if (!now || !now.onSale) return before.onSale ? 'offline' : undefined;
  if (now.priceMinor !== before.priceMinor || currency !== before.currency) return 'repriced';
  if (now.level !== before.level || now.importCountries !== before.importCountries || now.exportCountries !== before.exportCountries) return 'upgraded';
  // Back on sale after being offline: its old orders stay invalid; new ones may be placed.
  return undefined;
}

/**
 * At start-up: compares config/pricing.yaml with what the database last recorded and writes down
 * each change with its time, so unpaid orders placed before it become invalid. Runs under an
 * advisory lock in one transaction: instances starting together record each change once.
 */
export async function syncPriceBook(db: AppDatabase, pricing: Pricing, now = new Date()): Promise<Array<{ packageId: string; kind: ServiceChangeKind }>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724002)`);
    const recorded = new Map((await tx.select().from(packagePrices)).map((row) => [row.packageId, row]));
    const changes: Array<{ packageId: string; kind: ServiceChangeKind }> = [];
    for (const [id, before] of recorded) {
      const kind = packageChange(before, pricing.packages.find((p) => p.id === id), pricing.currency);
      if (kind) changes.push({ packageId: id, kind });
    }
    if (changes.length) await tx.insert(packageChanges).values(changes.map((c) => ({ ...c, at: now })));
    for (const pkg of pricing.packages) {
      const row = { priceMinor: pkg.priceMinor, currency: pricing.currency, level: pkg.level, importCountries: pkg.importCountries, exportCountries: pkg.exportCountries, onSale: pkg.onSale, updatedAt: now };
      await tx.insert(packagePrices).values({ packageId: pkg.id, ...row }).onConflictDoUpdate({ target: packagePrices.packageId, set: row });
    }
    // A package removed from the file is offline; its row stays, marked so.
    for (const id of recorded.keys()) {
      if (!pricing.packages.some((p) => p.id === id)) await tx.update(packagePrices).set({ onSale: false, updatedAt: now }).where(eq(packagePrices.packageId, id));
    }
    return changes;
  });
}

/** The recorded changes of one package, oldest first, for orderStatus. */
export async function changesOf(db: AppDatabase, packageId: string): Promise<Array<{ at: Date; kind: ServiceChangeKind }>> {
  return db.select({ at: packageChanges.at, kind: packageChanges.kind }).from(packageChanges).where(eq(packageChanges.packageId, packageId)).orderBy(asc(packageChanges.at));
}

/**
 * An amount the price book does not hold for a package (decision 042): the package is not on sale
 * there, or its price or currency there is another. During a rolling change of config/pricing.yaml
 * an instance not yet restarted still quotes the old price; the price book is what the newest
 * instance recorded, so it is the one every order, capture and mark-paid is held to.
 */
export interface PriceMismatch {
  kind: 'repriced' | 'offline';
  /** The price book's price, when the package is on sale there. */
  current?: { priceMinor: number; currency: string };
}

export function priceMismatch(asked: { amountMinor: number; currency: string }, row: PriceRow | undefined): PriceMismatch | undefined {
  if (!row || !row.onSale) return { kind: 'offline' };
  if (row.priceMinor === asked.amountMinor && row.currency === asked.currency) return undefined;
  return { kind: 'repriced', current: { priceMinor: row.priceMinor, currency: row.currency } };
}

/**
 * The price book's row of a package. `share` locks it until the transaction ends: an instance
 * starting with a new price (syncPriceBook) waits, so the price checked is the price in force when
 * the order is placed or paid, and a change after it is recorded after it (and invalidates it).
 */
export async function priceBookRow(db: AppDatabase, packageId: string, lock?: 'share'): Promise<PriceRow | undefined> {
  const query = db.select().from(packagePrices).where(eq(packagePrices.packageId, packageId));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}
