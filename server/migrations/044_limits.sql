-- Responsible gaming (SPEC.md 3 "Limit", 4 "Limits view"; UKGC RTS 12): a player's limits, fixed terms, session time
-- and reality-check settings, and the one check every stake and deposit passes in the statement that moves the money.
--
-- A limit per player and type: the value that binds (null: none), its currency for money limits (the player's main
-- account's when it was set), since when it binds, and a loosening that waits: its value and when it was asked for.
-- A loosening binds only once the player confirms it, and only from 86400 s after it was asked for
-- (src/domain/limits/rules.ts); a tightening replaces the value at once and drops what waited.
create table player_limits (
  user_id bigint not null references players (id),
  limit_type smallint not null check (limit_type in (1, 2, 3, 10, 11, 12, 20, 21, 22, 31, 32)),
  value bigint check (value is null or value >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  since timestamptz not null,
  pending_value bigint check (pending_value is null or pending_value >= -1),
  pending_started_at timestamptz,
  check ((pending_value is null) = (pending_started_at is null)),
  primary key (user_id, limit_type)
);

-- Self-exclusion (30), time-out (33) and self-block (37): terms that run to their end (null: until the operator
-- lifts it), never cancelled or shortened by the player. Kept after they end: the history of a player's exclusions.
create table player_exclusions (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  limit_type smallint not null check (limit_type in (30, 33, 37)),
  started_at timestamptz not null,
  ends_at timestamptz,
  reason smallint check (reason is null or reason between 1 and 99),
  note text check (note is null or length(note) <= 500),
  check (ends_at is null or ends_at > started_at)
);

create index player_exclusions_user on player_exclusions (user_id, ends_at);

-- Playing time per player and UTC day (the session limit, type 31): each ping adds the time since the last one.
create table player_session_time (
  user_id bigint not null references players (id),
  day integer not null,
  used_seconds integer not null default 0 check (used_seconds >= 0),
  last_ping_at timestamptz,
  primary key (user_id, day)
);

-- The reality check's state per player (the interval itself is limit type 32).
create table player_reality_checks (
  user_id bigint primary key references players (id),
  do_not_show_again boolean not null default false,
  last_action text not null check (last_action in ('continue', 'log_out', 'nothing')),
  last_shown_at timestamptz not null,
  updated_at timestamptz not null
);

-- A self-exclusion asked for waits for the player's answers to the test (POST /testanswers): the limits asked for,
-- kept with the token the answers must carry, for a short while.
create table limit_test_tokens (
  token uuid primary key,
  user_id bigint not null references players (id),
  limits jsonb not null,
  expires_at timestamptz not null
);

create index limit_test_tokens_user on limit_test_tokens (user_id);

-- What counts against a money limit of type p_type at p_at in its rolling window (24 h, 7 d, 30 d ending at p_at):
-- wagering (1-3) the stakes of the coupons placed in it, loss (10-12) their stakes less their payouts, deposit (20-22)
-- the gross deposits (deposit postings into the player's accounts), in p_currency.
create function rg_used(p_user bigint, p_type smallint, p_currency text, p_at timestamptz) returns bigint
  language plpgsql stable as $$
declare
  since timestamptz := p_at - (case when p_type in (1, 10, 20) then 86400 when p_type in (2, 11, 21) then 604800 else 2592000 end) * interval '1 second';
  used bigint;
begin
  if p_type in (1, 2, 3) then
    select coalesce(sum(c.stake), 0)::bigint into used from coupons c
      where c.user_id = p_user and c.currency = p_currency and c.placed_at > since and c.placed_at <= p_at;
  elsif p_type in (10, 11, 12) then
    select coalesce(sum(c.stake - c.payout), 0)::bigint into used from coupons c
      where c.user_id = p_user and c.currency = p_currency and c.placed_at > since and c.placed_at <= p_at;
  else
    select coalesce(sum(e.amount), 0)::bigint into used
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      join ledger_accounts a on a.id = e.account_id
      where a.user_id = p_user and a.currency = p_currency and t.kind = 'deposit' and e.amount > 0
        and t.created_at > since and t.created_at <= p_at;
  end if;
  return used;
end
$$;

-- Why a stake or deposit of p_amount minor units in p_currency at p_at may not be made, as one row (no row: it may):
--   'excluded' a running term (limit_type 30, 33 or 37; until_at its end, null: until lifted);
--   'session'  today's session time is used up (31);
--   'currency' a money limit of that kind is kept in another currency (limit_type names it);
--   'limit'    the amount would cross the limit with the least left (limit_type, remaining: what is left).
-- p_what is 'stake' (wagering 1-3 on the stakes of coupons placed in the window, loss 10-12 on their stakes less
-- their payouts) or 'deposit' (20-22 on gross deposits: the deposit postings into the player's accounts). It takes
-- the player's responsible-gaming lock first (advisory lock space 44, this migration's number), held to the end of
-- the caller's transaction: two stakes or deposits of one player are checked one after the other, each seeing the
-- other's money once committed, so together they never cross a limit either.
create function rg_refusal(p_user bigint, p_currency text, p_amount bigint, p_at timestamptz, p_what text)
  returns table (refusal text, limit_type smallint, remaining bigint, until_at timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  term record;
  lim record;
  used bigint;
  left_over bigint;
  best_type smallint;
  best_left bigint;
  session_hours bigint;
  session_used integer;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select e.limit_type, e.ends_at into term from player_exclusions e
    where e.user_id = p_user and e.started_at <= p_at and (e.ends_at is null or e.ends_at > p_at)
    order by e.ends_at desc nulls first limit 1;
  if found then
    return query select 'excluded'::text, term.limit_type, null::bigint, term.ends_at;
    return;
  end if;

  if p_what = 'stake' then
    select l.value into session_hours from player_limits l where l.user_id = p_user and l.limit_type = 31 and l.value is not null;
    if session_hours is not null then
      select s.used_seconds into session_used from player_session_time s
        where s.user_id = p_user and s.day = floor(extract(epoch from p_at) / 86400)::integer;
      if coalesce(session_used, 0) >= session_hours * 3600 then
        return query select 'session'::text, 31::smallint, 0::bigint, null::timestamptz;
        return;
      end if;
    end if;
  end if;

  for lim in
    select l.limit_type, l.value, l.currency::text as currency
    from player_limits l
    where l.user_id = p_user and l.value is not null
      and l.limit_type in (select unnest(case when p_what = 'stake' then array[1, 2, 3, 10, 11, 12] else array[20, 21, 22] end))
    order by l.limit_type
  loop
    if lim.currency <> p_currency then
      return query select 'currency'::text, lim.limit_type, null::bigint, null::timestamptz;
      return;
    end if;
    used := rg_used(p_user, lim.limit_type, p_currency, p_at);
    left_over := lim.value - used;
    if best_left is null or left_over < best_left then
      best_left := left_over;
      best_type := lim.limit_type;
    end if;
  end loop;

  if best_left is not null and p_amount > best_left then
    return query select 'limit'::text, best_type, best_left, null::timestamptz;
  end if;
end
$$;

-- place_coupon (migrations 019, 023, 035) now also holds a new stake to the player's limits and exclusions
-- (rg_refusal), in the same statement that reserves it: outcome 'rg_excluded', 'rg_session', 'rg_currency' or
-- 'rg_limit' with rg_type, rg_remaining and rg_until, and nothing written. A key posted before skips the checks (its
-- answer is the first coupon's), looked at once the player's lock is held.
drop function place_coupon(text, text, text, timestamptz, jsonb, jsonb, jsonb);

create function place_coupon(p_kind text, p_key text, p_hash text, p_at timestamptz, p_entries jsonb, p_coupon jsonb, p_legs jsonb)
  returns table (outcome text, transaction_id bigint, created_at timestamptz, account_id bigint, balance bigint, short_by bigint, coupon_id bigint,
    rg_type smallint, rg_remaining bigint, rg_until timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  posting record;
  made bigint;
  refused text;
  rg record;
  player bigint := (p_coupon ->> 'user_id')::bigint;
begin
  perform pg_advisory_xact_lock(44, player::integer);
  if not exists (select 1 from ledger_transactions t where t.idempotency_key = p_key) then
    select case when p.ban_level > 0 then 'banned' when coalesce(w.frozen, false) then 'frozen' end into refused
      from players p left join wallets w on w.user_id = p.id
      where p.id = player;
    if refused is null then
      select * into rg from rg_refusal(player, p_coupon ->> 'currency', (p_coupon ->> 'stake')::bigint, p_at, 'stake');
      if found then
        return query select 'rg_' || rg.refusal, null::bigint, null::timestamptz, null::bigint, null::bigint, null::bigint, null::bigint,
          rg.limit_type, rg.remaining, rg.until_at;
        return;
      end if;
    end if;
  end if;
  if refused is not null then
    return query select refused, null::bigint, null::timestamptz, null::bigint, null::bigint, null::bigint, null::bigint,
      null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select * into posting from ledger_post(p_kind, p_key, p_hash, p_at, p_entries);
  if posting.outcome <> 'posted' then
    return query select posting.outcome, posting.transaction_id, posting.created_at, posting.account_id, posting.balance, posting.short_by, null::bigint,
      null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  insert into coupons (user_id, account_id, currency, type, amount, amount_by_block, stake, system_value, coef, bonus_coef,
      possible_win_min, possible_win_max, placed_at, vip, promo_code, placement_key, request_hash, reserve_transaction_id)
    select c.user_id, c.account_id, c.currency, c.type, c.amount, c.amount_by_block, c.stake, c.system_value, c.coef, c.bonus_coef,
      c.possible_win_min, c.possible_win_max, c.placed_at, c.vip, c.promo_code, c.placement_key, c.request_hash, posting.transaction_id
    from jsonb_populate_record(null::coupons, p_coupon) c
    returning coupons.id into made;

  insert into coupon_legs (coupon_id, position, outcome_id, game_id, market_type, period, line, outcome_kind, outcome_name, sport_id,
      championship_name, home, away, starts_at, coef, is_live, block_id, banker, amount)
    select made, l.position, l.outcome_id, l.game_id, l.market_type, l.period, l.line, l.outcome_kind, l.outcome_name, l.sport_id,
      l.championship_name, l.home, l.away, l.starts_at, l.coef, l.is_live, l.block_id, l.banker, l.amount
    from jsonb_populate_recordset(null::coupon_legs, p_legs) l;

  return query select 'posted'::text, posting.transaction_id, posting.created_at, null::bigint, null::bigint, null::bigint, made,
    null::smallint, null::bigint, null::timestamptz;
end
$$;
