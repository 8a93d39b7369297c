-- Secrets the server generates once and every instance must share (the token signing key when TOKEN_SECRET is
-- not set). Kept in the database so that restarts and other instances sign and verify with the same key.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
