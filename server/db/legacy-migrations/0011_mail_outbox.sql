-- E-mails that must go out because something was stored: written in the same transaction as what
-- they announce (a submission's sales notification), so a stored submission always has its mail
-- and an answer never says success before both are committed. The outbox sender
-- (server/mail/mail-outbox.ts) of any instance takes due rows under a lease, sends them and
-- deletes them; a row whose instance died is taken again when its lease ends. The table holds only
-- what is still to send: the primary key serves "oldest first", and no other index is kept up.
create table mail_outbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  -- Tries so far; a failed try is retried later (backoff), up to the sender's limit.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Taken by a sender until then; null when nobody holds it (never set on the embedded database).
  claimed_until timestamptz
);
