-- The in-house casino's stepped rounds (mines, blackjack: src/domain/casino/game.ts SteppedGame). A stepped round is
-- a casino_rounds row from its start (so its stakes count in rg_used at once, and its round id is the same idempotency
-- key as an instant round's) plus one row here holding what the server keeps between steps: the whole state, hidden
-- draws included (never served before the round ends), the actions taken, and the step the next action must name.
-- casino_rounds.stake is everything staked so far (the opening stake and what doubles and splits added), win and the
-- multiple (of the opening stake) are written when the round ends, and outcome is what the player may see: the
-- round's public view, its actions and whether it was abandoned.
create table casino_stepped_rounds (
  round_pk bigint primary key references casino_rounds (id),
  user_id bigint not null references players (id),
  game_id text not null check (game_id ~ '^[a-z0-9-]{1,64}$'),
  opening_stake bigint not null check (opening_stake > 0),
  stake_units integer not null default 1 check (stake_units >= 1),
  step integer not null default 0 check (step >= 0),
  state jsonb not null,
  actions jsonb not null default '[]'::jsonb,
  abandoned boolean not null default false,
  started_at timestamptz not null,
  ended_at timestamptz
);

-- At most one open round per player and game: the one the player resumes after a reload.
create unique index casino_stepped_rounds_open on casino_stepped_rounds (user_id, game_id) where ended_at is null;
-- The open rounds a sweep or a reader finds by age.
create index casino_stepped_rounds_open_since on casino_stepped_rounds (started_at) where ended_at is null;

-- A stepped round's start in one statement: play_casino_round (migration 047: the replay and conflict checks, the
-- ban, the seed pair and its nonce, responsible gaming, the balance, the stake's ledger posting, and the win when the
-- round is over at once, as a blackjack dealt to a blackjack is) and the state kept for the next step. Besides
-- play_casino_round's outcomes it answers 'open_round' (round_pk: that round) when the player has another round of
-- this game open: nothing is written, and the server ends that one first.
create function start_casino_stepped_round(p_user bigint, p_round_id text, p_request_hash text, p_game text, p_pair bigint, p_nonce bigint,
    p_account bigint, p_stake bigint, p_win bigint, p_multiple_num bigint, p_multiple_den bigint, p_choices jsonb, p_outcome jsonb,
    p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb, p_state jsonb, p_over boolean)
  returns table (outcome text, round_pk bigint, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz,
    pair_id bigint, server_seed text, commitment text, client_seed text, next_nonce bigint, account_id bigint, currency text)
  language plpgsql as $$
#variable_conflict use_column
declare
  open_pk bigint;
  played record;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select o.round_pk into open_pk from casino_stepped_rounds o join casino_rounds r on r.id = o.round_pk
    where o.user_id = p_user and o.game_id = p_game and o.ended_at is null and r.round_id <> p_round_id;
  if found then
    return query select 'open_round'::text, open_pk, null::bigint, null::smallint, null::bigint, null::timestamptz,
      null::bigint, null::text, null::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;

  select * into played from play_casino_round(p_user, p_round_id, p_request_hash, p_game, p_pair, p_nonce, p_account, p_stake, p_win,
    p_multiple_num, p_multiple_den, p_choices, p_outcome, p_kind, p_key, p_content_hash, p_at, p_entries);
  if played.outcome = 'played' then
    insert into casino_stepped_rounds (round_pk, user_id, game_id, opening_stake, state, started_at, ended_at)
      values (played.round_pk, p_user, p_game, p_stake, p_state, p_at, case when p_over then p_at end);
  end if;
  return query select played.outcome, played.round_pk, played.balance, played.rg_type, played.rg_remaining, played.rg_until,
    played.pair_id, played.server_seed, played.commitment, played.client_seed, played.next_nonce, played.account_id, played.currency;
end
$$;

