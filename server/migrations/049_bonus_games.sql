-- The bonus mini-games (src/domain/casino/bonusGames): free plays, one per UTC day per player and the ones an operator
-- or a promotion granted, each drawn from the player's active casino seed pair with its next nonce (migration 047), so
-- the casino's verifier recomputes it, and its prize paid into the player's bonus account (ledger type 4) in the
-- player's currency, in one ledger transaction with the play.

-- One open bonus account per player and currency: two first prizes at once make one account.
create unique index ledger_accounts_one_bonus on ledger_accounts (user_id, currency) where type = 4 and closed_at is null;

-- Plays granted to a player (by the operator tool or a promotion); a grant is never taken back, and its plays do not
-- expire. The plays left are the granted ones less the plays that used a grant.
create table bonus_game_grants (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  plays integer not null check (plays between 1 and 100),
  source text not null check (source ~ '^[a-z][a-z_]{0,31}$'),
  granted_at timestamptz not null
);
create index bonus_game_grants_by_player on bonus_game_grants (user_id);

-- A play. play_id is the client's (its idempotency key, unique per player); free_play says which free play it used:
-- 'daily' the UTC day's (day: days since 1970-01-01, one per player and day), 'granted' one of the grants.
-- prize_multiple is the prize in multiples of the currency's prize base, prize the same in minor units; a prize of 0
-- moves no money (transaction_id null).
create table bonus_game_plays (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  play_id text not null check (play_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  game_id text not null check (game_id ~ '^[a-z0-9-]{1,64}$'),
  free_play text not null check (free_play in ('daily', 'granted')),
  day integer not null,
  seed_pair_id bigint not null references casino_seed_pairs (id),
  nonce bigint not null check (nonce >= 0),
  bonus_account_id bigint not null,
  currency char(3) not null,
  prize_multiple integer not null check (prize_multiple >= 0),
  prize bigint not null check (prize >= 0),
  choice jsonb not null,
  outcome jsonb not null,
  transaction_id bigint references ledger_transactions (id),
  played_at timestamptz not null,
  unique (user_id, play_id),
  unique (seed_pair_id, nonce),
  check ((prize = 0) = (transaction_id is null)),
  foreign key (bonus_account_id, user_id) references ledger_accounts (id, user_id)
);
create unique index bonus_game_plays_daily on bonus_game_plays (user_id, day) where free_play = 'daily';
create index bonus_game_plays_by_player on bonus_game_plays (user_id, id desc);

-- A player's free plays on a day: whether the day's daily play is used, and the granted plays left.
create function bonus_game_free_plays(p_user bigint, p_day integer) returns table (daily_used boolean, granted_left bigint)
  language sql stable as $$
  select exists (select 1 from bonus_game_plays p where p.user_id = p_user and p.day = p_day and p.free_play = 'daily'),
    (select coalesce(sum(g.plays), 0) from bonus_game_grants g where g.user_id = p_user)
      - (select count(*) from bonus_game_plays p where p.user_id = p_user and p.free_play = 'granted')
$$;

-- A play as one statement. The server read the player's active seed pair, active account and bonus account, drew the
-- outcome with nonce p_nonce and prepared the prize's ledger transaction (house 'bonus-games' out, the bonus account
-- in, keyed by the play; no entries for a prize of 0); this function, under the player's responsible-gaming lock
-- (advisory lock space 44, as stakes take it), answers one row whose outcome is:
--   'replayed'  the player played this play id before with the same request: that play (play_pk), nothing new;
--   'conflict'  the play id was used for another request: nothing written;
--   'banned', 'frozen'  the player may not play;
--   'rg_excluded', 'rg_session'  a self-exclusion, time-out or the day's session limit refuses play, as it refuses
--               stakes (rg_refusal of migration 044; a free play stakes nothing, so money limits do not refuse it);
--   'no_free_play'  neither the day's free play nor a granted one is left;
--   'stale'  the pair, the nonce or the active account is not the one the outcome was drawn with: nothing written,
--            and the row carries the active pair as it is, to draw again with;
--   'played'  the play written, the nonce taken, the prize posted (play_pk, bonus balance after it).
-- Every check is made before anything is written, so a refusal leaves no trace (the nonce is not used up).
create function play_bonus_game(p_user bigint, p_play_id text, p_request_hash text, p_game text, p_pair bigint, p_nonce bigint,
    p_account bigint, p_bonus_account bigint, p_currency text, p_day integer, p_prize_multiple integer, p_prize bigint, p_choice jsonb,
    p_outcome jsonb, p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, play_pk bigint, bonus_balance bigint, free_play text, rg_type smallint, rg_until timestamptz,
    pair_id bigint, server_seed text, commitment text, client_seed text, next_nonce bigint)
  language plpgsql as $$
