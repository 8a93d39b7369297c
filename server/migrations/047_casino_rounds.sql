-- The in-house casino's provably fair seeds and the rounds played with them (src/domain/casino/fair.ts): per player
-- one active seed pair (a secret server seed, its SHA-256 commitment shown before play, the player's client seed and
-- the next nonce) and the pairs revealed before it; every round with what it was played with, what it drew and the
-- ledger transaction that moved its stake and its win.

-- A seed pair. The server seed is a secret until revealed_at: never served, never logged; once revealed (a rotation,
-- or the player choosing another client seed) it is shown with every round played with it, so the player can check
-- it hashes to the commitment and recompute those rounds. next_nonce is the nonce the pair's next round takes.
create table casino_seed_pairs (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  commitment text not null check (commitment ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (length(client_seed) between 1 and 64),
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null,
  revealed_at timestamptz
);

-- One active pair per player: two first rounds at once make one pair.
create unique index casino_seed_pairs_active on casino_seed_pairs (user_id) where revealed_at is null;
create index casino_seed_pairs_by_player on casino_seed_pairs (user_id, id desc);

-- A round played. round_id is the client's (its idempotency key, unique per player); multiple_num/multiple_den the
-- exact multiple of the stake it paid; choices and outcome as the game's Schemas encode them.
create table casino_rounds (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  round_id text not null check (round_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  game_id text not null check (game_id ~ '^[a-z0-9-]{1,64}$'),
  seed_pair_id bigint not null references casino_seed_pairs (id),
  nonce bigint not null check (nonce >= 0),
  account_id bigint not null,
  currency char(3) not null,
  stake bigint not null check (stake > 0),
  win bigint not null check (win >= 0),
  multiple_num bigint not null check (multiple_num >= 0),
  multiple_den bigint not null check (multiple_den > 0),
  choices jsonb not null,
  outcome jsonb not null,
  transaction_id bigint not null references ledger_transactions (id),
  played_at timestamptz not null,
  unique (user_id, round_id),
  unique (seed_pair_id, nonce),
  foreign key (account_id, user_id) references ledger_accounts (id, user_id)
);

create index casino_rounds_by_player on casino_rounds (user_id, id desc);
-- What the wagering and loss limits sum (rg_used below), read from the index alone.
create index casino_rounds_limits on casino_rounds (user_id, currency, played_at) include (stake, win);

-- Casino stakes count against the wagering and loss limits as bets do: rg_used (migration 044) now adds a player's
-- rounds in the window to their coupons (wagering: the stakes; loss: the stakes less the wins).
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
  elsif p_type in (10, 11, 12) then
    select coalesce(sum(c.stake - c.payout), 0)::bigint into used from coupons c
      where c.user_id = p_user and c.currency = p_currency and c.placed_at > since and c.placed_at <= p_at;
    used := used + (select coalesce(sum(r.stake - r.win), 0)::bigint from casino_rounds r
      where r.user_id = p_user and r.currency = p_currency and r.played_at > since and r.played_at <= p_at);
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

-- A round's money side in one statement. The server read the player's active seed pair and active account (or
-- remembers them), drew the outcome with nonce p_nonce and prepared the ledger transaction (stake out, win in, one
-- transaction keyed by the round); this function, under the player's responsible-gaming lock (advisory lock space
-- 44, as place_coupon takes it), answers one row whose outcome is:
--   'replayed'  the player played this round id before with the same request: that round (round_pk), nothing new;
--   'conflict'  the round id was used for another request: nothing written;
--   'banned', 'frozen'  the player may not play for money;
--   'no_account'  the player has no active account;
--   'rg_excluded', 'rg_session', 'rg_currency', 'rg_limit'  rg_refusal refused the stake (rg_type, rg_remaining, rg_until);
--   'insufficient'  the account's balance (balance) is below the stake;
--   'stale'  the pair or the nonce or the active account is not the one the outcome was drawn with: nothing written,
--            and the row carries the active pair and account as they are, to draw again with;
--   'played'  the transaction posted, the nonce taken, the round written (round_pk, balance after it).
-- Every check is made before anything is written, so a refusal leaves no trace (the nonce is not used up).
create function play_casino_round(p_user bigint, p_round_id text, p_request_hash text, p_game text, p_pair bigint, p_nonce bigint,
    p_account bigint, p_stake bigint, p_win bigint, p_multiple_num bigint, p_multiple_den bigint, p_choices jsonb, p_outcome jsonb,
    p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, round_pk bigint, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz,
    pair_id bigint, server_seed text, commitment text, client_seed text, next_nonce bigint, account_id bigint, currency text)
  language plpgsql as $$
#variable_conflict use_column
declare
  known record;
  who record;
  pair record;
  held record;
  rg record;
  posting record;
  made bigint;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select r.id, r.request_hash, r.account_id into known from casino_rounds r where r.user_id = p_user and r.round_id = p_round_id;
  if found then
    return query select case when known.request_hash = p_request_hash then 'replayed' else 'conflict' end, known.id,
      (select a.balance from ledger_accounts a where a.id = known.account_id), null::smallint, null::bigint, null::timestamptz,
      null::bigint, null::text, null::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;

  select p.ban_level, coalesce(w.frozen, false) as frozen, w.active_account_id into who
    from players p left join wallets w on w.user_id = p.id where p.id = p_user;
  if who.ban_level > 0 or who.frozen then
    return query select case when who.ban_level > 0 then 'banned' else 'frozen' end, null::bigint, null::bigint, null::smallint, null::bigint,
      null::timestamptz, null::bigint, null::text, null::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;

  select a.id, a.currency::text as currency, a.balance, a.closed_at into held from ledger_accounts a
    where a.id = who.active_account_id and a.user_id = p_user for update;
  if not found or held.closed_at is not null then
    return query select 'no_account'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz,
      null::bigint, null::text, null::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;

  select s.id, s.server_seed, s.commitment, s.client_seed, s.next_nonce into pair from casino_seed_pairs s
    where s.user_id = p_user and s.revealed_at is null for update;
  if not found or pair.id <> p_pair or pair.next_nonce <> p_nonce or held.id <> p_account then
    return query select 'stale'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz,
      pair.id, pair.server_seed, pair.commitment, pair.client_seed, pair.next_nonce, held.id, held.currency;
    return;
  end if;

  select * into rg from rg_refusal(p_user, held.currency, p_stake, p_at, 'stake');
  if found then
    return query select 'rg_' || rg.refusal, null::bigint, null::bigint, rg.limit_type, rg.remaining, rg.until_at,
      null::bigint, null::text, null::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;

  if held.balance < p_stake then
    return query select 'insufficient'::text, null::bigint, held.balance, null::smallint, null::bigint, null::timestamptz,
      null::bigint, null::text, null::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;

  select * into posting from ledger_post(p_kind, p_key, p_content_hash, p_at, p_entries);
  if posting.outcome <> 'posted' then
    -- Every refusal ledger_post knows was checked above under the same locks: this is a defect, and nothing stays.
    raise exception 'casino round % of player %: ledger_post answered %', p_round_id, p_user, posting.outcome;
  end if;

  update casino_seed_pairs s set next_nonce = s.next_nonce + 1 where s.id = p_pair;

  insert into casino_rounds (user_id, round_id, request_hash, game_id, seed_pair_id, nonce, account_id, currency, stake, win,
      multiple_num, multiple_den, choices, outcome, transaction_id, played_at)
    values (p_user, p_round_id, p_request_hash, p_game, p_pair, p_nonce, p_account, held.currency, p_stake, p_win,
      p_multiple_num, p_multiple_den, p_choices, p_outcome, posting.transaction_id, p_at)
    returning casino_rounds.id into made;

  return query select 'played'::text, made, held.balance - p_stake + p_win, null::smallint, null::bigint, null::timestamptz,
    null::bigint, null::text, null::text, null::text, null::bigint, null::bigint, null::text;
end
$$;
