-- Coupon promo codes (src/domain/promo/couponPromo.ts): a promo code of kind 'boost' is typed in the bet slip, not in
-- the office. It raises the winnings of the coupon it is placed with (payout minus stake) by boost_percent, the extra
-- at most the code's amount (its cap, in the code's currency), paid by the house 'promo-bonuses' when the coupon is
-- settled won. The server checks it when the coupon is placed, in place_coupon's statement under the code's row lock:
-- known and of kind 'boost', valid now, uses left, the coupon's currency, and once per player (two placements at once
-- with one code: the second waits for the first and is refused, and nothing of it is written).

alter table promo_codes drop constraint promo_codes_kind_check;
alter table promo_codes add constraint promo_codes_kind_check check (kind in ('sport', 'casino', 'freebet', 'boost'));
alter table promo_codes add column boost_percent smallint check (boost_percent between 1 and 100);
alter table promo_codes add constraint promo_codes_boost_terms check ((kind = 'boost') = (boost_percent is not null));

-- The coupon keeps the boost's terms as they were when it was placed, and what the boost paid when it was settled
-- (part of payout).
alter table coupons add column promo_code_id bigint references promo_codes (id);
alter table coupons add column boost_percent smallint check (boost_percent between 1 and 100);
alter table coupons add column boost_cap bigint check (boost_cap > 0);
alter table coupons add column boost_paid bigint not null default 0 check (boost_paid >= 0);
alter table coupons add constraint coupons_boost_terms check ((promo_code_id is null) = (boost_percent is null) and (boost_percent is null) = (boost_cap is null));
alter table coupons add constraint coupons_boost_paid check (boost_paid <= payout and (boost_paid = 0 or (boost_cap is not null and boost_paid <= boost_cap)));

-- One use of a coupon code per player, with the coupon that used it.
create table coupon_promo_uses (
  code_id bigint not null references promo_codes (id),
  user_id bigint not null references players (id),
  coupon_id bigint not null unique references coupons (id),
  used_at timestamptz not null,
  primary key (code_id, user_id)
);

-- place_coupon of migration 048, with the coupon's promo code checked before the stake is posted (a key posted
-- before answers as it did, its code not checked again) and its use written with the coupon. A refusal answers
-- 'promo_<reason>' (unknown, office_only, not_yet, ended, used_up, already_used, currency) and writes nothing.
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
  promo text := coalesce(p_coupon ->> 'promo_code', '');
  code record;
  used_code bigint;
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
    if refused is null and promo <> '' then
      select c.* into code from promo_codes c where c.code = promo for update;
      refused := case
        when not found then 'promo_unknown'
        when code.kind <> 'boost' then 'promo_office_only'
        when exists (select 1 from coupon_promo_uses u where u.code_id = code.id and u.user_id = player) then 'promo_already_used'
        when p_at < code.valid_from then 'promo_not_yet'
        when p_at >= code.valid_until then 'promo_ended'
        when code.uses >= code.max_uses then 'promo_used_up'
        when code.currency <> p_coupon ->> 'currency' then 'promo_currency'
        -- The terms the server read before this statement are the code's (an operator never changes a code's terms).
        when (p_coupon ->> 'promo_code_id')::bigint is distinct from code.id or (p_coupon ->> 'boost_percent')::smallint is distinct from code.boost_percent
          or (p_coupon ->> 'boost_cap')::bigint is distinct from code.amount then 'promo_unknown'
      end;
      if refused is null then
        used_code := code.id;
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

  -- The player's row as the coupon's foreign key takes it, before the version's row (lock order of migration 048).
  perform 1 from players p where p.id = player for key share;
  stamp := player_change_version(player);

  insert into coupons (user_id, account_id, currency, type, amount, amount_by_block, stake, system_value, coef, bonus_coef,
      possible_win_min, possible_win_max, placed_at, vip, promo_code, placement_key, request_hash, reserve_transaction_id, change_version,
      promo_code_id, boost_percent, boost_cap)
    select c.user_id, c.account_id, c.currency, c.type, c.amount, c.amount_by_block, c.stake, c.system_value, c.coef, c.bonus_coef,
      c.possible_win_min, c.possible_win_max, c.placed_at, c.vip, c.promo_code, c.placement_key, c.request_hash, posting.transaction_id, stamp,
      c.promo_code_id, c.boost_percent, c.boost_cap
    from jsonb_populate_record(null::coupons, p_coupon) c
    returning coupons.id into made;

  insert into coupon_legs (coupon_id, position, outcome_id, game_id, market_type, period, line, outcome_kind, outcome_name, sport_id,
      championship_name, home, away, starts_at, coef, is_live, block_id, banker, amount)
    select made, l.position, l.outcome_id, l.game_id, l.market_type, l.period, l.line, l.outcome_kind, l.outcome_name, l.sport_id,
      l.championship_name, l.home, l.away, l.starts_at, l.coef, l.is_live, l.block_id, l.banker, l.amount
    from jsonb_populate_recordset(null::coupon_legs, p_legs) l;

  if used_code is not null then
    insert into coupon_promo_uses (code_id, user_id, coupon_id, used_at) values (used_code, player, made, p_at);
    update promo_codes set uses = uses + 1 where id = used_code;
  end if;

  return query select 'posted'::text, posting.transaction_id, posting.created_at, null::bigint, null::bigint, null::bigint, made,
    null::smallint, null::bigint, null::timestamptz;
end
$$;
