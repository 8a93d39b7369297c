-- Toto (src/domain/toto): pool betting on draws of football games of the line. The cluster's leader opens a draw from
-- the line's next football games whenever none is selling; its sales close at closes_at (its first game's start);
-- once every game has its result the draw is settled in one transaction (server/toto/service.ts).

-- A draw. pool and coupons are not kept here: they are the sums of its coupons (a coupon placed holds the draw's row
-- shared, so a settlement, which takes it for update, sees every coupon or none). margin, jackpot_in, jackpot_out and
-- tiers (one object per tier: missed, shareBp, fund, lines, perLine) are written once, with settled_at.
create table toto_draws (
  id bigint generated always as identity primary key,
  currency text not null,
  base_stake bigint not null check (base_stake > 0),
  opened_at timestamptz not null,
  closes_at timestamptz not null,
  pool bigint check (pool >= 0),
  margin bigint check (margin >= 0),
  jackpot_in bigint check (jackpot_in >= 0),
  jackpot_out bigint check (jackpot_out >= 0),
  tiers jsonb,
  settled_at timestamptz,
  check ((settled_at is null) = (margin is null) and (margin is null) = (tiers is null) and (tiers is null) = (pool is null)
    and (pool is null) = (jackpot_in is null) and (jackpot_in is null) = (jackpot_out is null))
);

create index toto_draws_closes on toto_draws (closes_at desc);
create index toto_draws_unsettled on toto_draws (id) where settled_at is null;

-- A game of a draw, as the line had it when the draw opened (the same id, sides and start decide its result, as a
-- coupon's leg is decided: server/coupon/settler.ts). result ('1', 'X', '2', or 'void' when the line no longer knows
-- the game) and its score are written once, with decided_at.
create table toto_draw_games (
  draw_id bigint not null references toto_draws (id),
  position smallint not null check (position >= 1),
  game_id text not null,
  home text not null,
  away text not null,
  championship_name text not null,
  starts_at timestamptz not null,
  result text check (result in ('1', 'X', '2', 'void')),
  score_home integer,
  score_away integer,
  decided_at timestamptz,
  primary key (draw_id, position),
  unique (draw_id, game_id),
  check ((result is null) = (decided_at is null))
);

create index toto_draw_games_open on toto_draw_games (draw_id) where decided_at is null;

-- A coupon: one pick per game of its draw ('1', 'X2', '1X2', ... in the games' order), its price debited in the
-- ledger transaction transaction_id. coupon_key is the client's idempotency key (per player); request_hash what the
-- request asked, so a retry with another request is told apart. matched (its best line), lines (its lines by how many
-- games they matched, index 0 first), prize and settled_at are written once, when the draw is settled.
create table toto_coupons (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  coupon_key text not null,
  request_hash text not null,
  draw_id bigint not null references toto_draws (id),
  account_id bigint not null references ledger_accounts (id),
  currency text not null,
  picks text[] not null,
  combinations integer not null check (combinations > 0),
  stake bigint not null check (stake > 0),
  transaction_id bigint not null,
  placed_at timestamptz not null,
  matched integer check (matched >= 0),
  lines integer[],
  prize bigint check (prize >= 0),
  settled_at timestamptz,
  unique (user_id, coupon_key),
  check ((settled_at is null) = (matched is null) and (matched is null) = (prize is null) and (prize is null) = (lines is null))
);

create index toto_coupons_of_draw on toto_coupons (draw_id);
create index toto_coupons_of_player on toto_coupons (user_id, id desc);
create index toto_coupons_limits on toto_coupons (user_id, currency, placed_at) include (stake, prize);

-- The jackpot per currency: what settled draws carried out and the next draw settled takes into its top tier. Its
-- money stays on the ledger's house:toto-pool account, whose balance is always this amount.
create table toto_jackpots (
  currency text primary key,
  amount bigint not null default 0 check (amount >= 0)
);

-- Toto stakes count against the wagering and loss limits as bets, casino rounds and lotto tickets do: rg_used
-- (migrations 044, 047, 061) now adds a player's coupons placed in the window (wagering: the stakes; loss: the stakes
-- less the prizes paid).
create or replace function rg_used(p_user bigint, p_type smallint, p_currency text, p_at timestamptz) returns bigint
  language plpgsql stable as $$
declare
  since timestamptz := p_at - (case when p_type in (1, 10, 20) then 86400 when p_type in (2, 11, 21) then 604800 else 2592000 end) * interval '1 second';
  used bigint;