-- One step of an open stepped round in one statement, under the player's responsible-gaming lock: the state the step
-- leads to stored only if the round is still at step p_step (two concurrent acts: one moves it, the other is told
-- 'stale' and nothing else happens); the extra stake a double or split adds (p_extra) debited with the responsible-
-- gaming and balance checks; the payout credited when the step ends the round. p_entries is the step's ledger
-- transaction (empty: no money moves). Outcomes:
--   'not_found'  no such round of this player;
--   'stale'      the round is past p_step or over (step: where it is);
--   'banned', 'frozen', 'rg_*', 'insufficient'  as play_casino_round, only when p_extra > 0;
--   'no_account' the round's account is closed and the step would move money on it;
--   'stepped'    written (balance: the account's after it).
create function step_casino_stepped_round(p_user bigint, p_round_pk bigint, p_step integer, p_action jsonb, p_abandon boolean,
    p_state jsonb, p_units integer, p_extra bigint, p_over boolean, p_win bigint, p_multiple_num bigint, p_multiple_den bigint,
    p_outcome jsonb, p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, step integer, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  kept record;
  who record;
  held record;
  rg record;
  posting record;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select o.step, o.ended_at, r.account_id into kept from casino_stepped_rounds o join casino_rounds r on r.id = o.round_pk
    where o.round_pk = p_round_pk and o.user_id = p_user for update of o;
  if not found then
    return query select 'not_found'::text, null::integer, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;
  if kept.ended_at is not null or kept.step <> p_step then
    return query select 'stale'::text, kept.step, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select a.id, a.currency::text as currency, a.balance, a.closed_at into held from ledger_accounts a
    where a.id = kept.account_id for update;

  if p_extra > 0 then
    select p.ban_level, coalesce(w.frozen, false) as frozen into who from players p left join wallets w on w.user_id = p.id where p.id = p_user;
    if who.ban_level > 0 or who.frozen then
      return query select case when who.ban_level > 0 then 'banned' else 'frozen' end, null::integer, null::bigint, null::smallint,
        null::bigint, null::timestamptz;
      return;
    end if;
    if held.closed_at is not null then
      return query select 'no_account'::text, null::integer, null::bigint, null::smallint, null::bigint, null::timestamptz;
      return;
    end if;
    select * into rg from rg_refusal(p_user, held.currency, p_extra, p_at, 'stake');
    if found then
      return query select 'rg_' || rg.refusal, null::integer, null::bigint, rg.limit_type, rg.remaining, rg.until_at;
      return;
    end if;
    if held.balance < p_extra then
      return query select 'insufficient'::text, null::integer, held.balance, null::smallint, null::bigint, null::timestamptz;
      return;
    end if;
  end if;

  if jsonb_array_length(p_entries) > 0 and held.closed_at is not null then
    -- The account the round started on was closed meanwhile: nothing can move on it, and the round stays open.
    return query select 'no_account'::text, null::integer, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  if jsonb_array_length(p_entries) > 0 then
    select * into posting from ledger_post(p_kind, p_key, p_content_hash, p_at, p_entries);
    if posting.outcome <> 'posted' then
      raise exception 'casino round % of player %, step %: ledger_post answered %', p_round_pk, p_user, p_step, posting.outcome;
    end if;
  end if;

  update casino_stepped_rounds o set state = p_state, step = o.step + 1, stake_units = p_units,
      actions = case when p_abandon then o.actions else o.actions || jsonb_build_array(p_action) end,
      abandoned = p_abandon, ended_at = case when p_over then p_at end
    where o.round_pk = p_round_pk;
  update casino_rounds r set stake = r.stake + p_extra, win = p_win, multiple_num = p_multiple_num, multiple_den = p_multiple_den,
      outcome = p_outcome
    where r.id = p_round_pk;

  return query select 'stepped'::text, p_step + 1, (select a.balance from ledger_accounts a where a.id = kept.account_id),
    null::smallint, null::bigint, null::timestamptz;
end
$$;
