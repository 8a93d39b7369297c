-- The bonus engine (src/domain/promo/bonuses.ts): bonus money credited to the players' bonus accounts (ledger type 4)
-- with wagering requirements counted by the database as stakes are written, converted to the main account once met,
-- expired or forfeited otherwise; and the operator's promo codes (src/domain/promo/promoCodes.ts).

-- A bonus. source_key names what brought it ('deposit:<deposit id>', 'promo:<code id>'), once per player. It keeps
-- its own terms: requirement (the stakes it needs), min_coef_milli (the smallest odds of a coupon that counts, in
-- thousandths), weights (percent of a casino round's stake that counts, per game; default_weight for the others).
-- wagered never passes requirement. status leaves 'active' once, with settled_at, released (what moved out of the
-- bonus account: to the main account when converted, to the house when expired or forfeited) and settle_tx.
create table player_bonuses (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  kind text not null check (kind in ('first_deposit', 'redeposit', 'promo_code')),
  product text not null check (product in ('sport', 'casino')),
  source_key text not null check (source_key ~ '^[a-z]+:[A-Za-z0-9-]{1,64}$'),
  bonus_account_id bigint not null,
  main_account_id bigint not null,
  currency char(3) not null,
  amount bigint not null check (amount > 0),
  requirement bigint not null check (requirement >= 0),
  wagered bigint not null default 0 check (wagered >= 0 and wagered <= requirement),
  min_coef_milli integer not null check (min_coef_milli >= 0),
  weights jsonb not null,
  default_weight smallint not null check (default_weight between 0 and 100),
  status text not null default 'active' check (status in ('active', 'converted', 'expired', 'forfeited')),
  awarded_at timestamptz not null,
  expires_at timestamptz not null check (expires_at > awarded_at),
  award_tx bigint not null references ledger_transactions (id),
  settled_at timestamptz,
  released bigint check (released >= 0),
  settle_tx bigint references ledger_transactions (id),
  unique (user_id, source_key),
  check ((status = 'active') = (settled_at is null) and (settled_at is null) = (released is null)),
  foreign key (bonus_account_id, user_id) references ledger_accounts (id, user_id),
  foreign key (main_account_id, user_id) references ledger_accounts (id, user_id)
);
-- The first-deposit bonus is awarded once per player, whichever deposit's callback comes first.
create unique index player_bonuses_one_first_deposit on player_bonuses (user_id) where kind = 'first_deposit';
-- What a stake's trigger updates, and what the player's pages read.
create index player_bonuses_active on player_bonuses (user_id, currency) where status = 'active';
create index player_bonuses_by_player on player_bonuses (user_id, id desc);
-- What the sweep settles: the met and the expired.
create index player_bonuses_due on player_bonuses (expires_at) where status = 'active';

-- A promo code. code is upper case; kind 'sport' or 'casino' credits a bonus of that side, 'freebet' a sports bonus
-- with a 1x requirement. uses counts the redemptions (never above max_uses), kept with the code's row so that the
-- row's lock makes concurrent redemptions one after the other.
create table promo_codes (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[A-Z0-9_-]{4,32}$'),
  kind text not null check (kind in ('sport', 'casino', 'freebet')),
  currency char(3) not null references currencies (iso),
  amount bigint not null check (amount > 0),
  valid_from timestamptz not null,
  valid_until timestamptz not null check (valid_until > valid_from),
  max_uses integer not null check (max_uses between 1 and 1000000),
  uses integer not null default 0 check (uses >= 0 and uses <= max_uses),
  created_at timestamptz not null
);

create table promo_code_redemptions (
  code_id bigint not null references promo_codes (id),
  user_id bigint not null references players (id),
  bonus_id bigint not null references player_bonuses (id),
  redeemed_at timestamptz not null,
  primary key (code_id, user_id)
);

-- Whether a self-exclusion, time-out or self-block (migration 044) holds at p_at: such a player gets no bonus.
create function player_excluded(p_user bigint, p_at timestamptz) returns boolean language sql stable as $$
  select exists (select 1 from player_exclusions e where e.user_id = p_user and e.started_at <= p_at and (e.ends_at is null or e.ends_at > p_at))
$$;

-- A bonus awarded in one statement, under the player's responsible-gaming lock (advisory lock space 44, as stakes and
-- deposits take it): refused while the player is excluded ('excluded'); once per (player, source key) and one first-
-- deposit bonus per player ('replayed': bonus_pk the one there); then the credit's ledger posting (house
-- 'promo-bonuses' to the bonus account, keyed by the source) and the bonus row. A posting refused answers its outcome
-- and writes nothing.
create function award_player_bonus(p_user bigint, p_kind text, p_product text, p_source_key text, p_bonus_account bigint, p_main_account bigint,
    p_currency text, p_amount bigint, p_requirement bigint, p_min_coef_milli integer, p_weights jsonb, p_default_weight smallint,
    p_expires_at timestamptz, p_tx_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, bonus_pk bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  known bigint;
  posting record;
  made bigint;
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
  select * into posting from ledger_post(p_tx_kind, p_key, p_content_hash, p_at, p_entries);
  if posting.outcome <> 'posted' then
    return query select posting.outcome, null::bigint;
    return;
  end if;
  insert into player_bonuses (user_id, kind, product, source_key, bonus_account_id, main_account_id, currency, amount, requirement,
      min_coef_milli, weights, default_weight, awarded_at, expires_at, award_tx)
    values (p_user, p_kind, p_product, p_source_key, p_bonus_account, p_main_account, p_currency, p_amount, p_requirement,
      p_min_coef_milli, p_weights, p_default_weight, p_at, p_expires_at, posting.transaction_id)
    returning id into made;
  return query select 'awarded'::text, made;
end
$$;

-- A promo code redeemed in one statement: the player's lock, the exclusion, then the code's row held for update (two
-- redemptions of one code wait for each other), the player's earlier use, the window, the uses left and the currency,
-- then award_player_bonus's posting and row, the redemption and the use counted. Outcomes: 'redeemed' (bonus_pk),
-- 'excluded', 'unknown', 'already_used', 'not_yet', 'ended', 'used_up', 'currency', or a refused posting's outcome.
-- Nothing is written unless 'redeemed'.
create function redeem_promo_code(p_user bigint, p_code_id bigint, p_product text, p_bonus_account bigint, p_main_account bigint,
    p_currency text, p_amount bigint, p_requirement bigint, p_min_coef_milli integer, p_weights jsonb, p_default_weight smallint,
    p_expires_at timestamptz, p_tx_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, bonus_pk bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  code record;
  awarded record;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);
  if player_excluded(p_user, p_at) then
    return query select 'excluded'::text, null::bigint;
    return;
  end if;
  select c.* into code from promo_codes c where c.id = p_code_id for update;
  if not found then
    return query select 'unknown'::text, null::bigint;
    return;
  end if;
  if exists (select 1 from promo_code_redemptions r where r.code_id = p_code_id and r.user_id = p_user) then
    return query select 'already_used'::text, null::bigint;
    return;
  end if;
  if p_at < code.valid_from then
    return query select 'not_yet'::text, null::bigint;
    return;
  end if;
  if p_at >= code.valid_until then
    return query select 'ended'::text, null::bigint;
    return;
  end if;
  if code.uses >= code.max_uses then
    return query select 'used_up'::text, null::bigint;
    return;
  end if;
  if code.currency <> p_currency or code.amount <> p_amount then
    return query select 'currency'::text, null::bigint;
    return;
  end if;
  select * into awarded from award_player_bonus(p_user, 'promo_code', p_product, 'promo:' || p_code_id, p_bonus_account, p_main_account,
    p_currency, p_amount, p_requirement, p_min_coef_milli, p_weights, p_default_weight, p_expires_at, p_tx_kind, p_key, p_content_hash, p_at, p_entries);
  if awarded.outcome <> 'awarded' then
    return query select awarded.outcome, awarded.bonus_pk;
    return;
  end if;
  insert into promo_code_redemptions (code_id, user_id, bonus_id, redeemed_at) values (p_code_id, p_user, awarded.bonus_pk, p_at);
  update promo_codes set uses = uses + 1 where id = p_code_id;
  return query select 'redeemed'::text, awarded.bonus_pk;
end
$$;

-- A bonus leaves 'active' once, in one statement under the player's lock (the order stakes take: the lock, then the
-- accounts, then the bonus rows), its accounts locked in id order, then its row: p_action 'convert' only when met,
-- 'expire' only when unmet and past its expiry, 'forfeit' only when unmet. The amount released is the bonus or the
-- bonus balance if less; it moves to the main account (convert) or back to the house 'promo-bonuses' (expire,
-- forfeit) by a ledger transaction keyed 'bonus:<action>:<id>'. Outcomes: 'settled' (released), 'settled_before',
-- 'not_due' (the action does not apply now). The database, not the caller, decides whether the requirement is met.
create function settle_player_bonus(p_bonus bigint, p_action text, p_at timestamptz)
  returns table (outcome text, released bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  owner bigint;
  b record;
  balance_now bigint;
  moved bigint;
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

-- Wagering counted where the stakes are written, in their own transaction (one indexed update per stake; a player
-- without an active bonus costs one index probe): a casino round (instant, stepped or crash: each is a casino_rounds
-- row) counts its stake times the game's weight towards the player's active casino bonuses of its currency; a placed
-- single or express (coef not null) at odds of at least a sports bonus's minimum counts its stake towards it. Only
-- stakes placed before a bonus expires count, and progress stops at the requirement.
create function player_bonuses_count_round() returns trigger language plpgsql as $$
begin
  update player_bonuses b
    set wagered = least(b.requirement, b.wagered + (new.stake * greatest(0, least(100, coalesce((b.weights ->> new.game_id)::integer, b.default_weight)))) / 100)
    where b.user_id = new.user_id and b.currency = new.currency and b.status = 'active' and b.product = 'casino'
      and b.expires_at > new.played_at and b.wagered < b.requirement;
  return null;
end
$$;
create trigger casino_rounds_count_bonus_wagering after insert on casino_rounds for each row execute function player_bonuses_count_round();

create function player_bonuses_count_coupon() returns trigger language plpgsql as $$
begin
  if new.coef is null then
    return null;
  end if;
  update player_bonuses b
    set wagered = least(b.requirement, b.wagered + new.stake)
    where b.user_id = new.user_id and b.currency = new.currency and b.status = 'active' and b.product = 'sport'
      and b.expires_at > new.placed_at and b.wagered < b.requirement and new.coef * 1000 >= b.min_coef_milli;
  return null;
end
$$;
create trigger coupons_count_bonus_wagering after insert on coupons for each row execute function player_bonuses_count_coupon();
