-- Social sign-in (issue 7, OpenID Connect): a player may be linked to identities of external providers, each
-- named by its issuer and the provider's subject. One identity belongs to one player, so signing in twice with it
-- finds the same player.
create table player_identities (
  issuer text not null check (length(issuer) between 1 and 512),
  subject text not null check (length(subject) between 1 and 255),
  player_id bigint not null references players (id) on delete cascade,
  provider text not null check (provider ~ '^[a-z0-9_-]{1,32}$'),
  created_at timestamptz not null,
  primary key (issuer, subject)
);

create index player_identities_player on player_identities (player_id);

-- A sign-in under way at a provider: bound to the browser that started it by a cookie whose SHA-256 is the key.
-- It carries the state, the nonce and the PKCE verifier the answer is checked against, is used once and lives
-- ten minutes. The verifier is a secret of this sign-in only, worthless once it is used or expired.
create table social_sign_ins (
  handle_hash text primary key,
  provider text not null,
  state text not null,
  nonce text not null,
  code_verifier text not null,
  redirect_uri text not null,
  -- Where the player asked to come back to, a path on this site; null: the SPEC.md 4 default.
  return_path text check (return_path like '/%'),
  -- The registration payload (SPEC.md 3) for a player this sign-in makes: country, currency, referral code, bonus.
  choices jsonb not null,
  language char(2),
  expires_at timestamptz not null
);
