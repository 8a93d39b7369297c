-- The site configuration every visitor loads at start (GET /bff-api/config/all.json): a single row holding a
-- JSON document, checked against the SiteConfig schema of src/domain each time it is read.
create table site_config (
  id boolean primary key default true check (id),
  config jsonb not null check (jsonb_typeof(config) = 'object'),
  updated_at timestamptz not null default now()
);

-- Named groups of settings (GET /bff-api/config/group/get). lang = '' holds the values for every language;
-- a row for a language overrides single keys of it (texts, links).
create table config_groups (
  name text not null check (name ~ '^[a-z][a-z0-9_]{0,39}$'),
  lang text not null default '' check (lang = '' or lang ~ '^[a-z]{2}$'),
  settings jsonb not null check (jsonb_typeof(settings) = 'object'),
  primary key (name, lang)
);
