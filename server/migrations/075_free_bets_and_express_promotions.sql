-- Free bets as a coupon's prepaid stake (src/domain/promo/freeBets.ts) and the express promotions of the coupon, the
-- hyper bonus and the anti-express (src/domain/promo/expressPromotions.ts).

-- The house account that holds the free bets awarded and not yet staked, one per currency, made now so that no posting
-- makes it under its locks.
insert into ledger_accounts (house, currency, created_at)
select 'free-bets', iso, now() from currencies
on conflict (house, currency) where house is not null do nothing;

-- A free bet is a bonus of the bonus engine whose award credits the house 'free-bets' account instead of the player's
-- bonus account. It is never wagered or converted; staked, it is 'used' (settled_at the time, released 0, the coupon
-- in used_coupon_id) until its coupon is settled void, which gives it back ('active' again). min_coef_milli is its
-- minimum odds; free_bet_any_type lets it stake a coupon of several lines.
alter table player_bonuses add column free_bet boolean not null default false;
alter table player_bonuses add column free_bet_any_type boolean not null default false;
alter table player_bonuses add column used_coupon_id bigint;
alter table player_bonuses drop constraint player_bonuses_status_check;
alter table player_bonuses add constraint player_bonuses_status_check check (status in ('active', 'converted', 'expired', 'forfeited', 'used'));
alter table player_bonuses add constraint player_bonuses_used check ((status = 'used') = (used_coupon_id is not null) and (status <> 'used' or free_bet));
-- A player's free bets as the slip lists them.
create index player_bonuses_free_bets on player_bonuses (user_id) where free_bet and status = 'active';

-- The coupon keeps the free bet it staked, and the express promotions it was placed with (percents, 0: none) and what
-- they paid: the hyper bonus as part of a won coupon's payout, the anti-express beside a lost coupon's payout of 0.
alter table coupons add column free_bet_id bigint references player_bonuses (id);
alter table coupons add column hyper_percent smallint not null default 0 check (hyper_percent between 0 and 100);
alter table coupons add column hyper_paid bigint not null default 0 check (hyper_paid >= 0);
alter table coupons add column anti_express_percent smallint not null default 0 check (anti_express_percent between 0 and 1000);
alter table coupons add column anti_express_paid bigint not null default 0 check (anti_express_paid >= 0);
alter table coupons add constraint coupons_hyper_paid check (hyper_paid = 0 or (status = 'won' and hyper_paid <= payout and hyper_percent > 0));
alter table coupons add constraint coupons_anti_express_paid check (anti_express_paid = 0 or (status = 'lost' and anti_express_percent > 0));
alter table coupons add constraint coupons_free_bet_no_promotions check (free_bet_id is null or (hyper_percent = 0 and anti_express_percent = 0));
create index coupons_by_free_bet on coupons (free_bet_id) where free_bet_id is not null;
alter table player_bonuses add constraint player_bonuses_used_coupon foreign key (used_coupon_id) references coupons (id);

-- A free-bet coupon pays its winnings only: a void one pays nothing (the free bet comes back), a won one may pay 0
-- (winnings of nothing). The checks of migration 018 that said otherwise allow it for free-bet coupons.
do $$
declare
  c record;
begin
  for c in
    select con.conname, pg_get_constraintdef(con.oid) as def from pg_constraint con
    where con.conrelid = 'coupons'::regclass and con.contype = 'c'
  loop
    if c.def like '%status <> ''void''%payout = stake%' or c.def like '%status <> ''won''%payout > 0%' then
      execute format('alter table coupons drop constraint %I', c.conname);
    end if;
  end loop;
end
$$;
alter table coupons add constraint coupons_void_pays_stake check (status <> 'void' or payout = stake or (free_bet_id is not null and payout = 0));
alter table coupons add constraint coupons_won_pays check (status <> 'won' or payout > 0 or free_bet_id is not null);

