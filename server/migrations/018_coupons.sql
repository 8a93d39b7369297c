-- Coupons (issue 9): what a player placed, on which legs, at which prices, and how it ended. The money itself is in
-- the ledger (migration 007): placing posts the stake's reservation and settling posts the payout, each in the same
-- database transaction that writes or settles the coupon, so a coupon and its money never disagree. Money is bigint
-- minor units; coefficients are exact thousandths (src/domain/coupon/coefficient.ts) kept as numeric(10, 3).
create table coupons (
  id bigint generated always as identity primary key,
  user_id bigint not null references players (id),
  account_id bigint not null,
  currency char(3) not null,
  -- SPEC.md 4 typeId: 0 single, 1 express, 2 system, 4 block system, 9 multiple singles.
  type smallint not null check (type in (0, 1, 2, 4, 9)),
  -- What the player typed for types 0, 1 and 2 (a system's total before it is split into lines), and per block for
  -- type 4 ({"1": 10000, ...}); type 9 keeps its stakes on its legs.
  amount bigint not null check (amount >= 0),
  amount_by_block jsonb not null default '{}'::jsonb,
  -- What left the account: the lines' stakes (a system's remainder that does not split stays with the player).
  stake bigint not null check (stake > 0),
  system_value smallint not null default 0 check (system_value between 0 and 200),
  -- The single's or express's coefficient (bonus included); null for the multi-line types.
  coef numeric(12, 3) check (coef >= 1),
  bonus_coef numeric(6, 3) check (bonus_coef > 1),
  possible_win_min bigint not null check (possible_win_min >= 0),
  possible_win_max bigint not null check (possible_win_max >= possible_win_min),
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void')),
  payout bigint not null default 0 check (payout >= 0),
  placed_at timestamptz not null,
  settled_at timestamptz,
  vip boolean not null default false,
  promo_code text not null default '' check (length(promo_code) <= 40),
  -- The client's placement key (one per placing attempt) and the SHA-256 of what was asked with it: the same key again
  -- answers this coupon; the same key with other content is refused.
  placement_key text not null check (placement_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  reserve_transaction_id bigint not null unique references ledger_transactions (id),
  settle_transaction_id bigint unique references ledger_transactions (id),
  unique (user_id, placement_key),
  -- The account is the player's own, in its currency.
  foreign key (account_id, user_id) references ledger_accounts (id, user_id),
  foreign key (account_id, currency) references ledger_accounts (id, currency),
  -- An open coupon has paid nothing and has no settlement; a settled one has both its time and its posting.
  check ((status = 'open') = (settled_at is null)),
  check ((status = 'open') = (settle_transaction_id is null)),
  check (status <> 'open' or payout = 0),
  check (status <> 'lost' or payout = 0),
  check (status <> 'void' or payout = stake),
  check (status <> 'won' or payout > 0),
  -- The single and the express show one coefficient; the multi-line types a range.
  check ((coef is null) = (type in (2, 4, 9))),
  check (bonus_coef is null or type = 1),
  -- A single or express stakes what was typed; a system at most that (its remainder stays).
  check (type not in (0, 1) or stake = amount),
  check (type <> 2 or stake <= amount),
  check ((type = 2) = (system_value > 0))
);

-- History: a player's coupons, newest first.
create index coupons_user_placed on coupons (user_id, placed_at desc, id desc);
-- The settler's work: the coupons still open.
create index coupons_open on coupons (id) where status = 'open';

create table coupon_legs (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references coupons (id),
  -- The leg's place in the coupon (the lines name legs by it).
  position smallint not null check (position >= 0),
  outcome_id text not null check (length(outcome_id) between 1 and 80),
  game_id text not null check (game_id ~ '^g[0-9]{1,12}$'),
  market_type text not null check (market_type in ('1x2', 'winner', 'doubleChance', 'total', 'handicap', 'bothTeamsToScore', 'correctScore')),
  period smallint not null check (period >= 0),
  line numeric(8, 2),
  outcome_kind text not null check (length(outcome_kind) between 1 and 16),
  sport_id text not null,
  championship_name text not null,
  home text not null,
  away text not null,
  starts_at timestamptz not null,
  -- The price taken: the line's at the moment of placing (the player's policy accepted it).
  coef numeric(10, 3) not null check (coef >= 1),
  is_live boolean not null,
  block_id smallint not null default 0 check (block_id between 0 and 99),
  banker boolean not null default false,
  -- Type 9: this leg's own stake; 0 for the other types.
  amount bigint not null default 0 check (amount >= 0),
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void')),
  final_home integer,
  final_away integer,
  settled_at timestamptz,
  unique (coupon_id, position),
  unique (coupon_id, outcome_id),
  check ((line is null) = (market_type not in ('total', 'handicap'))),
  check ((status = 'open') = (settled_at is null)),
  check ((final_home is null) = (final_away is null)),
  check (status <> 'open' or final_home is null)
);

-- The settler asks which games still have open legs, then the legs of the games that finished.
create index coupon_legs_open_game on coupon_legs (game_id) where status = 'open';
