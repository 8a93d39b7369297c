-- The coupon limits per currency (issue 9), in minor units: the least stake of a line, the most a coupon stakes and
-- the most one coupon may pay. They were a table in the code (server/coupon/limits.ts); a trading desk changes them
-- without a deploy, with the operator tool (`npm run operator -- limits set`). Seeded with the values the code had:
-- RUB 10.00 to 100 000.00 a coupon and 10 000 000.00 a payout, the other currencies at about the same value in round
-- numbers of their own money. A currency missing here is held to RUB's limits, so RUB cannot be deleted.
--
-- Every server keeps the table in memory (a placement reads no limits from the database) and reads it again when a
-- change is announced (NOTIFY): whoever changed it, every instance on this database hears it.
create table coupon_limits (
  currency text primary key check (currency ~ '^[A-Z]{3}$'),
  min_bet_amount bigint not null check (min_bet_amount > 0),
  max_bet_amount bigint not null check (max_bet_amount > 0),
  max_payout bigint not null check (max_payout > 0),
  updated_at timestamptz not null default now(),
  check (min_bet_amount <= max_bet_amount)
);

insert into coupon_limits (currency, min_bet_amount, max_bet_amount, max_payout) values
  ('RUB', 1000, 10000000, 1000000000),
  ('USD', 20, 100000, 10000000),
  ('EUR', 20, 100000, 10000000),
  ('GBP', 10, 100000, 10000000),
  ('CAD', 30, 150000, 15000000),
  ('KZT', 5000, 50000000, 5000000000),
  ('UZS', 150000, 1500000000, 150000000000),
  ('TRY', 500, 4000000, 400000000),
  ('INR', 1000, 10000000, 1000000000),
  ('BRL', 100, 600000, 60000000);

create function coupon_limits_keep_rub() returns trigger language plpgsql as $$
begin
  if old.currency = 'RUB' then
    raise exception 'RUB''s coupon limits are every unlisted currency''s: they can be changed, not deleted';
  end if;
  return old;
end
$$;

create trigger coupon_limits_keep_rub before delete on coupon_limits for each row execute function coupon_limits_keep_rub();

create function coupon_limits_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('oddsfold_coupon_limits_changed', '');
  return null;
end
$$;

create trigger coupon_limits_changed after insert or update or delete or truncate on coupon_limits
  for each statement execute function coupon_limits_changed();
