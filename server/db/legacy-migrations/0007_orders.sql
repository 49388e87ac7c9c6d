-- Package purchase (spec 3, 4, 9): orders, the price book they are checked against, and the
-- membership a paid order grants.

-- What the server last read from config/pricing.yaml, per package. A change between two starts
-- is recorded in package_changes: an unpaid order placed before it becomes invalid (spec 4: the
-- service was upgraded, taken offline or repriced).
create table package_prices (
  package_id text primary key,
  price_minor bigint not null,
  currency text not null,
  level integer not null,
  import_countries integer not null,
  export_countries integer not null,
  on_sale boolean not null,
  updated_at timestamptz not null default now()
);

create table package_changes (
  id bigint generated always as identity primary key,
  package_id text not null,
  kind text not null check (kind in ('upgraded', 'offline', 'repriced')),
  at timestamptz not null default now()
);
create index package_changes_package on package_changes (package_id, at);

-- One order per purchase. The id is a random number (it is the bank transfer's reference and
-- sits in the payment page's address, so it must not be guessable). Amounts are integer minor
-- units (cents).
create table orders (
  id bigint primary key check (id > 0),
  account_id integer not null references accounts (id),
  package_id text not null,
  term_years integer not null check (term_years > 0),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  method text not null check (method in ('paypal', 'bank-transfer')),
  locale text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  paid_at timestamptz,
  paid_via text check (paid_via in ('paypal', 'bank-transfer')),
  payment_reference text,
  provider_order_id text unique,
  idempotency_key text unique,
  answer jsonb
);
create index orders_account on orders (account_id);

-- The membership of spec 3: the member value (level in the low 4 bits, permission flags above),
-- the package that set it and when it ends.
alter table accounts add column member_value integer not null default 0;
alter table accounts add column member_package text;
alter table accounts add column member_until timestamptz;

-- Purchases used to be stored as plain submissions, with the password's hash: no password
-- material is kept outside the accounts table.
update submissions set payload = payload - 'password' where type = 'package-purchase';
