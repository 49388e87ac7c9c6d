-- Everything a visitor submits, stored before the answer says success.
create table submissions (
  id uuid primary key,
  type text not null check (type in ('demo', 'contact', 'credit', 'debt', 'purchase')),
  locale text not null,
  email text,
  payload jsonb not null,
  idempotency_key text unique,
  answer jsonb not null,
  created_at timestamptz not null default now()
);
create index submissions_type_created on submissions (type, created_at);

-- E-mail verification codes: only a hash is kept; a code is used once.
create table verification_codes (
  id uuid primary key,
  email text not null,
  purpose text not null,
  code_hash text not null,
  ip text not null,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_email on verification_codes (email, purpose, created_at);
create index verification_codes_ip on verification_codes (ip, created_at);

-- Image captchas: the expected text is hashed, single use, with expiry.
create table captchas (
  id uuid primary key,
  text_hash text not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
