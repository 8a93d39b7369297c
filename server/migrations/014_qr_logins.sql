-- QR sign-in (SPEC.md 2.9 "QR login"): a device that is not signed in asks for a request, shows its code (and a QR
-- code of the approval address), and polls with its ticket; a player signed in elsewhere approves the code; the
-- next poll signs the new device in as that player, once. Only the ticket's SHA-256 is kept. A request lives two
-- minutes; its row is kept a day longer so a late poll is told "expired", not "unknown".
create table qr_logins (
  ticket_hash text primary key check (ticket_hash ~ '^[0-9a-f]{64}$'),
  code text not null unique check (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$'),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  approved_by bigint references players (id) on delete cascade,
  approved_at timestamptz,
  used_at timestamptz,
  check ((approved_by is null) = (approved_at is null)),
  check (used_at is null or approved_by is not null)
);

create index qr_logins_expires_at on qr_logins (expires_at);
