-- Change notices go through the broker, not LISTEN/NOTIFY, so that a transaction-mode pooler (PgBouncer) can front
-- PostgreSQL: a LISTEN needs a connection of its own for the process's life, which such a pooler does not give.
-- The triggers of migrations 034 (a session ended or changed) and 037 (the coupon limits changed) now append a row
-- here in the changing transaction itself, so a notice exists exactly when its change committed, whichever process
-- (or operator's tool) made it and whether or not that process lives on. The cluster's leader relays the rows in
-- order to the broker and deletes what it published (server/platform/changeNotices/relay.ts); every process hears
-- them there (changeNotices.ts). The subject of a session notice is the SHA-256 of its cookie, which the database
-- holds already; never the cookie.
create table change_notices (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('session', 'coupon_limits')),
  subject text not null,
  made_at timestamptz not null default clock_timestamp()
);

create or replace function sessions_changed() returns trigger language plpgsql as $$
begin
  insert into change_notices (kind, subject) values ('session', old.token_hash);
  return null;
end
$$;

create or replace function coupon_limits_changed() returns trigger language plpgsql as $$
begin
  insert into change_notices (kind, subject) values ('coupon_limits', '');
  return null;
end
$$;