#variable_conflict use_column
declare
  known record;
  who record;
  pair record;
  rg record;
  free record;
  posting record;
  used text;
  made bigint;
  tx bigint;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select p.id, p.request_hash, p.bonus_account_id into known from bonus_game_plays p where p.user_id = p_user and p.play_id = p_play_id;
  if found then
    return query select case when known.request_hash = p_request_hash then 'replayed' else 'conflict' end, known.id,
      (select a.balance from ledger_accounts a where a.id = known.bonus_account_id), null::text, null::smallint, null::timestamptz,
      null::bigint, null::text, null::text, null::text, null::bigint;
    return;
  end if;

  select p.ban_level, coalesce(w.frozen, false) as frozen, w.active_account_id into who
    from players p left join wallets w on w.user_id = p.id where p.id = p_user;
  if who.ban_level > 0 or who.frozen then
    return query select case when who.ban_level > 0 then 'banned' else 'frozen' end, null::bigint, null::bigint, null::text,
      null::smallint, null::timestamptz, null::bigint, null::text, null::text, null::text, null::bigint;
    return;
  end if;

  select * into rg from rg_refusal(p_user, p_currency, 0, p_at, 'stake');
  if found and rg.refusal in ('excluded', 'session') then
    return query select 'rg_' || rg.refusal, null::bigint, null::bigint, null::text, rg.limit_type, rg.until_at,
      null::bigint, null::text, null::text, null::text, null::bigint;
    return;
  end if;

  select * into free from bonus_game_free_plays(p_user, p_day);
  used := case when not free.daily_used then 'daily' when free.granted_left > 0 then 'granted' end;
  if used is null then
    return query select 'no_free_play'::text, null::bigint, null::bigint, null::text, null::smallint, null::timestamptz,
      null::bigint, null::text, null::text, null::text, null::bigint;
    return;
  end if;

  select s.id, s.server_seed, s.commitment, s.client_seed, s.next_nonce into pair from casino_seed_pairs s
    where s.user_id = p_user and s.revealed_at is null for update;
  if not found or pair.id <> p_pair or pair.next_nonce <> p_nonce or who.active_account_id is distinct from p_account
      or not exists (select 1 from ledger_accounts a where a.id = p_account and a.currency = p_currency and a.closed_at is null)
      or not exists (select 1 from ledger_accounts a where a.id = p_bonus_account and a.user_id = p_user and a.type = 4
        and a.currency = p_currency and a.closed_at is null) then
    return query select 'stale'::text, null::bigint, null::bigint, null::text, null::smallint, null::timestamptz,
      pair.id, pair.server_seed, pair.commitment, pair.client_seed, pair.next_nonce;
    return;
  end if;

  if p_prize > 0 then
    select * into posting from ledger_post(p_kind, p_key, p_content_hash, p_at, p_entries);
    if posting.outcome <> 'posted' then
      -- Every refusal ledger_post knows was checked above under the same locks: this is a defect, and nothing stays.
      raise exception 'bonus game play % of player %: ledger_post answered %', p_play_id, p_user, posting.outcome;
    end if;
    tx := posting.transaction_id;
  end if;

  update casino_seed_pairs s set next_nonce = s.next_nonce + 1 where s.id = p_pair;

  insert into bonus_game_plays (user_id, play_id, request_hash, game_id, free_play, day, seed_pair_id, nonce, bonus_account_id, currency,
      prize_multiple, prize, choice, outcome, transaction_id, played_at)
    values (p_user, p_play_id, p_request_hash, p_game, used, p_day, p_pair, p_nonce, p_bonus_account, p_currency,
      p_prize_multiple, p_prize, p_choice, p_outcome, tx, p_at)
    returning bonus_game_plays.id into made;

  return query select 'played'::text, made, (select a.balance from ledger_accounts a where a.id = p_bonus_account), used,
    null::smallint, null::timestamptz, null::bigint, null::text, null::text, null::text, null::bigint;
end
$$;
