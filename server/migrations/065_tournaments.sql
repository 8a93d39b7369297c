-- Tournaments (src/domain/tournaments/ranking.ts, src/domain/api/tournaments.ts): a window, a kind, a currency and a
-- prize table; the players who joined and their points; the prizes paid once it ended.

-- A tournament. key is the operator's (its creation is idempotent by it). A casino tournament counts its games'
-- stakes (tournament_games, with their weights); a sports tournament the stakes of singles and expresses at min_coef or
-- more. prizes is the table [{place, amount}] in minor units of currency. Players see it once published_at is set; it
-- is paid once, settled_at written with its prizes.
create table tournaments (
  id bigint generated always as identity primary key,
  key text not null unique check (key ~ '^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$'),
  kind text not null check (kind in ('casino', 'sports')),
  title_en text not null check (length(title_en) between 1 and 80),
  title_ru text not null check (length(title_ru) between 1 and 80),
  currency char(3) not null references currencies (iso),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  min_coef numeric(10, 3) check (min_coef >= 1),
  prizes jsonb not null check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) between 1 and 100),
  created_at timestamptz not null,
  published_at timestamptz,
  settled_at timestamptz,
  check (ends_at > starts_at),
  check ((kind = 'sports') = (min_coef is not null)),
  check (settled_at is null or settled_at >= ends_at)
);

create index tournaments_shown on tournaments (ends_at desc) where published_at is not null;
create index tournaments_unsettled on tournaments (ends_at) where settled_at is null and published_at is not null;

-- The games of a casino tournament and the share of their stakes that counts (percent).
create table tournament_games (
  tournament_id bigint not null references tournaments (id),
  game_id text not null check (game_id ~ '^[a-z0-9-]{1,64}$'),
  weight smallint not null check (weight between 1 and 100),
  primary key (tournament_id, game_id)
);

-- A player in a tournament. account_id: their open account in the tournament's currency when they joined, where a
-- prize goes. points are hundredths of a point; reached_at when they reached them (joined_at before any), which breaks
-- ties (earlier first), then the entry's id. counting: the tournament is not yet paid (the triggers look only at
-- these, through a small partial index, so a round of a player in no tournament costs one empty index probe).
create table tournament_entries (
  id bigint generated always as identity primary key,
  tournament_id bigint not null references tournaments (id),
  user_id bigint not null references players (id),
  account_id bigint not null,
  joined_at timestamptz not null,
  points bigint not null default 0 check (points >= 0),
  reached_at timestamptz not null,
  counting boolean not null default true,
  unique (tournament_id, user_id),
  foreign key (account_id, user_id) references ledger_accounts (id, user_id)
);

create index tournament_entries_counting on tournament_entries (user_id) where counting;
create index tournament_entries_board on tournament_entries (tournament_id, points desc, reached_at, id);

-- A prize paid: one row per place, written with the ledger transaction that paid it (key tournament:<id>:place:<n>).
create table tournament_prizes (
  tournament_id bigint not null references tournaments (id),
  place integer not null check (place between 1 and 100),
  entry_id bigint not null references tournament_entries (id),
  user_id bigint not null references players (id),
  amount bigint not null check (amount > 0),
  transaction_id bigint references ledger_transactions (id),
  paid_at timestamptz not null,
  primary key (tournament_id, place),
  unique (entry_id)
);

-- Points of a casino round, in the round's own transaction (one statement; the player's rounds are already serialized
-- by their responsible-gaming lock). A round counts for the entries of its player in a published casino tournament of
-- its currency that lists its game, played inside the window and at or after the player joined: its stake (what a
-- stepped round added, on an update) at the game's weight, rounded down per round.
create function count_casino_tournament_points() returns trigger
  language plpgsql as $$
declare
  added bigint := new.stake - (case when tg_op = 'UPDATE' then old.stake else 0 end);
begin
  if added <= 0 then
    return null;
  end if;
  update tournament_entries e
    set points = e.points + (added * g.weight) / 100, reached_at = greatest(e.reached_at, new.played_at)
    from tournaments t join tournament_games g on g.tournament_id = t.id
    where e.user_id = new.user_id and e.counting and t.id = e.tournament_id and g.game_id = new.game_id
      and t.kind = 'casino' and t.currency = new.currency and t.published_at is not null
      and new.played_at >= e.joined_at and new.played_at >= t.starts_at and new.played_at < t.ends_at
      and (added * g.weight) / 100 > 0;
  return null;
end
$$;

create trigger casino_rounds_tournament_points after insert or update of stake on casino_rounds
  for each row execute function count_casino_tournament_points();

-- Points of a placed coupon: a single or an express (the types with one coefficient) at the tournament's minimum odds
-- or more, in its currency, inside the window and after the player joined: 1 point per 1.00 staked.
create function count_sports_tournament_points() returns trigger
  language plpgsql as $$
