-- Bans (SPEC.md 3 user config ban_level and ban_version, 4 "Ban redirect guard", 6 "Banned means ban_level above
-- 0"): set by an operator (npm run operator -- ban <player> <level> [version]), answered in the user config, and
-- checked by the server before the calls a banned player may not make. Level 0 is no ban.
alter table players
  add column ban_level integer not null default 0 check (ban_level between 0 and 1000),
  add column ban_version integer not null default 1 check (ban_version between 0 and 1000);
