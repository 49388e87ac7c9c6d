-- Idempotency-Key records (server/api/idempotency.ts), one table for every call that honours the
-- header, so a key is bound to the request it was first used for: the endpoint (method and path),
-- the caller (the session's account, or none) and a SHA-256 of the body. The same request again
-- gets the recorded answer; any other request with the key is refused.
create table idempotency_keys (
  key text primary key,
  -- Null for keys recorded before keys were bound (below): answered as before, to any request.
  endpoint text,
  caller integer,
  body_hash text,
  -- Written in the transaction that claimed the key, before it commits.
  answer jsonb,
  created_at timestamptz not null default now()
);

-- Keys already used by submissions and orders keep answering what they answered.
insert into idempotency_keys (key, answer, created_at)
  select idempotency_key, answer, created_at from submissions where idempotency_key is not null
  on conflict do nothing;
insert into idempotency_keys (key, answer, created_at)
  select idempotency_key, answer, created_at from orders where idempotency_key is not null and answer is not null
  on conflict do nothing;