begin
  if new.coef is null then
    return null;
  end if;
  update tournament_entries e
    set points = e.points + new.stake, reached_at = greatest(e.reached_at, new.placed_at)
    from tournaments t
    where e.user_id = new.user_id and e.counting and t.id = e.tournament_id
      and t.kind = 'sports' and t.currency = new.currency and t.published_at is not null and new.coef >= t.min_coef
      and new.placed_at >= e.joined_at and new.placed_at >= t.starts_at and new.placed_at < t.ends_at;
  return null;
end
$$;

create trigger coupons_tournament_points after insert on coupons
  for each row execute function count_sports_tournament_points();

-- A player joins, under their responsible-gaming lock (advisory lock space 44, as every stake takes it, so a stake is
-- either before the entry or counted by it). Outcomes: 'joined' or 'joined_before' (entry_id), 'no_tournament' (none
-- published with this id), 'closed' (p_at at or past its end), 'banned' (a ban or a frozen wallet), 'rg_excluded'
-- (self-excluded, a time-out or a lock: rg_type, rg_until), 'no_account' (no open account in its currency).
create function join_tournament(p_tournament bigint, p_user bigint, p_at timestamptz)
  returns table (outcome text, entry_id bigint, rg_type smallint, rg_until timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  t record;
  known bigint;
  term record;
  account bigint;
  made bigint;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select x.id, x.currency::text as currency, x.starts_at, x.ends_at into t from tournaments x where x.id = p_tournament and x.published_at is not null;
  if not found then
    return query select 'no_tournament'::text, null::bigint, null::smallint, null::timestamptz;
    return;
  end if;
  select e.id into known from tournament_entries e where e.tournament_id = p_tournament and e.user_id = p_user;
  if found then
    return query select 'joined_before'::text, known, null::smallint, null::timestamptz;
    return;
  end if;
  if p_at >= t.ends_at then
    return query select 'closed'::text, null::bigint, null::smallint, null::timestamptz;
    return;
  end if;
  if exists (select 1 from players p left join wallets w on w.user_id = p.id where p.id = p_user and (p.ban_level > 0 or coalesce(w.frozen, false))) then
    return query select 'banned'::text, null::bigint, null::smallint, null::timestamptz;
    return;
  end if;
  select e.limit_type, e.ends_at into term from player_exclusions e
    where e.user_id = p_user and e.started_at <= p_at and (e.ends_at is null or e.ends_at > p_at)
    order by e.ends_at desc nulls first limit 1;
  if found then
    return query select 'rg_excluded'::text, null::bigint, term.limit_type, term.ends_at;
    return;
  end if;
  select a.id into account from ledger_accounts a
    where a.user_id = p_user and a.currency = t.currency and a.type in (0, 9) and a.closed_at is null;
  if not found then
    return query select 'no_account'::text, null::bigint, null::smallint, null::timestamptz;
    return;
  end if;
  insert into tournament_entries (tournament_id, user_id, account_id, joined_at, reached_at)
    values (p_tournament, p_user, account, p_at, p_at)
    returning tournament_entries.id into made;
  return query select 'joined'::text, made, null::smallint, null::timestamptz;
end
$$;

-- A tournament paid, once, in one statement: its row locked (a second settler waits here, then finds it paid), each
-- prize of p_prizes ([{place, entry, user, amount, kind, key, hash, entries}], ranked by the server) posted with its own
-- ledger key and recorded (an account closed since joining leaves its place recorded unpaid: transaction_id null), the
-- tournament marked paid and its entries no longer counting. 'settled', 'settled_before' or 'no_tournament'.
create function settle_tournament(p_tournament bigint, p_at timestamptz, p_prizes jsonb)
  returns table (outcome text)
  language plpgsql as $$
#variable_conflict use_column
declare
  t record;
  p jsonb;
  posting record;
begin
  select x.settled_at into t from tournaments x where x.id = p_tournament for update;
  if not found then
    return query select 'no_tournament'::text;
    return;
  end if;
  if t.settled_at is not null then
    return query select 'settled_before'::text;
    return;
  end if;
  for p in select e.value from jsonb_array_elements(p_prizes) as e loop
    select * into posting from ledger_post(p ->> 'kind', p ->> 'key', p ->> 'hash', p_at, p -> 'entries');
    insert into tournament_prizes (tournament_id, place, entry_id, user_id, amount, transaction_id, paid_at)
      values (p_tournament, (p ->> 'place')::integer, (p ->> 'entry')::bigint, (p ->> 'user')::bigint, (p ->> 'amount')::bigint,
        case when posting.outcome in ('posted', 'replayed') then posting.transaction_id end, p_at);
  end loop;
  update tournaments x set settled_at = greatest(p_at, x.ends_at) where x.id = p_tournament;
  update tournament_entries e set counting = false where e.tournament_id = p_tournament and e.counting;
  return query select 'settled'::text;
end
$$;
