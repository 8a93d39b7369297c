-- Players (issue 7): who can sign in, and with what. The password is kept only as an argon2id hash (PHC string);
-- the account ID is the number a player signs in with, drawn at random so that ids say nothing about how many
-- players there are or who registered when.
create table players (
  id bigint generated always as identity primary key,
  account_id bigint not null unique check (account_id between 100000000 and 999999999),
  -- Unique whatever the case: demo@oddsfold.local and Demo@Oddsfold.local are one player. Null for one-click
  -- players until they add one.
  email text check (email is null or (email = lower(email) and length(email) <= 254)),
  -- For the later phone registration and sign-in: the full number with its dialling code.
  phone text check (phone is null or phone ~ '^\+[0-9]{6,16}$'),
  password_hash text not null check (password_hash like '$argon2id$%'),
  password_changed_at timestamptz,
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  country_id integer not null references phone_countries (id),
  referral_code text not null default '' check (referral_code ~ '^[A-Za-z0-9_-]{0,32}$'),
  first_deposit_bonus_choice text not null default 'none' check (first_deposit_bonus_choice in ('sport', 'casino', 'none')),
  registration_method text not null check (registration_method in ('one_click', 'phone', 'full', 'social', 'seed')),
  email_confirmed boolean not null default false,
  language char(2),
  created_at timestamptz not null
);

create unique index players_email_key on players (email) where email is not null;
create unique index players_phone_key on players (phone) where phone is not null;

-- A session signed in with "save" lives 30 days after its last use instead of 1800 s (sliding either way).
alter table sessions add column remember boolean not null default false;
