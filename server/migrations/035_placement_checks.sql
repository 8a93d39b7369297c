-- A placement in one round trip (issue 9): place_coupon now also refuses a banned player ('banned') and a frozen
-- wallet ('frozen'), read in the same statement, so the server no longer reads the player's account before placing
-- when it already knows the account's currency and type (facts an account never changes). A key posted before skips
-- those two: its answer is the first coupon's, whatever happened to the player since (ledger_post's 'replayed' or
-- 'conflict'). As before, when the outcome is not 'posted' nothing is written. The refusals are the rule of
-- src/domain/session/rights.ts betRefusal (banned: ban level above 0; then a frozen wallet), which the server applies
-- itself when it reads the account; test/server/coupon.test.ts holds both to the same answers.
create or replace function place_coupon(p_kind text, p_key text, p_hash text, p_at timestamptz, p_entries jsonb, p_coupon jsonb, p_legs jsonb)
  returns table (outcome text, transaction_id bigint, created_at timestamptz, account_id bigint, balance bigint, short_by bigint, coupon_id bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  posting record;
  made bigint;
  refused text;
begin
  if not exists (select 1 from ledger_transactions t where t.idempotency_key = p_key) then
    select case when p.ban_level > 0 then 'banned' when coalesce(w.frozen, false) then 'frozen' end into refused
      from players p left join wallets w on w.user_id = p.id
      where p.id = (p_coupon ->> 'user_id')::bigint;
  end if;
  if refused is not null then
    return query select refused, null::bigint, null::timestamptz, null::bigint, null::bigint, null::bigint, null::bigint;
    return;
  end if;

  select * into posting from ledger_post(p_kind, p_key, p_hash, p_at, p_entries);
  if posting.outcome <> 'posted' then
    return query select posting.outcome, posting.transaction_id, posting.created_at, posting.account_id, posting.balance, posting.short_by, null::bigint;
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

  return query select 'posted'::text, posting.transaction_id, posting.created_at, null::bigint, null::bigint, null::bigint, made;
end
$$;