begin
  if p_type in (1, 2, 3) then
    select coalesce(sum(c.stake), 0)::bigint into used from coupons c
      where c.user_id = p_user and c.currency = p_currency and c.placed_at > since and c.placed_at <= p_at;
    used := used + (select coalesce(sum(r.stake), 0)::bigint from casino_rounds r
      where r.user_id = p_user and r.currency = p_currency and r.played_at > since and r.played_at <= p_at);
    used := used + (select coalesce(sum(t.stake), 0)::bigint from lotto_tickets t
      where t.user_id = p_user and t.currency = p_currency and t.bought_at > since and t.bought_at <= p_at);
    used := used + (select coalesce(sum(t.stake), 0)::bigint from toto_coupons t
      where t.user_id = p_user and t.currency = p_currency and t.placed_at > since and t.placed_at <= p_at);
  elsif p_type in (10, 11, 12) then
    select coalesce(sum(c.stake - c.payout), 0)::bigint into used from coupons c
      where c.user_id = p_user and c.currency = p_currency and c.placed_at > since and c.placed_at <= p_at;
    used := used + (select coalesce(sum(r.stake - r.win), 0)::bigint from casino_rounds r
      where r.user_id = p_user and r.currency = p_currency and r.played_at > since and r.played_at <= p_at);
    used := used + (select coalesce(sum(t.stake - coalesce(t.prize, 0)), 0)::bigint from lotto_tickets t
      where t.user_id = p_user and t.currency = p_currency and t.bought_at > since and t.bought_at <= p_at);
    used := used + (select coalesce(sum(t.stake - coalesce(t.prize, 0)), 0)::bigint from toto_coupons t
      where t.user_id = p_user and t.currency = p_currency and t.placed_at > since and t.placed_at <= p_at);
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

-- A coupon placed in one statement, under the player's responsible-gaming lock (advisory lock space 44, as every stake
-- takes it): the replay and conflict checks of its key, the draw still selling at p_at (held shared: the settlement
-- and the developer's close take it for update, so a coupon is either in the pool or refused), the ban, the active
-- account and its currency, responsible gaming (rg_refusal), the balance, the price's ledger posting, then the coupon.
-- Outcomes: 'placed' (coupon_pk, balance after), 'replayed' (the first coupon of this key), 'conflict' (the key was
-- used for another request), 'no_draw', 'closed', 'banned' (a ban or a frozen wallet), 'no_account', 'stale'
-- (p_account is no longer the active account), 'currency' (not the draw's), 'rg_excluded', 'rg_session',
-- 'rg_currency', 'rg_limit' (rg_refusal refused the stake: rg_type, rg_remaining, rg_until), 'insufficient' (balance:
-- the account's). Nothing is written unless 'placed'.
create function place_toto_coupon(p_user bigint, p_coupon_key text, p_request_hash text, p_draw bigint, p_account bigint,
    p_picks text[], p_combinations integer, p_stake bigint, p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, coupon_pk bigint, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  known record;
  draw record;
  held record;
  rg record;
  posting record;
  made bigint;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select t.id, t.request_hash, t.account_id into known from toto_coupons t where t.user_id = p_user and t.coupon_key = p_coupon_key;
  if found then
    return query select case when known.request_hash = p_request_hash then 'replayed' else 'conflict' end, known.id,
      (select a.balance from ledger_accounts a where a.id = known.account_id), null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select d.id, d.closes_at, d.settled_at, d.currency into draw from toto_draws d where d.id = p_draw for share;
  if not found then
    return query select 'no_draw'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;
  if p_at >= draw.closes_at or draw.settled_at is not null then
    return query select 'closed'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  if exists (select 1 from players p left join wallets w on w.user_id = p.id where p.id = p_user and (p.ban_level > 0 or coalesce(w.frozen, false))) then
    return query select 'banned'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select a.id, a.currency::text as currency, a.balance, a.closed_at into held from wallets w
    join ledger_accounts a on a.id = w.active_account_id and a.user_id = w.user_id
    where w.user_id = p_user for update of a;
  if not found or held.closed_at is not null then
    return query select 'no_account'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;
  if held.id <> p_account then
    return query select 'stale'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;
  if held.currency <> draw.currency then
    return query select 'currency'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;
  select * into rg from rg_refusal(p_user, held.currency, p_stake, p_at, 'stake');
  if found then
    return query select 'rg_' || rg.refusal, null::bigint, null::bigint, rg.limit_type, rg.remaining, rg.until_at;
    return;
  end if;

  if held.balance < p_stake then
    return query select 'insufficient'::text, null::bigint, held.balance, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select * into posting from ledger_post(p_kind, p_key, p_content_hash, p_at, p_entries);
  if posting.outcome <> 'posted' then
    raise exception 'toto coupon % of player %: ledger_post answered %', p_coupon_key, p_user, posting.outcome;
  end if;

  insert into toto_coupons (user_id, coupon_key, request_hash, draw_id, account_id, currency, picks, combinations, stake, transaction_id, placed_at)
    values (p_user, p_coupon_key, p_request_hash, p_draw, p_account, held.currency, p_picks, p_combinations, p_stake, posting.transaction_id, p_at)
    returning toto_coupons.id into made;
  return query select 'placed'::text, made, held.balance - p_stake, null::smallint, null::bigint, null::timestamptz;
end
$$;
