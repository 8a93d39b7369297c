-- A sign-in waiting for its second step (issue 7 two-step): the first factor (password, SMS code, a provider's
-- identity, a one-tap credential) was right, and the player has two-step on, so no session exists yet. The browser
-- holds a cookie whose SHA-256 is the key; the authenticator's code sent with it makes the session, once. It lives
-- five minutes and takes a few wrong codes before it is gone and the player must sign in again.
create table pending_sign_ins (
  handle_hash text primary key check (handle_hash ~ '^[0-9a-f]{64}$'),
  user_id bigint not null references players (id) on delete cascade,
  -- "save" of the sign-in (SPEC.md 3): the session it makes lives 30 days.
  remember boolean not null,
  -- Where the browser goes once signed in, for the ways that decided it on the server (social, one-tap); null: the
  -- client's own SPEC.md 4 rules. A path on this site.
  redirect_url text check (redirect_url like '/%'),
  wrong_codes integer not null default 0 check (wrong_codes >= 0),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create index pending_sign_ins_expires_at on pending_sign_ins (expires_at);
