-- The cashier (SPEC.md 2.5 recharge, deduce, payment/requests): deposits through the payment provider, withdrawals the
-- operator decides, and the players' payment requests. Money itself moves only in the ledger (migration 007); these
-- rows say why, and point at the ledger transactions they posted.

-- A deposit: made by the player, paid on the provider's hosted page, credited when the provider's signed notice of
-- success arrives and the limits admit it. One provider transaction credits at most one deposit, once: the unique
-- index below, and the ledger's idempotency key deposit:<provider>:<transaction id>.
create table payment_deposits (
  id uuid primary key,
  user_id bigint not null references players (id),
  account_id bigint not null,
  currency char(3) not null references currencies (iso),
  amount bigint not null check (amount > 0),
  method text not null check (method ~ '^[a-z][a-z_]{0,31}$'),
  provider text not null check (provider ~ '^[a-z][a-z0-9-]{0,31}$'),
  provider_session text,
  -- The provider's hosted page of this deposit: a capability, never logged nor handed to the client (the browser
  -- continues through the site, which redirects).
  provider_url text check (provider_url ~ '^https?://' and length(provider_url) <= 2048),
  provider_transaction_id text check (length(provider_transaction_id) between 1 and 128),
  status text not null check (status in ('created', 'pending', 'credited', 'failed', 'cancelled', 'refused', 'refunded', 'refund_owed')),
  -- Why the limits refused the arriving money (status refused).
  refusal text,
  credit_transaction_id bigint references ledger_transactions (id),
  refund_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  foreign key (account_id, user_id) references ledger_accounts (id, user_id)
);

create unique index payment_deposits_provider_transaction on payment_deposits (provider, provider_transaction_id) where provider_transaction_id is not null;
create index payment_deposits_user on payment_deposits (user_id, created_at desc);

-- Every notice a provider sent, once (the same notice delivered again is recognised by its id and changes nothing).
create table payment_notices (
  provider text not null,
  event_id text not null check (length(event_id) between 1 and 128),
  type text not null,
  reference uuid not null,
  received_at timestamptz not null,
  primary key (provider, event_id)
);

-- A withdrawal: its amount reserved in the ledger when asked for (house:withdrawals-held), released to the player on
-- rejection, cancellation or a failed payout, paid out to the cashier's account when the provider pays it.
create table payment_withdrawals (
  id uuid primary key,
  user_id bigint not null references players (id),
  account_id bigint not null,
  currency char(3) not null references currencies (iso),
  amount bigint not null check (amount > 0),
  method text not null check (method ~ '^[a-z][a-z_]{0,31}$'),
  -- The card's last four digits: the full number goes to the provider, never into this table.
  destination text not null check (destination ~ '^[0-9]{4}$'),
  -- The provider's token of the card (the provider keeps the card; a payout names the token).
  destination_token text not null check (length(destination_token) between 1 and 200),
  provider text not null check (provider ~ '^[a-z][a-z0-9-]{0,31}$'),
  provider_payout_id text,
  status text not null check (status in ('requested', 'approved', 'rejected', 'cancelled', 'paid', 'failed')),
  reason text check (length(reason) <= 500),
  reserve_transaction_id bigint not null references ledger_transactions (id),
  settle_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  foreign key (account_id, user_id) references ledger_accounts (id, user_id)
);

create index payment_withdrawals_user on payment_withdrawals (user_id, created_at desc);
create index payment_withdrawals_queue on payment_withdrawals (created_at) where status = 'requested';

-- A player's question about money (payment/create-request): topic, sub-topic, the transaction it is about.
create table payment_requests (
  id uuid primary key,
  user_id bigint not null references players (id),
  topic text not null check (topic in ('deposit', 'withdrawal', 'other')),
  sub_topic text not null check (sub_topic ~ '^[a-z][a-z_]{0,31}$'),
  transaction_id uuid,
  message text not null check (length(message) between 1 and 2000),
  status text not null check (status in ('open', 'answered', 'closed')),
  created_at timestamptz not null
);

create index payment_requests_user on payment_requests (user_id, created_at desc);
