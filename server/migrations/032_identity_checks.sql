-- The online identity check of the verification page (SPEC.md 2.5 "verification (with a third-party identity check
-- page)", issue 7): a player starts a check at an identity-check provider, which sends its outcome back in a signed
-- result. One row per check. A verified check verifies the player (src/domain/account/verification.ts); kept, like
-- the documents of migration 011, as long as the account's money history (AML record keeping): on delete restrict.
create table identity_checks (
  -- Random (the provider's reference to it, and the path the player's browser continues through): never a count.
  id uuid primary key,
  user_id bigint not null references players (id) on delete restrict,
  -- Which provider ran it: the sandbox of a non-production server, or the configured one.
  provider text not null check (provider ~ '^[a-z0-9_-]{1,32}$'),
  -- The provider's own id of the check, which its result names again.
  provider_session text not null check (length(provider_session) between 1 and 255),
  -- Where the player's browser goes to do the check: a capability of this check, so it is never logged and never
  -- handed to the client (the browser continues through the site, which redirects).
  provider_url text not null check (provider_url ~ '^https?://' and length(provider_url) <= 2048),
  language char(2) not null,
  status text not null default 'started' check (status in ('started', 'verified', 'rejected')),
  -- The provider's reason code for a refusal; only a refused check has one.
  reason text check ((status = 'rejected') = (reason is not null) and (reason is null or reason ~ '^[a-z0-9_]{1,64}$')),
  -- The id (JWT "jti") of the signed result that decided it: a result decides one check, once.
  result_id text unique check (result_id is null or length(result_id) between 1 and 255),
  started_at timestamptz not null,
  decided_at timestamptz,
  check ((status = 'started') = (decided_at is null)),
  check ((status = 'started') = (result_id is null))
);

-- The player's checks, newest last (the page shows the latest; the daily limit counts the last 24 hours).
create index identity_checks_user on identity_checks (user_id, started_at);
