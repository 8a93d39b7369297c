-- The casino's crash game (src/domain/casino/games/crash.ts): shared rounds played with the seeds of a hash chain, and
-- the players' bets on them. Everything the round loop knows lives here, so a restarted process (or another one)
-- continues the chain where it stood and settles a round left open; a process's memory only caches it.

-- A seed chain. last_seed is a secret of the deployment, made by the server: never served, logged or exported. Round i
-- of the chain (1 … length) plays with s_i, where s_length = last_seed and s_(i−1) = SHA-256(s_i); s_0 (commitment)
-- and the public salt (the rounds' client seed) are published before round 1. The newest chain is the one in play.
create table crash_chains (
  id bigint generated always as identity primary key,
  last_seed text not null check (last_seed ~ '^[0-9a-f]{64}$'),
  length integer not null check (length >= 1),
  commitment text not null check (commitment ~ '^[0-9a-f]{64}$'),
  salt text not null check (salt ~ '^[0-9a-f]{32,64}$'),
  created_at timestamptz not null
);

-- A round of a chain. Betting is open from created_at to starts_at; the multiplier flies from starts_at until
-- starts_at + crash_ms, the crash time (kept here so a restarted process need not recompute it, never served before
-- it has passed); settled_at is when every bet of it was paid and its seed revealed (seed, crash_point: null before).
create table crash_rounds (
  id bigint generated always as identity primary key,
  chain_id bigint not null references crash_chains (id),
  round integer not null check (round >= 1),
  created_at timestamptz not null,
  starts_at timestamptz not null,
  crash_ms bigint not null check (crash_ms >= 0),
  settled_at timestamptz,
  seed text check (seed ~ '^[0-9a-f]{64}$'),
  crash_point bigint check (crash_point >= 0),
  unique (chain_id, round),
  check ((settled_at is null) = (seed is null) and (seed is null) = (crash_point is null))
);

-- The newest round (the loop's and the readers' first look), and the settled ones newest first (recent crash points).
create index crash_rounds_newest on crash_rounds (id desc);
create index crash_rounds_settled on crash_rounds (id desc) where settled_at is not null;

-- A player's bet on a round: a casino_rounds row from its placement (the stake debited, counted by rg_used at once, its
-- round id the client's idempotency key; the bet's seeds are the chain's, so it has no seed pair of the player's) plus
-- this row: the automatic cash-out target, the moment of a cash-out by hand (ms after the round's start), and
-- settled_at, set once when the bet is paid (its win written to casino_rounds then).
alter table casino_rounds alter column seed_pair_id drop not null;
alter table casino_rounds add constraint casino_rounds_seeds check ((seed_pair_id is null) = (game_id = 'crash'));

create table crash_bets (
  round_pk bigint primary key references casino_rounds (id),
  crash_round_id bigint not null references crash_rounds (id),
  user_id bigint not null references players (id),
  auto_cash_out bigint check (auto_cash_out between 101 and 100000000),
  cashed_out_ms bigint check (cashed_out_ms >= 0),
  settled_at timestamptz,
  -- One bet per player and round.
  unique (crash_round_id, user_id)
);

-- The bets a settlement still has to pay, by round.
create index crash_bets_open on crash_bets (crash_round_id) where settled_at is null;

-- A bet placed in one statement, under the player's responsible-gaming lock (advisory lock space 44): the replay and
-- conflict checks of its round id, the round still taking bets at p_at, one bet per round, the ban, the active account,
-- responsible gaming, the balance, the stake's ledger posting, then the bet. Outcomes as play_casino_round's
-- ('replayed', 'conflict', 'banned', 'frozen', 'no_account', 'rg_*', 'insufficient', 'played'), and:
--   'closed'      the round's betting phase is over (or it is not a round): nothing written;
--   'already_bet' the player has a bet on this round (round_pk: it): nothing written.
-- p_entries are prepared for p_account (the active account the server read): 'stale' when it is no longer active.
create function place_crash_bet(p_user bigint, p_round_id text, p_request_hash text, p_crash_round bigint, p_account bigint,
    p_stake bigint, p_auto bigint, p_choices jsonb, p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, round_pk bigint, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  known record;
  who record;
  held record;
  rg record;
  posting record;
  flying record;
  made bigint;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select r.id, r.request_hash, r.account_id into known from casino_rounds r where r.user_id = p_user and r.round_id = p_round_id;
  if found then
    return query select case when known.request_hash = p_request_hash then 'replayed' else 'conflict' end, known.id,
      (select a.balance from ledger_accounts a where a.id = known.account_id), null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  -- Shared with other placements, exclusive with the round's settlement (which takes it for update first): a bet is
  -- either seen by the settlement or refused, never left unpaid on a settled round.
  select c.id, c.round, c.starts_at, c.settled_at into flying from crash_rounds c where c.id = p_crash_round for share;
  if not found or p_at >= flying.starts_at or flying.settled_at is not null then
    return query select 'closed'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select b.round_pk into known from crash_bets b where b.crash_round_id = p_crash_round and b.user_id = p_user;
  if found then
    return query select 'already_bet'::text, known.round_pk, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select p.ban_level, coalesce(w.frozen, false) as frozen, w.active_account_id into who
    from players p left join wallets w on w.user_id = p.id where p.id = p_user;
  if who.ban_level > 0 or who.frozen then
    return query select case when who.ban_level > 0 then 'banned' else 'frozen' end, null::bigint, null::bigint, null::smallint,
      null::bigint, null::timestamptz;
    return;
  end if;

  select a.id, a.currency::text as currency, a.balance, a.closed_at into held from ledger_accounts a
    where a.id = who.active_account_id and a.user_id = p_user for update;
  if not found or held.closed_at is not null then
    return query select 'no_account'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;
  if held.id <> p_account then
    return query select 'stale'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
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
    raise exception 'crash bet % of player %: ledger_post answered %', p_round_id, p_user, posting.outcome;
  end if;

  insert into casino_rounds (user_id, round_id, request_hash, game_id, seed_pair_id, nonce, account_id, currency, stake, win,
      multiple_num, multiple_den, choices, outcome, transaction_id, played_at)
    values (p_user, p_round_id, p_request_hash, 'crash', null, flying.round, p_account, held.currency, p_stake, 0, 0, 1,
      p_choices, '{}'::jsonb, posting.transaction_id, p_at)
    returning casino_rounds.id into made;
  insert into crash_bets (round_pk, crash_round_id, user_id, auto_cash_out) values (made, p_crash_round, p_user, p_auto);

  return query select 'played'::text, made, held.balance - p_stake, null::smallint, null::bigint, null::timestamptz;
end
$$;

-- A bet paid, once: by a cash-out by hand (p_cashed_out_ms, checked against the round's crash time) or by the round's
-- settlement (p_cashed_out_ms null). p_entries credit the win (empty: it lost). Outcomes:
--   'settled'      paid now (balance: the account's after it);
--   'too_late'     a cash-out by hand at or after the crash time: nothing written;
--   'settled_before' the bet was paid before: nothing written.
create function settle_crash_bet(p_round_pk bigint, p_cashed_out_ms bigint, p_win bigint, p_multiple_num bigint, p_multiple_den bigint,
    p_outcome jsonb, p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, balance bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  bet record;
  posting record;
begin
  select b.settled_at, c.crash_ms, r.account_id into bet from crash_bets b join crash_rounds c on c.id = b.crash_round_id
    join casino_rounds r on r.id = b.round_pk where b.round_pk = p_round_pk for update of b;
  if bet.settled_at is not null then
    return query select 'settled_before'::text, (select a.balance from ledger_accounts a where a.id = bet.account_id);
    return;
  end if;
  if p_cashed_out_ms is not null and p_cashed_out_ms >= bet.crash_ms then
    return query select 'too_late'::text, null::bigint;
    return;
  end if;

  if jsonb_array_length(p_entries) > 0 then
    select * into posting from ledger_post(p_kind, p_key, p_content_hash, p_at, p_entries);
    if posting.outcome not in ('posted', 'replayed') then
      raise exception 'crash bet %: ledger_post answered %', p_round_pk, posting.outcome;
    end if;
  end if;

  update crash_bets b set settled_at = p_at, cashed_out_ms = p_cashed_out_ms where b.round_pk = p_round_pk;
  update casino_rounds r set win = p_win, multiple_num = p_multiple_num, multiple_den = p_multiple_den, outcome = p_outcome
    where r.id = p_round_pk;
  return query select 'settled'::text, (select a.balance from ledger_accounts a where a.id = bet.account_id);
end
$$;
