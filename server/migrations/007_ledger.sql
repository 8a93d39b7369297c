-- The wallet's double-entry ledger (ARCHITECTURE 6) and the players' wallets (SPEC.md 3 "account").
-- Money is bigint minor units. Players are referenced by user_id without a foreign key: the players table comes
-- with migration 006 of the session work, and a later migration adds the foreign keys to it.

-- The currencies a player may hold, with the digits of their minor unit (kopecks: 2) and the symbol shown.
create table currencies (
  id integer primary key,
  iso char(3) not null unique check (iso ~ '^[A-Z]{3}$'),
  symbol text not null,
  minor_digits smallint not null check (minor_digits between 0 and 4),
  position integer not null
);

insert into currencies (id, iso, symbol, minor_digits, position) values
  (1, 'RUB', '₽', 2, 1),
  (2, 'USD', '$', 2, 2),
  (3, 'EUR', '€', 2, 3),
  (4, 'KZT', '₸', 2, 4),
  (5, 'UZS', 'soʻm', 2, 5),
  (6, 'TRY', '₺', 2, 6),
  (7, 'GBP', '£', 2, 7),
  (8, 'INR', '₹', 2, 8),
  (9, 'BRL', 'R$', 2, 9),
  (10, 'CAD', 'C$', 2, 10);

-- Player accounts (type 0 main, 4 bonus, 9 currency) and the house's accounts, the counterparts of every movement
-- (cashier, stakes-held, bookmaker), one per purpose and currency. A player account keeps its balance here,
-- changed only in the transaction that writes its entries and never below zero; a house account's balance is the
-- sum of its entries (it may be negative, and maintaining it would make every deposit wait on one hot row).
create table ledger_accounts (
  id bigint generated always as identity primary key,
  user_id bigint,
  type smallint check (type in (0, 4, 9)),
  house text check (house ~ '^[a-z][a-z-]*$'),
  currency char(3) not null references currencies (iso),
  balance bigint,
  created_at timestamptz not null,
  -- A removed currency account is closed, not deleted: its entries stay, and so does the history they tell.
  closed_at timestamptz,
  check ((user_id is null) = (house is not null)),
  check ((user_id is null) = (type is null)),
  check ((user_id is null) = (balance is null)),
  check (balance >= 0),
  check (type is distinct from 0 or closed_at is null),
  -- Targets of the composite foreign keys below: an entry's currency is its account's; a wallet's active account is the player's own.
  unique (id, currency),
  unique (id, user_id)
);

create unique index ledger_accounts_house on ledger_accounts (house, currency) where house is not null;
-- One main account per player, and one open real-money account per player and currency: concurrent
-- add-currency requests make one account.
create unique index ledger_accounts_one_main on ledger_accounts (user_id) where type = 0;
create unique index ledger_accounts_one_per_currency on ledger_accounts (user_id, currency) where type in (0, 9) and closed_at is null;
create index ledger_accounts_user on ledger_accounts (user_id) where user_id is not null;

-- A posted transaction. Posting is idempotent by key: the same key again with the same content answers the first
-- posting; with other content it is refused. content_hash is the SHA-256 of the transaction's canonical content.
create table ledger_transactions (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z][a-z_]{0,31}$'),
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 128),
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null
);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null,
  currency char(3) not null,
  amount bigint not null check (amount <> 0),
  foreign key (account_id, currency) references ledger_accounts (id, currency)
);

create index ledger_entries_transaction on ledger_entries (transaction_id);
create index ledger_entries_account on ledger_entries (account_id);

-- The database's own guard, checked at commit whatever wrote the entries: a transaction's entries sum to zero in
-- every currency.
create function ledger_entries_balanced() returns trigger language plpgsql as $$
declare
  tx bigint := coalesce(new.transaction_id, old.transaction_id);
  unbalanced char(3);
begin
  select currency into unbalanced from ledger_entries where transaction_id = tx group by currency having sum(amount) <> 0 limit 1;
  if unbalanced is not null then
    raise exception 'ledger transaction % does not sum to zero in %', tx, unbalanced using errcode = '23514';
  end if;
  return null;
end
$$;

create constraint trigger ledger_entries_balanced
  after insert or update or delete on ledger_entries
  deferrable initially deferred
  for each row execute function ledger_entries_balanced();

-- Entries are history: never changed or removed.
create function ledger_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only' using errcode = '42501';
end
$$;

create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_entries_append_only();

-- A player's wallet: which account is active (shown in the header, used for bets), whether the header hides the
-- balance (hidden by default, SPEC.md 9), and whether an operator froze the accounts (no changes by the player).
create table wallets (
  user_id bigint primary key,
  active_account_id bigint,
  hide_balance boolean not null default true,
  frozen boolean not null default false,
  created_at timestamptz not null,
  foreign key (active_account_id, user_id) references ledger_accounts (id, user_id)
);
