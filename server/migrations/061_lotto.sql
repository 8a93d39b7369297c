-- Lotto (src/domain/lotto/games.ts): the draws of the draw games, made by the cluster's leader on the games' schedule,
-- and the players' tickets on them.

-- A draw. server_seed is a secret until the draw is made: never served or logged before drawn_at; its commitment
-- (SHA-256 of its bytes) is served from the moment the row exists, before any ticket is sold. numbers (in the order
-- drawn) and drawn_at are written once, when it is drawn; settled_at once every ticket of it was paid.
create table lotto_draws (
  id bigint generated always as identity primary key,
  game text not null,
  draw_at timestamptz not null,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  commitment text not null check (commitment ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null,
  numbers integer[],
  drawn_at timestamptz,
  settled_at timestamptz,
  unique (game, draw_at),
  check ((numbers is null) = (drawn_at is null)),
  check (settled_at is null or drawn_at is not null)
);

create index lotto_draws_open on lotto_draws (game, draw_at) where drawn_at is null;
create index lotto_draws_unsettled on lotto_draws (id) where settled_at is null and drawn_at is not null;
create index lotto_draws_recent on lotto_draws (game, id desc) where drawn_at is not null;

-- A ticket: the player's numbers on a draw, its stake debited in the ledger transaction transaction_id. ticket_key is
-- the client's idempotency key (per player); request_hash what the request asked, so a retry with another request is
-- told apart. matches and prize are written once, with settled_at, when the draw is made.
create table lotto_tickets (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  ticket_key text not null,
  request_hash text not null,
  draw_id bigint not null references lotto_draws (id),
  account_id bigint not null references ledger_accounts (id),
  currency text not null,
  numbers integer[] not null,
  stake bigint not null check (stake > 0),
  transaction_id bigint not null,
  bought_at timestamptz not null,
  matches integer check (matches >= 0),
  prize bigint check (prize >= 0),
  settled_at timestamptz,
  unique (user_id, ticket_key),
  check ((settled_at is null) = (matches is null) and (matches is null) = (prize is null))
);

create index lotto_tickets_open on lotto_tickets (draw_id) where settled_at is null;
create index lotto_tickets_of_draw on lotto_tickets (draw_id, user_id);

-- Lotto stakes count against the wagering and loss limits as bets and casino rounds do: rg_used (migrations 044, 047)
-- now adds a player's tickets bought in the window (wagering: the stakes; loss: the stakes less the prizes paid).
create index lotto_tickets_limits on lotto_tickets (user_id, currency, bought_at) include (stake, prize);

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
    used := used + (select coalesce(sum(t.stake), 0)::bigint from lotto_tickets t
      where t.user_id = p_user and t.currency = p_currency and t.bought_at > since and t.bought_at <= p_at);
  elsif p_type in (10, 11, 12) then
    select coalesce(sum(c.stake - c.payout), 0)::bigint into used from coupons c
      where c.user_id = p_user and c.currency = p_currency and c.placed_at > since and c.placed_at <= p_at;
    used := used + (select coalesce(sum(r.stake - r.win), 0)::bigint from casino_rounds r
      where r.user_id = p_user and r.currency = p_currency and r.played_at > since and r.played_at <= p_at);
    used := used + (select coalesce(sum(t.stake - coalesce(t.prize, 0)), 0)::bigint from lotto_tickets t
      where t.user_id = p_user and t.currency = p_currency and t.bought_at > since and t.bought_at <= p_at);
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

-- A ticket bought in one statement, under the player's responsible-gaming lock (advisory lock space 44, as every stake
-- takes it): the replay and conflict checks of its key, the draw still selling at p_at (held shared: the draw takes it
-- for update, so a ticket is either seen by the draw or refused), the ban, the active account, responsible gaming
-- (rg_refusal), the balance, the stake's ledger posting, then the ticket. Outcomes:
--   'bought' (ticket_pk, balance after), 'replayed' (the first ticket of this key), 'conflict' (the key was used for
--   another request), 'no_draw', 'closed', 'banned' (a ban or a frozen wallet), 'no_account', 'stale' (p_account is no longer the active account),
--   'rg_excluded', 'rg_session', 'rg_currency', 'rg_limit' (rg_refusal refused the stake: rg_type, rg_remaining, rg_until),
--   'insufficient' (balance: the account's). Nothing is written unless 'bought'.
create function buy_lotto_ticket(p_user bigint, p_ticket_key text, p_request_hash text, p_draw bigint, p_account bigint,
    p_numbers integer[], p_stake bigint, p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, ticket_pk bigint, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  known record;
  draw record;
  held record;
  rg record;
  posting record;
  made bigint;
begin
  perform pg_advisory_xact_lock(44, p_user::integer);

  select t.id, t.request_hash, t.account_id into known from lotto_tickets t where t.user_id = p_user and t.ticket_key = p_ticket_key;
  if found then
    return query select case when known.request_hash = p_request_hash then 'replayed' else 'conflict' end, known.id,
      (select a.balance from ledger_accounts a where a.id = known.account_id), null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select d.id, d.draw_at, d.drawn_at into draw from lotto_draws d where d.id = p_draw for share;
  if not found then
    return query select 'no_draw'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;
  if p_at >= draw.draw_at or draw.drawn_at is not null then
    return query select 'closed'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  if exists (select 1 from players p left join wallets w on w.user_id = p.id where p.id = p_user and (p.ban_level > 0 or coalesce(w.frozen, false))) then
    return query select 'banned'::text, null::bigint, null::bigint, null::smallint, null::bigint, null::timestamptz;
    return;
  end if;

  select a.id, a.currency::text as currency, a.balance, a.closed_at into held from wallets w
    join ledger_accounts a on a.id = w.active_account_id and a.user_id = w.user_id
    where w.user_id = p_user for update of a;
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
    raise exception 'lotto ticket % of player %: ledger_post answered %', p_ticket_key, p_user, posting.outcome;
  end if;

  insert into lotto_tickets (user_id, ticket_key, request_hash, draw_id, account_id, currency, numbers, stake, transaction_id, bought_at)
    values (p_user, p_ticket_key, p_request_hash, p_draw, p_account, held.currency, p_numbers, p_stake, posting.transaction_id, p_at)
    returning lotto_tickets.id into made;
  return query select 'bought'::text, made, held.balance - p_stake, null::smallint, null::bigint, null::timestamptz;
end
$$;

-- A ticket settled, once: its row locked, the prize credited (p_entries empty: no prize), matches and prize written.
-- 'settled' now, or 'settled_before' (nothing written).
create function settle_lotto_ticket(p_ticket bigint, p_matches integer, p_prize bigint, p_kind text, p_key text,
    p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text)
  language plpgsql as $$
#variable_conflict use_column
declare
  ticket record;
  posting record;
begin
  select t.settled_at into ticket from lotto_tickets t where t.id = p_ticket for update;
  if ticket.settled_at is not null then
    return query select 'settled_before'::text;
    return;
  end if;
  if jsonb_array_length(p_entries) > 0 then
    select * into posting from ledger_post(p_kind, p_key, p_content_hash, p_at, p_entries);
    if posting.outcome not in ('posted', 'replayed') then
      raise exception 'lotto ticket %: ledger_post answered %', p_ticket, posting.outcome;
    end if;
  end if;
  update lotto_tickets t set matches = p_matches, prize = p_prize, settled_at = p_at where t.id = p_ticket;
  return query select 'settled'::text;
end
$$;
