import { bigint, boolean, char, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Typed views of the tables created by the SQL files in ./migrations (the source of truth).

export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey(),
  type: text('type').notNull(),
  locale: text('locale').notNull(),
  email: text('email'),
  payload: jsonb('payload').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  ip: text('ip').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  textHash: text('text_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
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
  /** Spec 3: membership level (low 4 bits) and permission flags; set by paid orders. */
  memberValue: integer('member_value').notNull().default(0),
  memberPackage: text('member_package'),
  memberUntil: timestamp('member_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const datasetFigures = pgTable('dataset_figures', {
  dataSource: text('data_source').primaryKey(),
  records: bigint('records', { mode: 'number' }).notNull(),
  firstMonth: char('first_month', { length: 7 }).notNull(),
  latestMonth: char('latest_month', { length: 7 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pageViews = pgTable('page_views', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  title: text('title').notNull(),
  locale: text('locale').notNull(),
  referrer: text('referrer').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
});

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
  providerOrderId: text('provider_order_id').unique(),
  idempotencyKey: text('idempotency_key').unique(),
  answer: jsonb('answer'),
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
