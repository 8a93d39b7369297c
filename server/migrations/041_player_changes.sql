-- A per-player change sequence: the version the changes feed (GET /web-api/account/changes) answers, moved by the
-- database itself whenever a player's money or coupons change, whoever writes them (placement, settlement, and any
-- later writer that posts to the ledger or changes a coupon), so no writer has to tell the feed.
--
-- Why deferred triggers: the version must follow commit order (a poll that has seen version 7 must never later meet
-- a change stamped 6 that committed after it). A player's row in player_changes is locked by the transaction that moves
-- it, until that transaction ends, so versions are handed out in commit order. Taking that lock at commit time (the
-- triggers below are deferred) makes it the last lock any writer takes: it cannot stand between the locks a writer
-- takes on accounts and coupons in its own order, so it adds no deadlock. One transaction's changes share one version.

create table player_changes (
  user_id bigint primary key,
  version bigint not null check (version > 0),
  -- The transaction that moved the version last: the same transaction moving it again keeps it.
  xact xid8 not null
);

-- The version a coupon (or a leg) last changed at; 0: before the feed existed.
alter table coupons add column change_version bigint not null default 0;
alter table coupon_legs add column change_version bigint not null default 0;
create index coupons_user_change on coupons (user_id, change_version);

-- Moves the player's version for the current transaction and answers it.
create function player_change_version(p_user bigint) returns bigint language plpgsql as $$
declare
  current_xact xid8 := pg_current_xact_id();
  moved bigint;
begin
  insert into player_changes as c (user_id, version, xact) values (p_user, 1, current_xact)
    on conflict (user_id) do update set version = case when c.xact = current_xact then c.version else c.version + 1 end, xact = current_xact
    returning c.version into moved;
  return moved;
end
$$;

-- Accounts (balances, opened, closed) and the wallet (active account, hidden balance, frozen): the feed answers the
-- player's accounts whole, so only the version moves.
create function player_money_changed() returns trigger language plpgsql as $$
begin
  perform player_change_version(new.user_id);
  return null;
end
$$;

create constraint trigger ledger_accounts_opened after insert on ledger_accounts deferrable initially deferred
  for each row when (new.user_id is not null) execute function player_money_changed();
create constraint trigger ledger_accounts_changed after update on ledger_accounts deferrable initially deferred
  for each row when (new.user_id is not null and (old.balance is distinct from new.balance or old.closed_at is distinct from new.closed_at))
  execute function player_money_changed();
create constraint trigger wallets_opened after insert on wallets deferrable initially deferred
  for each row execute function player_money_changed();
create constraint trigger wallets_changed after update on wallets deferrable initially deferred
  for each row when (old.active_account_id is distinct from new.active_account_id or old.hide_balance <> new.hide_balance or old.frozen <> new.frozen)
  execute function player_money_changed();

-- A coupon placed or changed in any column (status, payout, stake...): stamped with the version. The stamp's own update
-- leaves change_version different, so it does not fire the trigger again.
create function coupon_changed() returns trigger language plpgsql as $$
declare
  moved bigint := player_change_version(new.user_id);
begin
  update coupons set change_version = moved where id = new.id and change_version <> moved;
  return null;
end
$$;

create constraint trigger coupons_placed after insert on coupons deferrable initially deferred
  for each row execute function coupon_changed();
create constraint trigger coupons_changed after update on coupons deferrable initially deferred
  for each row when (old.change_version = new.change_version and old.* is distinct from new.*) execute function coupon_changed();

-- A leg decided (or otherwise changed) while its coupon stays open: the leg is stamped, not its coupon, so the settler's
-- leg update locks no coupon row. New legs come with their coupon's insert, which is stamped.
create function coupon_leg_changed() returns trigger language plpgsql as $$
declare
  moved bigint := player_change_version((select c.user_id from coupons c where c.id = new.coupon_id));
begin
  update coupon_legs set change_version = moved where id = new.id and change_version <> moved;
  return null;
end
$$;

create constraint trigger coupon_legs_changed after update on coupon_legs deferrable initially deferred
  for each row when (old.change_version = new.change_version and old.* is distinct from new.*) execute function coupon_leg_changed();
