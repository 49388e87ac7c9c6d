-- Orders of the local PayPal sandbox simulator (server/payments/paypal-simulator.ts), used when no
-- PayPal credentials are configured. Kept in the database rather than in memory so an order
-- created before a restart, or by another instance on the same PostgreSQL, can still be approved
-- and captured. Access tokens are not stored: they are HMACs the simulator can verify.
create table paypal_sandbox_orders (
  id text primary key,
  -- PayPal-Request-Id of the create call: a repeat answers this order instead of a new one.
  request_id text unique,
  status text not null,
  -- The order as GET /v2/checkout/orders/{id} answers it, without status and links.
  body jsonb not null,
  -- return_url, cancel_url, brand_name, locale: shown and used by the approval page only.
  experience jsonb not null,
  -- "Simulate a declined card" was chosen: capture answers 422 INSTRUMENT_DECLINED.
  decline_capture boolean not null default false,
  -- PayPal-Request-Id of the capture that completed the order: its repeat answers the same.
  capture_request_id text,
  created_at timestamptz not null
);