-- award_player_bonus of migration 062, marking a free bet: a bonus whose posting credits the house 'free-bets' account.
create or replace function award_player_bonus(p_user bigint, p_kind text, p_product text, p_source_key text, p_bonus_account bigint, p_main_account bigint,
    p_currency text, p_amount bigint, p_requirement bigint, p_min_coef_milli integer, p_weights jsonb, p_default_weight smallint,
    p_expires_at timestamptz, p_tx_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, bonus_pk bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  known bigint;
  posting record;
  made bigint;
  is_free_bet boolean;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);
  select b.id into known from player_bonuses b
    where b.user_id = p_user and (b.source_key = p_source_key or (p_kind = 'first_deposit' and b.kind = 'first_deposit'));
  if found then
    return query select 'replayed'::text, known;
    return;
  end if;
  if player_excluded(p_user, p_at) then
    return query select 'excluded'::text, null::bigint;
    return;
  end if;
  select exists (select 1 from jsonb_array_elements(p_entries) e join ledger_accounts a on a.id = (e ->> 'account')::bigint
      where not (e ->> 'player')::boolean and a.house = 'free-bets') into is_free_bet;
  select * into posting from ledger_post(p_tx_kind, p_key, p_content_hash, p_at, p_entries);
  if posting.outcome <> 'posted' then
    return query select posting.outcome, null::bigint;
    return;
  end if;
  insert into player_bonuses (user_id, kind, product, source_key, bonus_account_id, main_account_id, currency, amount, requirement,
      min_coef_milli, weights, default_weight, awarded_at, expires_at, award_tx, free_bet)
    values (p_user, p_kind, p_product, p_source_key, p_bonus_account, p_main_account, p_currency, p_amount, p_requirement,
      p_min_coef_milli, p_weights, p_default_weight, p_at, p_expires_at, posting.transaction_id, is_free_bet)
    returning id into made;
  return query select 'awarded'::text, made;
end
$$;

