-- Loyalty points (src/domain/promo/loyalty.ts): points earned by decided real-money stakes, exchanged for bonuses of
-- the bonus engine (migration 062).

-- The points ledger, append-only: a player's balance is the sum of their entries. An earned entry is keyed by what
-- earned it ('coupon:<id>', 'round:<id>'), so a settlement looked at twice, or by two processes, earns once; a spent
-- entry by the client's exchange key ('exchange:<key>'), with the reward bought and the bonus it credited.
create table loyalty_entries (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  entry_key text not null check (entry_key ~ '^(coupon|round|exchange):[A-Za-z0-9-]{1,64}$'),
  source text not null check (source in ('coupon', 'round', 'exchange')),
  points bigint not null check (points <> 0),
  -- The stake that earned the points (minor units of currency); 0 for an exchange.
  stake bigint not null check (stake >= 0),
  currency char(3) not null,
  reward_id text check (reward_id ~ '^[a-z-]{1,32}$'),
  bonus_id bigint references player_bonuses (id),
  made_at timestamptz not null,
  unique (user_id, entry_key),
  check (split_part(entry_key, ':', 1) = source),
  check ((source = 'exchange') = (points < 0)),
  check ((source = 'exchange') = (reward_id is not null)),
  check ((source = 'exchange') = (bonus_id is not null))
);
-- The balance and the history of a player, read from the index.
create index loyalty_entries_by_player on loyalty_entries (user_id, id desc) include (points);
-- What the operator's weekly report sums.
create index loyalty_entries_by_time on loyalty_entries (made_at) include (points, source, user_id);

-- How far the leader's award of points has looked: every stake decided up to `decided_upto` has its entry (or earns
-- none). A scan looks again a margin before it, for the transactions that committed late with an earlier time.
create table loyalty_award_cursor (
  id boolean primary key default true check (id),
  decided_upto timestamptz not null
);

-- The decided stakes by the time they were decided, for the scans: coupons settled won or lost, instant rounds by
-- their time, stepped rounds by their end, crash bets by their settlement.
create index coupons_decided_for_loyalty on coupons (settled_at) where status in ('won', 'lost');
create index casino_rounds_by_time on casino_rounds (played_at);
create index casino_stepped_rounds_ended on casino_stepped_rounds (ended_at) where ended_at is not null;
create index crash_bets_settled on crash_bets (settled_at) where settled_at is not null;

-- A bonus bought with points is the bonus engine's kind 'loyalty', sourced 'loyalty:<exchange key>'.
alter table player_bonuses drop constraint player_bonuses_kind_check;
alter table player_bonuses add constraint player_bonuses_kind_check check (kind in ('first_deposit', 'redeposit', 'promo_code', 'loyalty'));

-- An exchange in one statement, under the player's responsible-gaming lock (advisory lock space 44, as stakes, bonuses
-- and cashback take it), so a player's exchanges happen one after the other and each reads the balance the one
-- before it left: the key seen before answers that exchange ('replayed', or 'key_reused' for another reward); a
-- banned or excluded player is refused ('excluded'); a balance below p_points is refused ('not_enough'); else the
-- bonus is awarded by award_player_bonus (its ledger posting and row) and the points spent, in this transaction.
-- Nothing is written unless 'exchanged'. balance is the balance after the statement.
create function exchange_loyalty_points(p_user bigint, p_key text, p_reward text, p_points bigint, p_product text, p_bonus_account bigint,
    p_main_account bigint, p_currency text, p_amount bigint, p_requirement bigint, p_min_coef_milli integer, p_weights jsonb, p_default_weight smallint,
    p_expires_at timestamptz, p_tx_kind text, p_tx_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, bonus_pk bigint, balance bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  known record;
  barred boolean;
  points_now bigint;
  awarded record;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);
  select coalesce(sum(e.points), 0) into points_now from loyalty_entries e where e.user_id = p_user;
  select e.reward_id, e.bonus_id into known from loyalty_entries e where e.user_id = p_user and e.entry_key = 'exchange:' || p_key;
  if found then
    return query select (case when known.reward_id = p_reward then 'replayed' else 'key_reused' end)::text, known.bonus_id, points_now;
    return;
  end if;
  select p.ban_level > 0 or player_excluded(p.id, p_at) into barred from players p where p.id = p_user;
  if coalesce(barred, true) then
    return query select 'excluded'::text, null::bigint, points_now;
    return;
  end if;
  if points_now < p_points then
    return query select 'not_enough'::text, null::bigint, points_now;
    return;
  end if;
  select * into awarded from award_player_bonus(p_user, 'loyalty', p_product, 'loyalty:' || p_key, p_bonus_account, p_main_account,
    p_currency, p_amount, p_requirement, p_min_coef_milli, p_weights, p_default_weight, p_expires_at, p_tx_kind, p_tx_key, p_content_hash, p_at, p_entries);
  if awarded.outcome <> 'awarded' then
    return query select awarded.outcome, null::bigint, points_now;
    return;
  end if;
  insert into loyalty_entries (user_id, entry_key, source, points, stake, currency, reward_id, bonus_id, made_at)
    values (p_user, 'exchange:' || p_key, 'exchange', -p_points, 0, p_currency, p_reward, awarded.bonus_pk, p_at);
  return query select 'exchanged'::text, awarded.bonus_pk, points_now - p_points;
end
$$;
