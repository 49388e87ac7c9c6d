-- Page views sent by the site's pages (spec 7: every route, with its own URL and title), when
-- config/site.yaml says analytics: { provider: reference-api }. Nothing that names the visitor
-- is kept: no address, no cookie, no account.
create table page_views (
  id bigint generated always as identity primary key,
  url text not null,
  title text not null,
  locale text not null,
  referrer text not null default '',
  created_at timestamptz not null default now()
);
create index page_views_created on page_views (created_at);
