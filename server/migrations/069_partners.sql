-- The partner programme's "bring a friend" (src/domain/promo/partners.ts): who brought whom, and the one decision a
-- friend's first credited deposit makes about their referrer's reward.

-- A player registered with another player's referral code (their account number, as ref or ref_code). Resolved at
-- registration: a code naming no player makes no row, so an account number drawn later is never credited for it.
create table partner_referrals (
  referred_id bigint primary key references players (id) on delete cascade,
  referrer_id bigint not null references players (id),
  registered_at timestamptz not null,
  check (referrer_id <> referred_id)
);
create index partner_referrals_by_referrer on partner_referrals (referrer_id, registered_at desc);

-- The referrer's reward for a friend's FIRST credited deposit: one row per friend (the primary key), written in the
-- deposit's credit transaction, so a replayed or concurrent callback finds it and pays nothing more. outcome says why
-- a row pays nothing: the deposit was below the minimum, the referrer is banned or excluded, or has no open account
-- in the deposit's currency. reward_tx is the ledger transaction (key 'referral:<referred id>') of a paid reward,
-- set in the same transaction right after the row claimed the friend (the claim comes first, so a second deposit
-- waits on it instead of posting).
create table partner_rewards (
  referred_id bigint primary key references partner_referrals (referred_id) on delete cascade,
  referrer_id bigint not null references players (id),
  deposit_id uuid not null,
  deposit_amount bigint not null check (deposit_amount > 0),
  currency char(3) not null references currencies (iso),
  reward bigint not null check (reward >= 0),
  outcome text not null check (outcome in ('paid', 'below_minimum', 'referrer_barred', 'no_account')),
  reward_tx bigint references ledger_transactions (id),
  decided_at timestamptz not null,
  check ((outcome = 'paid') = (reward > 0)),
  check (reward_tx is null or outcome = 'paid')
);
create index partner_rewards_by_referrer on partner_rewards (referrer_id);

-- The house account rewards are paid from, one per currency, made now so that no posting makes it under its locks.
insert into ledger_accounts (house, currency, created_at)
select 'partner-rewards', iso, now() from currencies
on conflict (house, currency) where house is not null do nothing;
