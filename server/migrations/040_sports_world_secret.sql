-- The simulated line's draws come from a secret of the deployment (server/sports/simulator/prng.ts), no longer from a
-- seed that anyone reading the code could use to compute every result before it happens. The secret (base64url of at
-- least 256 random bits) is made by the first process that needs the line and kept in the world's row, so every
-- process on this database, and every restart, draws the same world; it is never served, logged or exported.
--
-- A world of a numeric seed is predictable: it is dropped with what the developer did to it, and the next start makes
-- a new world with a new secret (open bets on the old world's games are then void, as 036 says of a deleted world).
delete from sports_line_actions;
delete from sports_world;
alter table sports_world drop column seed;
alter table sports_world add column secret text not null check (secret ~ '^[A-Za-z0-9_-]{43,}$');
