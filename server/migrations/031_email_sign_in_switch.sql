-- The security page's "sign in with e-mail" switch (issue 7) now decides whether e-mail and password sign the player
-- in: switched off, that way is refused like a wrong password (phone, social and account ID sign-in still work).
-- Until now the switch had no effect and was off for every row made by any other security setting (two-step, the
-- question), so an "off" stored so far is no choice of the player: e-mail sign-in is on for every row, and on by
-- default for rows made from now on. A player without a row has it on too (server/account/office.ts).
alter table player_security alter column email_auth set default true;
update player_security set email_auth = true where not email_auth;
