-- The captcha is a proof-of-work challenge now (ALTCHA): the server signs it and solves nothing, so no answer is
-- kept. A row is an open challenge (its nonce); answering it deletes the row, so a solution is accepted once, on
-- every process of this database.
delete from captcha_challenges;
alter table captcha_challenges drop column answer_hash;

-- Failed sign-ins per account (or per unknown login), shared by every process: past a threshold each further
-- attempt waits until wait_until (exponentially longer, capped); a successful sign-in deletes the row and tells the
-- player how many failed since. first_failure_at is the first of the run.
create table sign_in_failures (
  subject text primary key,
  failures integer not null check (failures > 0),
  first_failure_at timestamptz not null,
  last_failure_at timestamptz not null,
  wait_until timestamptz
);
create index sign_in_failures_by_last on sign_in_failures (last_failure_at);

-- The per-address (and other) rate limits of @effect/experimental's RateLimiter, on the database instead of one
-- process's memory. Times in epoch milliseconds, as the limiter counts them; refused says whether the last consume
-- was past the limit (and so changed nothing).
create table rate_limit_windows (
  key text primary key,
  tokens integer not null,
  expires_at_ms bigint not null,
  refused boolean not null default false
);
create index rate_limit_windows_by_expiry on rate_limit_windows (expires_at_ms);
