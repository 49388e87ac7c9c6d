-- Console accounts (spec 3: session/user) and their login sessions.
create table accounts (
  id serial primary key,
  email text not null unique,
  password_hash text not null,
  nickname text not null,
  phone text,
  level integer not null default 0,
  parent_id integer references accounts (id),
  dept_name text,
  user_role text[] not null default '{}',
  customs_data_source text not null default '',
  permissions jsonb not null default '[]',
  account_name text not null,
  oem_domains jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  account_id integer not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_account on sessions (account_id);
