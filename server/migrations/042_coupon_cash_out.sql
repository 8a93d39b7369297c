-- Cash-out and edit bet: the house buys an open single or express back at its value on the live line
-- (src/domain/coupon/cashOut.ts). A full cash-out closes the coupon as 'cashedOut' (its payout the value paid, its
-- settlement the cash-out's ledger transaction); a partial one pays part of the value and leaves the coupon open on a
-- smaller stake. An edit bet is a full cash-out whose value is the stake of a new coupon, in the one ledger
-- transaction (the old coupon's settlement and the new one's reservation).
alter table coupons drop constraint coupons_status_check;
alter table coupons add constraint coupons_status_check check (status in ('open', 'won', 'lost', 'void', 'cashedOut'));
-- What partial cash-outs of a coupon have paid so far (its history shows it; the payout is only the final one's).
alter table coupons add column cashed_out bigint not null default 0 check (cashed_out >= 0);

-- Every cash-out made: one per player and request key, so a request sent again answers the cash-out it made.
create table coupon_cash_outs (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references coupons (id),
  user_id bigint not null references players (id),
  request_key text not null check (request_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- full, partial, auto (a full one the server made at the player's value) or edit (a full one that staked a new coupon).
  kind text not null check (kind in ('full', 'partial', 'auto', 'edit')),
  -- The coupon's value on the line when it was made, and what the player got (for an edit: what the new coupon staked of it).
  value bigint not null check (value > 0),
  paid bigint not null check (paid > 0 and paid <= value),
  stake_before bigint not null check (stake_before > 0),
  stake_after bigint not null check (stake_after >= 0 and stake_after < stake_before),
  transaction_id bigint not null unique references ledger_transactions (id),
  new_coupon_id bigint references coupons (id),
  made_at timestamptz not null,
  unique (user_id, request_key),
  check ((kind = 'edit') = (new_coupon_id is not null)),
  check ((kind = 'partial') = (stake_after > 0))
);
create index coupon_cash_outs_coupon on coupon_cash_outs (coupon_id);

-- Automatic cash-out: the value at which the server cashes an open coupon out by itself (the settler's pace), one
-- per coupon; gone once the coupon is no longer open.
create table coupon_auto_cash_outs (
  coupon_id bigint primary key references coupons (id),
  user_id bigint not null references players (id),
  target bigint not null check (target > 0),
  set_at timestamptz not null
);
