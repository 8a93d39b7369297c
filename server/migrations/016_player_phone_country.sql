-- Phone binding (issue 7, SPEC.md 2.5 security): the country a player's number belongs to. A phone registration's
-- number is of the registration country (players.country_id), but a number bound later from the security page may
-- be of another one, and the user config's phone_code (SPEC.md 3) is that number's dialling code. Null: the number,
-- if any, is of players.country_id.
alter table players add column phone_country_id integer references phone_countries (id);
alter table players add check (phone_country_id is null or phone is not null);
