-- Every table keyed by a player now names the players table (issue 7, "database integrity"); migrations 002, 007 and
-- 011 came before the players table or beside it and left the keys for later. What deleting a player does:
--   sessions               on delete cascade: a player who is gone is signed out everywhere.
--   ledger_accounts        on delete restrict: money history is never lost; a player with accounts is closed, not
--                          deleted (the entries are append-only anyway).
--   wallets                on delete restrict: it points at the player's ledger accounts, which stay.
--   verification_documents on delete restrict: the bookmaker keeps identity documents as long as the account's
--                          money history (AML record keeping); an operator removes them on purpose first.
-- (player_personal_data, player_security, player_preferences and player_identities cascade since 010 and 012.)

-- A signed-in session whose player does not exist is no session of anyone: it can only have come from a test
-- writing ids by hand. It is ended rather than letting the key fail on it.
delete from sessions s where s.user_id is not null and not exists (select 1 from players p where p.id = s.user_id);

alter table sessions
  add constraint sessions_user_fk foreign key (user_id) references players (id) on delete cascade;
create index sessions_user_idx on sessions (user_id) where user_id is not null;

alter table ledger_accounts
  add constraint ledger_accounts_user_fk foreign key (user_id) references players (id) on delete restrict;

alter table wallets
  add constraint wallets_user_fk foreign key (user_id) references players (id) on delete restrict;

alter table verification_documents
  add constraint verification_documents_user_fk foreign key (user_id) references players (id) on delete restrict;
