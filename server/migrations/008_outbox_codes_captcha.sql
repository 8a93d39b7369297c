-- Messages that leave the site (issue 7): SMS and e-mail go through the outbox. The embedded default keeps them
-- here (status 'kept'), where the dev mailbox of non-production servers shows them; a delivery adapter that
-- hands them to a gateway would mark them 'sent' instead.
create table outbox_messages (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  template text not null,
  language text not null,
  subject text not null,
  body text not null,
  params jsonb not null,
  status text not null check (status in ('kept', 'sent', 'failed')),
  created_at timestamptz not null
);
create index outbox_messages_by_recipient on outbox_messages (recipient, id desc);

-- One-time codes (6 digits, at most 10 minutes, single use, few attempts): only an HMAC of the code is kept.
-- One live code per purpose and destination: sending again replaces the previous code.
create table verification_codes (
  purpose text not null,
  destination text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null,
  primary key (purpose, destination)
);
create index verification_codes_by_expiry on verification_codes (expires_at);

-- Captcha images the server drew: only an HMAC of the answer is kept; a challenge answers once.
create table captcha_challenges (
  id text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index captcha_challenges_by_expiry on captcha_challenges (expires_at);

-- Failed (or suspicious) attempts per subject, e.g. 'sms-code:+79991234567'; past a threshold the subject's
-- next attempt needs a solved captcha. Counts older than the window start again from zero.
create table failed_attempts (
  subject text primary key,
  failures integer not null,
  last_failure_at timestamptz not null
);
