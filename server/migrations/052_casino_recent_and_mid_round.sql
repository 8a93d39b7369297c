-- My-casino's recently played games are read from the rounds themselves (server/casino/catalogueRepo.ts): the
-- newest round of each in-house game a player played, found by this index in one probe per game.
create index casino_rounds_by_player_game on casino_rounds (user_id, game_id, played_at);
