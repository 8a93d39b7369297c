-- Casino cashback on net losses (src/domain/promo/cashback.ts): once per programme, player and weekly period, a share
-- of the period's net casino loss paid from the house 'casino-cashback' to the player's main account.

-- A period settled for a player in a programme, whoever settled it first (the player's claim or the leader's automatic
-- payout): 'paid' (amount > 0, with its ledger transaction), 'nothing_due' (no loss, below the minimum, or the other
-- programme's period), 'withheld' (self-excluded, timed out, self-blocked or banned when it was settled). The totals are
-- the ones the amount was computed from, kept so that the pages and the operator see why it paid what it paid.
create table cashback_settlements (
  programme text not null check (programme in ('vip', 'premium')),
  user_id bigint not null references players (id),
  period_start timestamptz not null,
  period_end timestamptz not null check (period_end > period_start),
  currency char(3) not null,
  stakes bigint not null check (stakes >= 0),
  wins bigint not null check (wins >= 0),
  rate_bp integer not null check (rate_bp between 0 and 10000),
  amount bigint not null check (amount >= 0),
  status text not null check (status in ('paid', 'nothing_due', 'withheld')),
  settled_by text not null check (settled_by in ('claim', 'auto')),
  settled_at timestamptz not null,
  transaction_id bigint references ledger_transactions (id),
  primary key (programme, user_id, period_start),
  check ((status = 'paid') = (amount > 0) and (status = 'paid') = (transaction_id is not null))
);
-- What the operator's report sums.
create index cashback_settlements_by_period on cashback_settlements (programme, period_start) include (currency, amount) where status = 'paid';

-- A period settled in one statement under the player's responsible-gaming lock (advisory lock space 44, as stakes,
-- deposits and bonuses take it), so two settlers of one period (two processes, a claim racing the automatic payout)
-- settle it once: the second finds the row ('settled_before'). A banned or excluded player's period is withheld;
-- p_amount 0 records nothing due; else the ledger posting (keyed by the caller 'cashback:<programme>:<user>:<period
-- start>') and the row. A posting refused answers its outcome and writes nothing.
create function settle_cashback(p_programme text, p_user bigint, p_period_start timestamptz, p_period_end timestamptz, p_currency text,
    p_stakes bigint, p_wins bigint, p_rate_bp integer, p_amount bigint, p_by text, p_at timestamptz,
    p_tx_kind text, p_key text, p_content_hash text, p_entries jsonb)
  returns table (outcome text)
  language plpgsql as $$
#variable_conflict use_column
declare
  posting record;
  refused boolean;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);
  if exists (select 1 from cashback_settlements s where s.programme = p_programme and s.user_id = p_user and s.period_start = p_period_start) then
    return query select 'settled_before'::text;
    return;
  end if;
  select p.ban_level > 0 or player_excluded(p.id, p_at) into refused from players p where p.id = p_user;
  if coalesce(refused, true) then
    insert into cashback_settlements (programme, user_id, period_start, period_end, currency, stakes, wins, rate_bp, amount, status, settled_by, settled_at)
      values (p_programme, p_user, p_period_start, p_period_end, p_currency, p_stakes, p_wins, p_rate_bp, 0, 'withheld', p_by, p_at);
    return query select 'withheld'::text;
    return;
  end if;
  if p_amount = 0 then
    insert into cashback_settlements (programme, user_id, period_start, period_end, currency, stakes, wins, rate_bp, amount, status, settled_by, settled_at)
      values (p_programme, p_user, p_period_start, p_period_end, p_currency, p_stakes, p_wins, p_rate_bp, 0, 'nothing_due', p_by, p_at);
    return query select 'nothing_due'::text;
    return;
  end if;
  select * into posting from ledger_post(p_tx_kind, p_key, p_content_hash, p_at, p_entries);
  if posting.outcome <> 'posted' then
    return query select posting.outcome;
    return;
  end if;
  insert into cashback_settlements (programme, user_id, period_start, period_end, currency, stakes, wins, rate_bp, amount, status, settled_by, settled_at, transaction_id)
    values (p_programme, p_user, p_period_start, p_period_end, p_currency, p_stakes, p_wins, p_rate_bp, p_amount, 'paid', p_by, p_at, posting.transaction_id);
  return query select 'paid'::text;
end
$$;
