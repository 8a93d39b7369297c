-- Account settings (SPEC.md 3 "Account settings: bonus_type, first_deposit_bonus_type"), one row per player, made the
-- first time the player changes one. Without a row a player has the settings registration gave: the first-deposit
-- bonus of players.first_deposit_bonus_choice, and the offers of the same side (src/domain/account/bonusSettings.ts).
-- bonus_type: the bonus offers the player takes part in ('none': the player refuses bonuses). first_deposit_bonus_type:
-- the bonus the first deposit brings; the server refuses to change it once a deposit is made.
create table player_account_settings (
  user_id bigint primary key references players (id) on delete cascade,
  bonus_type text not null check (bonus_type in ('sport', 'casino', 'none')),
  first_deposit_bonus_type text not null check (first_deposit_bonus_type in ('sport', 'casino', 'none')),
  updated_at timestamptz not null
);
