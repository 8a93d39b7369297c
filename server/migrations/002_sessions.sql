-- Guest and player sessions (GET /web-api/session). The cookie value itself is never stored: only its
-- SHA-256, so a copy of this table cannot be used to take over a session.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- null for a guest
  user_id bigint,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  -- The device fingerprint bound to this session (POST /web-api/fingerprint): SHA-256 of the components and of
  -- the fingerprint token handed to the client, which must come back in x-fingerprint until it expires.
  fingerprint_hash text check (fingerprint_hash ~ '^[0-9a-f]{64}$'),
  fingerprint_token_hash text check (fingerprint_token_hash ~ '^[0-9a-f]{64}$'),
  fingerprint_expires_at timestamptz,
  check ((fingerprint_token_hash is null) = (fingerprint_expires_at is null))
);

-- Finding and purging expired sessions.
create index sessions_expires_at_idx on sessions (expires_at);
