-- Bet builders and booking codes.
--
-- A bet builder is a coupon of several outcomes of one game at one price of its own (src/domain/coupon/betBuilder.ts):
-- it is written as an express (type 1) whose coef is that price, and this table marks it, so the settler pays it as
-- one bet (won only when every leg won) rather than as the product of its legs. It is written in the same database
-- transaction as the coupon.
create table coupon_builders (
  coupon_id bigint primary key references coupons (id),
  game_id text not null
);

-- A booking code keeps a slip's selections (outcome ids, nothing of who made the code) until it expires
-- (src/domain/coupon/bookingCode.ts). Expired rows are deleted as new codes are made.
create table booking_codes (
  code text primary key check (code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$'),
  selections jsonb not null check (jsonb_typeof(selections) = 'array' and jsonb_array_length(selections) between 1 and 30),
  created_at timestamptz not null,
  expires_at timestamptz not null check (expires_at > created_at)
);
create index booking_codes_expiry on booking_codes (expires_at);
