-- Consent (SPEC.md 1, 4, 5, 7, 9): the site's own anonymous page analytics, the signed-in player's cookie agreement,
-- and the referral marks attributed to a player at registration.

-- Page analytics (src/domain/consent/pageEvents.ts): route changes, clicks, page-load timing, and the loads of the
-- hosted marketing counters. Nothing here names a person: no player id, no address, no path of a page (its page
-- type only); the properties are the event's own closed fields, checked before they are stored.
create table page_analytics_events (
  id bigint generated always as identity primary key,
  -- When the server took it: the operator's days are the server's.
  received_at timestamptz not null,
  -- When it happened by the browser's clock (informative only).
  occurred_at timestamptz not null,
  name text not null check (name in ('page_load', 'route_change', 'click', 'counter_load')),
  -- The collector's numeric id of SPEC.md 7 (1 page-load timing, 2 route change, 10005 click), the counter's type for a
  -- counter load (8, 4).
  event_id integer not null,
  page_type text check (page_type is null or page_type ~ '^[a-z-]{1,16}$'),
  properties jsonb not null check (jsonb_typeof(properties) = 'object')
);

create index page_analytics_events_received_at on page_analytics_events (received_at);

-- The player's latest cookie agreement (SPEC.md 4 and 7: the agree time sent when signed in, or after the next sign-in).
create table cookie_agreements (
  user_id bigint primary key references players (id) on delete cascade,
  agreed_at timestamptz not null,
  agree_type text not null check (agree_type in ('disabled', 'all', 'functionality', 'marketing')),
  received_at timestamptz not null
);

-- The referral marks standing in the browser when the player registered (src/domain/consent/referral.ts), once per
-- player. The marks are a partner's, not the player's: letters, digits, '.', '-', '_' only.
create table player_referrals (
  user_id bigint primary key references players (id) on delete cascade,
  refererid text check (refererid ~ '^[A-Za-z0-9._-]{1,64}$'),
  reflinkid text check (reflinkid ~ '^[A-Za-z0-9._-]{1,64}$'),
  ref_partner_id text check (ref_partner_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  bf_id text check (bf_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  subid text check (subid ~ '^[A-Za-z0-9._-]{1,64}$'),
  postback text check (postback ~ '^[A-Za-z0-9._-]{1,64}$'),
  attributed_at timestamptz not null
);
