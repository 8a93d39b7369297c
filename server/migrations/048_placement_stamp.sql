-- Placing with fewer writes (ARCHITECTURE.md 8, placements against pgbench): the same checks, locks and rows as
-- migration 044, without writing a placed coupon twice.
--
-- Before, a coupon was inserted with change_version 0 and stamped at commit by its deferred trigger (migration 041):
-- an update that wrote the whole row again, with an entry in each of its indexes, and checked its foreign keys again
-- (PostgreSQL checks them on any update of a row its own transaction inserted); and the player's version row
-- was written twice (once for the account's balance, once for the coupon). Now place_coupon moves the player's version
-- itself, once the stake is posted, and inserts the coupon with it; the deferred triggers still run at commit and find
-- the version moved by this transaction and the coupon stamped with it, so they write nothing more.
--
-- Versions still follow commit order: the player's row in player_changes is locked from here to the end of the
-- transaction, so a later writer of the same player gets a greater version and commits after. Lock order: every lock
-- the coupon's rows need is held before that row is taken (the account's, by ledger_post; the player's row, by the
-- explicit key share below, which the coupon's foreign key would take anyway), so from there to commit this
-- transaction waits on no other writer's lock, as before (a placement with the same key of the same player waits on
-- the player's lock, taken first).

-- Moves the player's version for the current transaction and answers it; a transaction that moved it already answers
-- that version without writing the row again (the row is then locked by this transaction, and the version is its).
create or replace function player_change_version(p_user bigint) returns bigint language plpgsql as $$
declare
  current_xact xid8 := pg_current_xact_id();
  moved bigint;
begin
  select c.version into moved from player_changes c where c.user_id = p_user and c.xact = current_xact;
  if found then
    return moved;
  end if;
  insert into player_changes as c (user_id, version, xact) values (p_user, 1, current_xact)
    on conflict (user_id) do update set version = case when c.xact = current_xact then c.version else c.version + 1 end, xact = current_xact
    returning c.version into moved;
  return moved;
end
$$;

create or replace function place_coupon(p_kind text, p_key text, p_hash text, p_at timestamptz, p_entries jsonb, p_coupon jsonb, p_legs jsonb)
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
  stamp bigint;
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

  -- The player's row as the coupon's foreign key takes it, before the version's row (see the lock order above).
  perform 1 from players p where p.id = player for key share;
  stamp := player_change_version(player);

  insert into coupons (user_id, account_id, currency, type, amount, amount_by_block, stake, system_value, coef, bonus_coef,
      possible_win_min, possible_win_max, placed_at, vip, promo_code, placement_key, request_hash, reserve_transaction_id, change_version)
    select c.user_id, c.account_id, c.currency, c.type, c.amount, c.amount_by_block, c.stake, c.system_value, c.coef, c.bonus_coef,
      c.possible_win_min, c.possible_win_max, c.placed_at, c.vip, c.promo_code, c.placement_key, c.request_hash, posting.transaction_id, stamp
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
