-- Size and period of each dataset, loaded by operators from the data warehouse
-- (npm run dataset-figures). The statistics calls combine it with config/catalogue/.
create table dataset_figures (
  data_source text primary key,
  records bigint not null check (records >= 0),
  first_month char(7) not null,
  latest_month char(7) not null check (latest_month >= first_month),
  updated_at timestamptz not null default now()
);
