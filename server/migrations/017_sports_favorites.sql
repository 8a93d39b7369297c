-- Favorites (issue 8): games and championships a signed-in player marked with a star, kept here so that they follow
-- the player to every device. A player keeps at most 200 (FAVORITES_MAX in src/domain/sports/favorites.ts): a check
-- constraint cannot count rows, so the server counts them under a lock of the player's row (server/sports/favorites.ts).
-- A game favorite whose game has finished or left the feed is deleted by the server the next time it reads the
-- player's favorites; a championship stays as long as the player keeps it.
create table sports_favorites (
  -- The order the player added them in, whatever the clock says.
  seq bigint generated always as identity primary key,
  user_id bigint not null references players (id) on delete cascade,
  kind text not null check (kind in ('game', 'championship')),
  -- The feed's id, as the contract accepts it (src/domain/sports/ids.ts).
  target_id text not null check (
    (kind = 'game' and target_id ~ '^g[0-9]{1,12}$') or (kind = 'championship' and target_id ~ '^[a-z0-9-]{1,40}$')
  ),
  created_at timestamptz not null,
  -- One star per target: adding one twice is no change. Also the index of a player's favorites (user_id first).
  unique (user_id, kind, target_id)
);
