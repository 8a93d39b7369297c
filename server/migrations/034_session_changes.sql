-- A session that ends or changes is announced (NOTIFY) to every server instance on this database, whoever ended it:
-- a logout, a password change that ends the other sessions, the idle janitor, an operator's tool. A server keeps
-- the signed-in sessions it has just read in memory for a moment (server/session/sessionCache.ts) and forgets one
-- when it hears this. The payload is the SHA-256 of the cookie, which the database holds already; never the cookie.
-- Sliding a session's expiry forward (last_seen_at, expires_at) is not announced: a request is judged the same by
-- the row it read before the slide.
create function sessions_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('oddsfold_session_changed', old.token_hash);
  return null;
end
$$;

create trigger sessions_ended after delete on sessions for each row execute function sessions_changed();

create trigger sessions_changed after update on sessions for each row
  when ((old.token_hash, old.user_id, old.remember, old.fingerprint_hash, old.fingerprint_token_hash, old.fingerprint_expires_at)
          is distinct from (new.token_hash, new.user_id, new.remember, new.fingerprint_hash, new.fingerprint_token_hash, new.fingerprint_expires_at)
        or new.last_seen_at < old.last_seen_at or new.expires_at < old.expires_at)
  execute function sessions_changed();
