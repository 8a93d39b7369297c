-- The casino's catalogue: categories (SPEC.md 1, with their routes of SPEC.md 2.3), providers, games and which
-- categories each game is in, the players' favorite games and the games they played last. The in-house studio and
-- its games are seeded here; the operator adds, hides and orders games with `npm run operator -- casino ...`.

create table casino_categories (
  id text primary key check (id ~ '^[a-z0-9-]{1,64}$'),
  route text not null unique,
  position integer not null
);

create table casino_providers (
  id text primary key check (id ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
  name text not null check (length(name) between 1 and 100),
  in_house boolean not null default false
);

create table casino_games (
  id text primary key check (id ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
  slug text not null unique check (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
  name text not null check (length(name) between 1 and 100),
  provider_id text not null references casino_providers (id),
  -- SPEC.md 3's Asian-games and other-games filters: tags such as 'asian:dice' or 'other:poker'.
  tags text[] not null default '{}',
  -- The published return to player in basis points (9730 = 97.30 %) and the largest win in multiples of the stake.
  rtp integer not null check (rtp between 0 and 10000),
  max_win integer not null check (max_win > 0),
  hidden boolean not null default false,
  position integer not null default 0,
  launch_kind text not null check (launch_kind in ('in-house', 'external')),
  -- An external game's page (an aggregator's URL), shown in an iframe through the game provider port.
  launch_url text check (launch_url is null or launch_url ~ '^https://'),
  check ((launch_kind = 'external') = (launch_url is not null))
);

create table casino_game_categories (
  game_id text not null references casino_games (id) on delete cascade,
  category_id text not null references casino_categories (id),
  primary key (game_id, category_id)
);
create index casino_game_categories_category on casino_game_categories (category_id);

create table casino_favorites (
  user_id bigint not null references players (id) on delete cascade,
  game_id text not null references casino_games (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (user_id, game_id)
);

-- One row per player and game, moved forward each time the game is launched or played (my-casino's list).
create table casino_recent_games (
  user_id bigint not null references players (id) on delete cascade,
  game_id text not null references casino_games (id) on delete cascade,
  played_at timestamptz not null,
  primary key (user_id, game_id)
);
create index casino_recent_games_by_player on casino_recent_games (user_id, played_at desc);

-- The catalogue's version, moved forward by any change to it: servers keep the catalogue in memory and reload it
-- when this number moves (as config_version does for the config).
create table casino_catalogue_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into casino_catalogue_version (id, version) values (true, 1);

create function bump_casino_catalogue_version() returns trigger language plpgsql as $$
begin
  update casino_catalogue_version set version = version + 1;
  return null;
end
$$;

create trigger casino_categories_changed after insert or update or delete or truncate on casino_categories
  for each statement execute function bump_casino_catalogue_version();
create trigger casino_providers_changed after insert or update or delete or truncate on casino_providers
  for each statement execute function bump_casino_catalogue_version();
create trigger casino_games_changed after insert or update or delete or truncate on casino_games
  for each statement execute function bump_casino_catalogue_version();
create trigger casino_game_categories_changed after insert or update or delete or truncate on casino_game_categories
  for each statement execute function bump_casino_catalogue_version();

insert into casino_categories (id, route, position) values
  ('slots', 'slots', 1),
  ('live-casino', 'casino/live-casino', 2),
  ('keno', 'keno', 3),
  ('poker', 'poker', 4),
  ('bingo', 'bingo', 5),
  ('virtual-sports', 'virtualsports', 6),
  ('tv-games', 'tvgames', 7),
  ('fast-games', 'fast-games', 8),
  ('fast-bet', 'fast-bet', 9),
  ('crash-games', 'crash-games', 10),
  ('skill-games', 'skill-games', 11),
  ('card-games', 'card-games', 12),
  ('scratch-cards', 'scratchcards', 13),
  ('asian-games', 'asian-games', 14),
  ('fishing-hunting', 'fishinghunting', 15),
  ('other-games', 'othergames', 16);

insert into casino_providers (id, name, in_house) values ('oddsfold-originals', 'Oddsfold Originals', true);

-- The in-house studio's games. RTP and maximum win are the published values of each game's rules.
insert into casino_games (id, slug, name, provider_id, tags, rtp, max_win, position, launch_kind) values
  ('slot', 'slot', 'Fold Fortune Slot', 'oddsfold-originals', '{}', 9600, 5000, 10, 'in-house'),
  ('crash', 'crash', 'Crash', 'oddsfold-originals', '{}', 9900, 10000, 20, 'in-house'),
  ('dice', 'dice', 'Dice', 'oddsfold-originals', '{asian:dice}', 9900, 9900, 30, 'in-house'),
  ('mines', 'mines', 'Mines', 'oddsfold-originals', '{}', 9900, 10000, 40, 'in-house'),
  ('plinko', 'plinko', 'Plinko', 'oddsfold-originals', '{}', 9900, 1000, 50, 'in-house'),
  ('keno', 'keno', 'Keno', 'oddsfold-originals', '{asian:lotto,other:lotto}', 9700, 10000, 60, 'in-house'),
  ('scratch', 'scratch', 'Scratch Card', 'oddsfold-originals', '{}', 9600, 1000, 70, 'in-house'),
  ('roulette', 'roulette', 'European Roulette', 'oddsfold-originals', '{}', 9730, 36, 80, 'in-house'),
  ('blackjack', 'blackjack', 'Blackjack', 'oddsfold-originals', '{}', 9950, 3, 90, 'in-house');

insert into casino_game_categories (game_id, category_id) values
  ('slot', 'slots'),
  ('crash', 'crash-games'), ('crash', 'fast-games'),
  ('dice', 'fast-games'), ('dice', 'asian-games'),
  ('mines', 'fast-games'),
  ('plinko', 'fast-games'),
  ('keno', 'keno'), ('keno', 'asian-games'), ('keno', 'other-games'),
  ('scratch', 'scratch-cards'), ('scratch', 'fast-games'),
  ('roulette', 'card-games'), ('roulette', 'tv-games'),
  ('blackjack', 'card-games'), ('blackjack', 'tv-games');
