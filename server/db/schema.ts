import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SandboxExperience, SandboxOrderBody } from '../payments/paypal-sandbox-types.js';
import type { BillOfLading, SampleCompany } from '../../engine/rules/sample-shipments.js';

/*
 * The database's one definition: every table, column, constraint and index. The SQL migrations in
 * ./migrations are generated from this file by drizzle-kit (`npx drizzle-kit generate --name
 * <what-changed>`, drizzle.config.ts; decision 019), never written by hand, and
 * tests/api/schema-migrations.test.ts fails when the two disagree. Constraint and index names are
 * PostgreSQL's own defaults (<table>_<column>_key, _fkey, _check), as the hand-written migrations
 * before it created them, so databases migrated by those and new ones are the same.
 */

export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey(),
  type: text('type').notNull(),
  locale: text('locale').notNull(),
  email: text('email'),
  payload: jsonb('payload').notNull(),
  idempotencyKey: text('idempotency_key').unique('submissions_idempotency_key_key'),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  // A submission's type is its form's `stored` name (config/forms.yaml).
  check('submissions_type_check', sql`type ~ '^[a-z][a-z0-9-]*$'`),
  index('submissions_type_created').on(table.type, table.createdAt),
]);

export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  ip: text('ip').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Guesses compared (the right one too), each counted before it is compared: after a few the code is spent, so six digits cannot be brute-forced. */
  attempts: integer('attempts').notNull().default(0),
}, (table) => [
  index('verification_codes_email').on(table.email, table.purpose, table.createdAt),
  index('verification_codes_ip').on(table.ip, table.createdAt),
]);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  textHash: text('text_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique('accounts_email_key'),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  phone: text('phone'),
  level: integer('level').notNull().default(0),
  parentId: integer('parent_id'),
  deptName: text('dept_name'),
  userRole: text('user_role').array().notNull().default([]),
  customsDataSource: text('customs_data_source').notNull().default(''),
  permissions: jsonb('permissions').notNull().default([]),
  accountName: text('account_name').notNull(),
  oemDomains: jsonb('oem_domains').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Spec 3: membership level (low 4 bits) and permission flags; set by paid orders. */
  memberValue: integer('member_value').notNull().default(0),
  memberPackage: text('member_package'),
  memberUntil: timestamp('member_until', { withTimezone: true }),
  /**
   * Spec 4 (the terms): registered, frozen (fully: no login; partly: login but no search or
   * purchase) or cancelled. Changed only by an operator (npm run accounts), each change written
   * to account_events with who and why.
   */
  status: text('status').$type<AccountStatus>().notNull().default('registered'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  /** The last successful login: the inactivity rule (12 months, spec 4) counts from it. */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** The language of the pages the member last signed in or bought on: notices to them are written in it. */
  locale: text('locale'),
}, (table) => [
  foreignKey({ name: 'accounts_parent_id_fkey', columns: [table.parentId], foreignColumns: [table.id] }),
  check('accounts_status_check', sql`status in ('registered', 'frozen', 'partly-frozen', 'cancelled')`),
]);

export type AccountStatus = 'registered' | 'frozen' | 'partly-frozen' | 'cancelled';

/**
 * Every change of an account's status (spec 4): what it was, what it became, who made it (the
 * operator's name) and why. Never updated or deleted: the record an appeal is decided on.
 */
export const accountEvents = pgTable('account_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  fromStatus: text('from_status').$type<AccountStatus>().notNull(),
  toStatus: text('to_status').$type<AccountStatus>().notNull(),
  actor: text('actor').notNull(),
  reason: text('reason').notNull(),
}, (table) => [
  foreignKey({ name: 'account_events_account_id_fkey', columns: [table.accountId], foreignColumns: [accounts.id] }),
  index('account_events_account').on(table.accountId, table.at),
]);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (table) => [
  foreignKey({ name: 'sessions_account_id_fkey', columns: [table.accountId], foreignColumns: [accounts.id] }).onDelete('cascade'),
  index('sessions_account').on(table.accountId),
]);

/**
 * Single-sign-on tickets (docs/api.md): one per redirect to an OEM system of the account, redeemed
 * once by that system within a minute. Only a hash of the ticket's random part is kept.
 */
