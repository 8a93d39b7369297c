-- A registration by e-mail waiting for its address to be confirmed (issue 7). The player is made only when the link
-- of the confirmation e-mail is followed, so registering answers the same whether or not the address has an account
-- already (the owner of a taken address is told by e-mail instead). Registering again replaces the waiting one; it
-- lives as long as the link's code (ten minutes). The password only as its argon2id hash.
create table pending_registrations (
  email text primary key check (email = lower(email) and length(email) <= 254),
  password_hash text not null,
  -- The registration payload (SPEC.md 3): country, currency, referral code, bonus.
  choices jsonb not null,
  language char(2),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create index pending_registrations_expires_at on pending_registrations (expires_at);
