-- Posting as one statement (issue 9, placements per second). The server resolves a transaction's accounts and hashes
-- its content (server/account/ledger.ts); these functions do the rest where the rows are, so a posting costs one
-- round trip instead of seven (begin, key, locks, entries, balances, commit), and a placed coupon one more for
-- nothing: the stake's reservation, the coupon and its legs are written by one call, all or nothing.
--
-- What a call answers (one row): outcome 'posted' or 'replayed' (the key was posted before with the same content)
-- with the transaction's id and time; else nothing was written and outcome says why: 'conflict' (the key was
-- posted with other content), 'unknown' (no such player account, or not in the entry's currency), 'closed' or
-- 'insufficient' (with the account's balance and how much is missing), each naming the account.

create function ledger_post(p_kind text, p_key text, p_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, transaction_id bigint, created_at timestamptz, account_id bigint, balance bigint, short_by bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  known record;
  player record;
  tx_id bigint;
  tx_at timestamptz;
begin
  -- The player accounts it touches, locked in id order whoever posts: two postings on the same accounts wait for
  -- each other instead of deadlocking.
  perform 1 from ledger_accounts a
    where a.user_id is not null
      and a.id in (select (e ->> 'account')::bigint from jsonb_array_elements(p_entries) e where (e ->> 'player')::boolean)
    order by a.id
    for update;

  -- The key, looked at once the locks are held: a request with the same key that held them first has committed.
  select t.id, t.kind, t.content_hash, t.created_at into known from ledger_transactions t where t.idempotency_key = p_key;
  if found then
    return query select case when known.content_hash = p_hash and known.kind = p_kind then 'replayed' else 'conflict' end,
      known.id, known.created_at, null::bigint, null::bigint, null::bigint;
    return;
  end if;

  -- Each player account's net change, checked against the account as it is now.
  for player in
    select n.id, n.currencies, n.delta, a.id is not null as present, a.currency::text as held, a.balance as now_balance, a.closed_at
    from (
      select (e ->> 'account')::bigint as id, array_agg(distinct e ->> 'currency') as currencies, sum((e ->> 'amount')::bigint)::bigint as delta
      from jsonb_array_elements(p_entries) e where (e ->> 'player')::boolean group by 1
    ) n
    left join ledger_accounts a on a.id = n.id and a.user_id is not null
    order by n.id
  loop
    if not player.present or cardinality(player.currencies) <> 1 or player.held <> player.currencies[1] then
      return query select 'unknown'::text, null::bigint, null::timestamptz, player.id, null::bigint, null::bigint;
      return;
    end if;
    if player.closed_at is not null then
      return query select 'closed'::text, null::bigint, null::timestamptz, player.id, null::bigint, null::bigint;
      return;
    end if;
    if player.now_balance + player.delta < 0 then
      return query select 'insufficient'::text, null::bigint, null::timestamptz, player.id, player.now_balance, -(player.now_balance + player.delta);
      return;
    end if;
  end loop;

  insert into ledger_transactions (kind, idempotency_key, content_hash, created_at) values (p_kind, p_key, p_hash, p_at)
    on conflict (idempotency_key) do nothing
    returning ledger_transactions.id, ledger_transactions.created_at into tx_id, tx_at;
  if tx_id is null then
    -- A posting with the same key and no player account in common committed while this one waited on the key.
    select t.id, t.kind, t.content_hash, t.created_at into known from ledger_transactions t where t.idempotency_key = p_key;
    return query select case when known.content_hash = p_hash and known.kind = p_kind then 'replayed' else 'conflict' end,
      known.id, known.created_at, null::bigint, null::bigint, null::bigint;
    return;
  end if;

  insert into ledger_entries (transaction_id, account_id, currency, amount)
    select tx_id, (e ->> 'account')::bigint, e ->> 'currency', (e ->> 'amount')::bigint
    from jsonb_array_elements(p_entries) with ordinality as entry (e, position)
    order by position;
  update ledger_accounts a set balance = a.balance + n.delta
    from (
      select (e ->> 'account')::bigint as id, sum((e ->> 'amount')::bigint)::bigint as delta
      from jsonb_array_elements(p_entries) e where (e ->> 'player')::boolean group by 1
    ) n
    where a.id = n.id and n.delta <> 0;

  return query select 'posted'::text, tx_id, tx_at, null::bigint, null::bigint, null::bigint;
end
$$;

-- A coupon placed: its stake reserved by ledger_post, then the coupon (p_coupon: its columns as JSON) and its legs
-- (p_legs: an array of their columns) written, in the one statement. When the reservation is not 'posted', nothing
-- of the coupon is written and its answer is the call's.
create function place_coupon(p_kind text, p_key text, p_hash text, p_at timestamptz, p_entries jsonb, p_coupon jsonb, p_legs jsonb)
  returns table (outcome text, transaction_id bigint, created_at timestamptz, account_id bigint, balance bigint, short_by bigint, coupon_id bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  posting record;
  made bigint;
begin
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

  insert into coupon_legs (coupon_id, position, outcome_id, game_id, market_type, period, line, outcome_kind, sport_id, championship_name,
      home, away, starts_at, coef, is_live, block_id, banker, amount)
    select made, l.position, l.outcome_id, l.game_id, l.market_type, l.period, l.line, l.outcome_kind, l.sport_id, l.championship_name,
      l.home, l.away, l.starts_at, l.coef, l.is_live, l.block_id, l.banker, l.amount
    from jsonb_populate_recordset(null::coupon_legs, p_legs) l;

  return query select 'posted'::text, posting.transaction_id, posting.created_at, null::bigint, null::bigint, null::bigint, made;
end
$$;
