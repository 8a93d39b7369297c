-- The personal office (issue 7): personal data, security settings and mailing/global settings, one row per player,
-- each made the first time the player saves it.

-- Personal data as the player typed it (trimmed); '' is a field left empty.
create table player_personal_data (
  user_id bigint primary key references players (id) on delete cascade,
  data jsonb not null check (jsonb_typeof(data) = 'object'),
  updated_at timestamptz not null
);

-- Security settings. The TOTP secret is what the authenticator app also holds (it cannot be hashed: the server
-- computes the expected code from it); the pending one waits for the first valid code. The security answer is kept
-- only as an argon2id hash, like a password.
create table player_security (
  user_id bigint primary key references players (id) on delete cascade,
  totp_secret text check (totp_secret is null or totp_secret ~ '^[A-Z2-7]{16,128}$'),
  totp_pending_secret text check (totp_pending_secret is null or totp_pending_secret ~ '^[A-Z2-7]{16,128}$'),
  -- The last accepted time step: a code is accepted once (no replay of a code seen over a shoulder).
  totp_last_step bigint,
  security_question text check (security_question is null or length(security_question) between 1 and 200),
  security_answer_hash text check (security_answer_hash is null or security_answer_hash like '$argon2id$%'),
  email_auth boolean not null default false,
  updated_at timestamptz not null,
  check ((security_question is null) = (security_answer_hash is null))
);

-- Mailing settings (SPEC.md 3) and the global settings the player saved from the settings page.
create table player_preferences (
  user_id bigint primary key references players (id) on delete cascade,
  mailing jsonb not null check (jsonb_typeof(mailing) = 'object'),
  global_settings jsonb not null check (jsonb_typeof(global_settings) = 'object'),
  updated_at timestamptz not null
);