-- settle_player_bonus of migration 062, with free bets: never converted or forfeited (no stake wagers them, and a
-- withdrawal takes no money of theirs); expired unused, their amount goes from the house 'free-bets' back to
-- 'promo-bonuses'. A used free bet is not active, so nothing settles it.
create or replace function settle_player_bonus(p_bonus bigint, p_action text, p_at timestamptz)
  returns table (outcome text, released bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  owner bigint;
  b record;
  balance_now bigint;
  moved bigint;
  source bigint;
  target bigint;
  entries jsonb;
  posting record;
  tx_id bigint;
begin
  select pb.user_id into owner from player_bonuses pb where pb.id = p_bonus;
  if not found then
    return query select 'not_due'::text, null::bigint;
    return;
  end if;
  perform pg_advisory_xact_lock(44, owner::integer);
  perform 1 from ledger_accounts a where a.id in (select pb.bonus_account_id from player_bonuses pb where pb.id = p_bonus
    union all select pb.main_account_id from player_bonuses pb where pb.id = p_bonus) order by a.id for update;
  select pb.* into b from player_bonuses pb where pb.id = p_bonus for update;
  if b.status <> 'active' then
    return query select 'settled_before'::text, b.released;
    return;
  end if;
  if b.free_bet then
    if p_action <> 'expire' or b.expires_at > p_at then
      return query select 'not_due'::text, null::bigint;
      return;
    end if;
    select a.id into source from ledger_accounts a where a.house = 'free-bets' and a.currency = b.currency;
    select a.id into target from ledger_accounts a where a.house = 'promo-bonuses' and a.currency = b.currency;
    entries := jsonb_build_array(
      jsonb_build_object('account', source, 'player', false, 'currency', b.currency::text, 'amount', -b.amount),
      jsonb_build_object('account', target, 'player', false, 'currency', b.currency::text, 'amount', b.amount));
    -- Keyed by the bonus and the times it came back, so a free bet given back by a void coupon expires once again.
    select * into posting from ledger_post('bonus_expire', 'bonus:expire:' || b.id || ':' ||
        (select count(*) from coupons c where c.free_bet_id = b.id and c.status = 'void'),
      encode(sha256(convert_to(entries::text, 'UTF8')), 'hex'), p_at, entries);
    if posting.outcome <> 'posted' and posting.outcome <> 'replayed' then
      raise exception 'a free bet''s expiry was refused by the ledger: %', posting.outcome;
    end if;
    update player_bonuses set status = 'expired', settled_at = p_at, released = b.amount, settle_tx = posting.transaction_id where id = b.id;
    return query select 'settled'::text, b.amount;
    return;
  end if;
  if (p_action = 'convert' and b.wagered < b.requirement)
    or (p_action = 'expire' and (b.wagered >= b.requirement or b.expires_at > p_at))
    or (p_action = 'forfeit' and b.wagered >= b.requirement)
    or p_action not in ('convert', 'expire', 'forfeit') then
    return query select 'not_due'::text, null::bigint;
    return;
  end if;
  select a.balance into balance_now from ledger_accounts a where a.id = b.bonus_account_id;
  moved := greatest(0, least(b.amount, coalesce(balance_now, 0)));
  if moved > 0 then
    if p_action = 'convert' then
      target := b.main_account_id;
    else
      select a.id into target from ledger_accounts a where a.house = 'promo-bonuses' and a.currency = b.currency;
    end if;
    entries := jsonb_build_array(
      jsonb_build_object('account', b.bonus_account_id, 'player', true, 'currency', b.currency::text, 'amount', -moved),
      jsonb_build_object('account', target, 'player', p_action = 'convert', 'currency', b.currency::text, 'amount', moved));
    select * into posting from ledger_post('bonus_' || p_action, 'bonus:' || p_action || ':' || b.id,
      encode(sha256(convert_to(entries::text, 'UTF8')), 'hex'), p_at, entries);
    if posting.outcome <> 'posted' and posting.outcome <> 'replayed' then
      raise exception 'a bonus''s % was refused by the ledger: %', p_action, posting.outcome;
    end if;
    tx_id := posting.transaction_id;
  end if;
  update player_bonuses set status = case p_action when 'convert' then 'converted' when 'expire' then 'expired' else 'forfeited' end,
      settled_at = p_at, released = moved, settle_tx = tx_id
    where id = b.id;
  return query select 'settled'::text, moved;
end
$$;

-- The wagering trigger of migration 062: a free bet is not wagered, and a coupon staked by one wagers nothing.
create or replace function player_bonuses_count_coupon() returns trigger language plpgsql as $$
begin
  if new.coef is null or new.free_bet_id is not null then
    return null;
  end if;
  update player_bonuses b
    set wagered = least(b.requirement, b.wagered + new.stake)
    where b.user_id = new.user_id and b.currency = new.currency and b.status = 'active' and b.product = 'sport' and not b.free_bet
      and b.expires_at > new.placed_at and b.wagered < b.requirement and new.coef * 1000 >= b.min_coef_milli;
  return null;
end
$$;

-- place_coupon of migration 073, with the coupon's free bet checked under its row's lock after the promo code (the
-- player's own free bet, unused, unexpired, in the coupon's currency and of exactly its stake; the rules of odds and
-- coupon type the server checked before, as the free bet's terms never change) and marked used with the coupon. A
-- refusal answers 'freebet_<reason>' (unknown, used, expired, amount) and writes nothing. A key posted before answers
-- as it did, its free bet not checked again.
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
  fb_id bigint := (p_coupon ->> 'free_bet_id')::bigint;
  fb record;
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
        when (p_coupon ->> 'promo_code_id')::bigint is distinct from code.id or (p_coupon ->> 'boost_percent')::smallint is distinct from code.boost_percent
          or (p_coupon ->> 'boost_cap')::bigint is distinct from code.amount then 'promo_unknown'
      end;
      if refused is null then
        used_code := code.id;
      end if;
    end if;
    if refused is null and fb_id is not null then
      select b.* into fb from player_bonuses b where b.id = fb_id for update;
      refused := case
        when not found or fb.user_id <> player or not fb.free_bet then 'freebet_unknown'
        when fb.status = 'used' then 'freebet_used'
        when fb.status <> 'active' or fb.expires_at <= p_at then 'freebet_expired'
        when fb.currency <> p_coupon ->> 'currency' or fb.amount <> (p_coupon ->> 'stake')::bigint then 'freebet_amount'
      end;
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

  perform 1 from players p where p.id = player for key share;
  stamp := player_change_version(player);

  insert into coupons (user_id, account_id, currency, type, amount, amount_by_block, stake, system_value, coef, bonus_coef,
      possible_win_min, possible_win_max, placed_at, vip, promo_code, placement_key, request_hash, reserve_transaction_id, change_version,
      promo_code_id, boost_percent, boost_cap, free_bet_id, hyper_percent, anti_express_percent)
    select c.user_id, c.account_id, c.currency, c.type, c.amount, c.amount_by_block, c.stake, c.system_value, c.coef, c.bonus_coef,
      c.possible_win_min, c.possible_win_max, c.placed_at, c.vip, c.promo_code, c.placement_key, c.request_hash, posting.transaction_id, stamp,
      c.promo_code_id, c.boost_percent, c.boost_cap, c.free_bet_id, coalesce(c.hyper_percent, 0), coalesce(c.anti_express_percent, 0)
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

  if fb_id is not null then
    update player_bonuses set status = 'used', settled_at = p_at, released = 0, used_coupon_id = made where id = fb_id;
  end if;

  return query select 'posted'::text, posting.transaction_id, posting.created_at, null::bigint, null::bigint, null::bigint, made,
    null::smallint, null::bigint, null::timestamptz;
end
$$;
