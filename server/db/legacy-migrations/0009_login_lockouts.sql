-- Wrong passwords per e-mail address (whether or not it has an account), shared by every API
-- instance: after too many in a window, login for the address is refused for a while, whatever
-- IP address the guesses come from (server/auth/login-lockout.ts).
create table login_failures (
  email text primary key,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);