export const ssoTickets = pgTable('sso_tickets', {
  nonceHash: text('nonce_hash').primaryKey(),
  accountId: integer('account_id').notNull(),
  origin: text('origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (table) => [
  foreignKey({ name: 'sso_tickets_account_id_fkey', columns: [table.accountId], foreignColumns: [accounts.id] }).onDelete('cascade'),
  index('sso_tickets_expires').on(table.expiresAt),
]);

export const datasetFigures = pgTable('dataset_figures', {
  dataSource: text('data_source').primaryKey(),
  records: bigint('records', { mode: 'number' }).notNull(),
  firstMonth: char('first_month', { length: 7 }).notNull(),
  latestMonth: char('latest_month', { length: 7 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, () => [
  check('dataset_figures_records_check', sql`records >= 0`),
  check('dataset_figures_check', sql`latest_month >= first_month`),
]);

export const pageViews = pgTable('page_views', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  title: text('title').notNull(),
  locale: text('locale').notNull(),
  referrer: text('referrer').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('page_views_created').on(table.createdAt)]);

export const packagePrices = pgTable('package_prices', {
  packageId: text('package_id').primaryKey(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  level: integer('level').notNull(),
  importCountries: integer('import_countries').notNull(),
  exportCountries: integer('export_countries').notNull(),
  onSale: boolean('on_sale').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const packageChanges = pgTable('package_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  packageId: text('package_id').notNull(),
  kind: text('kind').$type<'upgraded' | 'offline' | 'repriced'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  check('package_changes_kind_check', sql`kind in ('upgraded', 'offline', 'repriced')`),
  index('package_changes_package').on(table.packageId, table.at),
]);

export const orders = pgTable('orders', {
  // Random 12-digit numbers: well inside 2^53, so a JavaScript number holds them exactly.
  id: bigint('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id').notNull(),
  packageId: text('package_id').notNull(),
  termYears: integer('term_years').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  method: text('method').$type<'paypal' | 'bank-transfer'>().notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paidVia: text('paid_via').$type<'paypal' | 'bank-transfer'>(),
  paymentReference: text('payment_reference'),
  providerOrderId: text('provider_order_id').unique('orders_provider_order_id_key'),
  /** Where the buyer approves the provider order: a second request answers it while it is valid (decision 042). */
  providerApproveUrl: text('provider_approve_url'),
  /** When the provider order was created: its approval link lasts about 3 hours. */
  providerOrderCreatedAt: timestamp('provider_order_created_at', { withTimezone: true }),
  idempotencyKey: text('idempotency_key').unique('orders_idempotency_key_key'),
  answer: jsonb('answer'),
  /** When the bank-transfer reminder before the reservation ends was put in the outbox (sent once). */
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  /** When the buyer was told the order lapsed (expired, repriced, package offline): told once. */
  lapseNotifiedAt: timestamp('lapse_notified_at', { withTimezone: true }),
}, (table) => [
  check('orders_id_check', sql`id > 0`),
  check('orders_term_years_check', sql`term_years > 0`),
  check('orders_amount_minor_check', sql`amount_minor > 0`),
  check('orders_currency_check', sql`currency ~ '^[A-Z]{3}$'`),
  check('orders_method_check', sql`method in ('paypal', 'bank-transfer')`),
  check('orders_paid_via_check', sql`paid_via in ('paypal', 'bank-transfer')`),
  foreignKey({ name: 'orders_account_id_fkey', columns: [table.accountId], foreignColumns: [accounts.id] }),
  index('orders_account').on(table.accountId),
]);

/**
 * Orders of the local PayPal simulator (server/payments/paypal-simulator.ts), used when no PayPal
 * credentials are configured: in the database, so an order created before a restart or by another
 * instance can still be approved and captured.
 */
export const payPalSandboxOrders = pgTable('paypal_sandbox_orders', {
  id: text('id').primaryKey(),
  /** PayPal-Request-Id of the create call: a repeat answers this order instead of a new one. */
  requestId: text('request_id').unique('paypal_sandbox_orders_request_id_key'),
  status: text('status').notNull(),
  /** The order as GET /v2/checkout/orders/{id} answers it, without status and links. */
  body: jsonb('body').$type<SandboxOrderBody>().notNull(),
  /** return_url, cancel_url, brand_name, locale: used by the approval page only. */
  experience: jsonb('experience').$type<SandboxExperience>().notNull(),
  /** "Simulate a declined card" was chosen: capture answers 422 INSTRUMENT_DECLINED. */
  declineCapture: boolean('decline_capture').notNull().default(false),
  /** PayPal-Request-Id of the capture that completed the order: its repeat answers the same. */
  captureRequestId: text('capture_request_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** "POST /public/contact/us"; null for a key recorded before keys were bound to their request. */
  endpoint: text('endpoint'),
  /** The session's account id, or null for a visitor without one. */
  caller: integer('caller'),
  bodyHash: text('body_hash'),
  answer: jsonb('answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});

/*
 * The fictional sample shipment data (engine/rules/sample-shipments.ts, decision 034), loaded by
 * server/db/sample-data.ts. Laid out for the search calls: the columns a search filters on, with
 * their indexes; everything a search only shows in jsonb. Trading partners are not stored: they
 * are grouped from shipments by importer_id / exporter_id.
 */

/** The company-info fields a search shows but never filters on. */
export type SampleCompanyProfile = Omit<SampleCompany, 'id' | 'name' | 'legalName' | 'country' | 'hsChapter'>;

export const sampleCompanies = pgTable('sample_companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name').notNull(),
  /** ISO 3166 alpha-2. */
  country: text('country').notNull(),
  /** The HS chapter of its main goods (two digits). */
  hsChapter: text('hs_chapter').notNull(),
  profile: jsonb('profile').$type<SampleCompanyProfile>().notNull(),
}, (table) => [
  // Name searches compare lower(name) (equal or a prefix with LIKE 'abc%'): text_pattern_ops
  // serves LIKE prefixes whatever the database's collation.
  index('sample_companies_name').using('btree', sql`lower(${table.name}) text_pattern_ops`),
  index('sample_companies_country').on(table.country),
]);

export const shipments = pgTable('shipments', {
  id: text('id').primaryKey(),
  /** The catalogue dataset's code (`value`). */
  dataset: text('dataset').notNull(),
  direction: text('direction').$type<'import' | 'export'>().notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  /** Six digits. */
  hsCode: text('hs_code').notNull(),
  description: text('description').notNull(),
  importerId: text('importer_id').notNull(),
  exporterId: text('exporter_id').notNull(),
  originCountry: text('origin_country').notNull(),
  destinationCountry: text('destination_country').notNull(),
  portOfLoading: text('port_of_loading').notNull(),
  portOfDischarge: text('port_of_discharge').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  unit: text('unit').notNull(),
  weightKg: bigint('weight_kg', { mode: 'number' }).notNull(),
  valueUsd: numeric('value_usd', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  /** On bill-of-lading datasets only (`_BL_` in the code). */
  billOfLading: jsonb('bill_of_lading').$type<BillOfLading>(),
}, (table) => [
  check('shipments_direction_check', sql`direction in ('import', 'export')`),
  // Every search names its dataset and most a date range; newest first.
  index('shipments_dataset_date').on(table.dataset, table.date),
  // HS code prefixes (LIKE '8471%') within a dataset.
  index('shipments_dataset_hs_code').on(table.dataset, table.hsCode.op('text_pattern_ops')),
  // A company's records and its partners (grouped by the other side).
  index('shipments_importer').on(table.importerId, table.date),
  index('shipments_exporter').on(table.exporterId, table.date),
  // A search by company name within one dataset: each matching company's records in that dataset
  // (the bench measured the count of a short prefix at 4.0 ms without them, 0.7 ms with).
  index('shipments_importer_dataset').on(table.importerId, table.dataset),
  index('shipments_exporter_dataset').on(table.exporterId, table.dataset),
  // Words of the product description, case-insensitive: to_tsvector('simple', ...) @@ plainto_tsquery('simple', ...).
  index('shipments_description').using('gin', sql`to_tsvector('simple', ${table.description})`),
]);

/**
 * A member's "my collection" (server/search/collection-routes.ts): the companies they saved, at
 * most 500 each. company_id is a sample company's id without a foreign key: reloading the sample
 * data truncates sample_companies, and a member's list should not block that or vanish with it
 * (ids go by country and number, CO-VN-0001, so most are there again; one that is not lists
 * without a name).
 */
export const savedCompanies = pgTable('saved_companies', {
  accountId: integer('account_id').notNull(),
  companyId: text('company_id').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  // The key: one row per account and company. A unique index on the two not-null columns, which is
  // the same key, rather than a two-column primary key or unique constraint: drizzle-kit 0.31's
  // push diff (tests/api/schema-migrations.test.ts) fails on the first (it drops its primary-key
  // query's parameters, drizzle-orm issue 5557) and reads the second's columns in no set order.
  uniqueIndex('saved_companies_account_id_company_id_key').on(table.accountId, table.companyId),
  foreignKey({ name: 'saved_companies_account_id_fkey', columns: [table.accountId], foreignColumns: [accounts.id] }).onDelete('cascade'),
  // One account's list, newest first: read backwards, ties by company id, no sort.
  index('saved_companies_account_saved').on(table.accountId, table.savedAt, table.companyId),
]);

/** One row: what server/db/sample-data.ts loaded last, so a start with the same setting does nothing. */
export const sampleDataLoads = pgTable('sample_data_loads', {
  id: integer('id').primaryKey().default(1),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  /** As asked: small, large or a number of records per dataset. */
  size: text('size').notNull(),
  recordsPerDataset: integer('records_per_dataset').notNull(),
  /** A hash of the catalogue's datasets the data was generated for: a changed catalogue reloads. */
  catalogueHash: text('catalogue_hash').notNull(),
  companies: integer('companies').notNull(),
  shipments: integer('shipments').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
}, () => [check('sample_data_loads_id_check', sql`id = 1`)]);
