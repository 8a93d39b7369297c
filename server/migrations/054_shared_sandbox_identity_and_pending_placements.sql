-- What a process kept in its own memory, moved to the database so that any process of a cluster can carry on.

-- The sandbox identity provider's store (oidc-provider's adapter, server/session/sandboxOidcAdapter.ts): its
-- interactions, sessions, grants, codes and tokens, each a JSON payload under its model and id, with its expiry.
-- A sign-in started on one process is finished on another. Expired rows are purged by the social janitor.
create table sandbox_oidc_records (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index sandbox_oidc_records_grant on sandbox_oidc_records (grant_id) where grant_id is not null;
create index sandbox_oidc_records_uid on sandbox_oidc_records (model, uid) where uid is not null;
create index sandbox_oidc_records_user_code on sandbox_oidc_records (model, user_code) where user_code is not null;
create index sandbox_oidc_records_expiry on sandbox_oidc_records (expires_at) where expires_at is not null;

-- A coupon with a live bet accepted and waiting the in-play delay (server/coupon/pendingPlacements.ts): the request
-- as the player sent it, the prices it was accepted at, and when it is due. Whichever process is alive at the
-- deadline takes it (claimed_until: a lease, so a process that dies holding it is replaced), and the outcome is kept:
-- the coupon it made, or the refusal the player is answered. One row per player and placement key.
create table coupon_pending_placements (
  user_id bigint not null,
  placement_key text not null,
  request_hash text not null,
  request jsonb not null,
  accepted_prices jsonb not null,
  accepted_at timestamptz not null,
  due_at timestamptz not null,
  claimed_until timestamptz,
  finished_at timestamptz,
  coupon_id bigint,
  refusal jsonb,
  primary key (user_id, placement_key)
);
create index coupon_pending_placements_due on coupon_pending_placements (due_at) where finished_at is null;
