-- The simulated line's world (issue 8: server/sports/feed.ts, src/domain/sports/simulator/world.ts). What the line
-- holds at a time is a function of the world's seed, size and epoch, of that time, and of what the developer did to it
-- by hand; so every server process on this database, and every restart, holds the very same games, prices, scores and
-- results, and a coupon placed through one instance is judged and settled by the same line on every other.
--
-- One world per database: the first process that needs the line stores the one it would make (its seed and size,
-- the epoch its time then); every process after it, whatever its own options, plays the stored one. Deleting the row
-- starts a new world at the next start, with new games under the ids (open bets on the old ones are then void).
create table sports_world (
  id smallint primary key default 1 check (id = 1),
  seed bigint not null,
  live integer not null check (live >= 0),
  line integer not null check (line >= 0),
  -- Epoch milliseconds: the world's version 1.
  epoch_ms bigint not null,
  created_at timestamptz not null default now()
);

-- What the developer did to the line through the devtools (a non-production server only): a game finished at once,
-- a market held suspended until a time. Part of the world from then on: every process plays it at its time, and one
-- that learns of it late plays the game again as it would have been.
create table sports_line_actions (
  seq bigint generated always as identity primary key,
  kind text not null check (kind in ('finish', 'suspend')),
  -- A game id (finish) or a market id (suspend), as the contract accepts them (src/domain/sports/ids.ts).
  target text not null check (target ~ '^g[0-9]{1,12}(:[A-Za-z0-9.:-]{1,70})?$'),
  at_ms bigint not null,
  until_ms bigint,
  check ((kind = 'suspend') = (until_ms is not null)),
  unique (kind, target, at_ms)
);
