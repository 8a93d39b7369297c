-- Two changes to the in-house casino's rounds.
--
-- 1. My-casino's recently played games are read from the rounds themselves (server/casino/catalogueRepo.ts): the
--    newest round of each in-house game a player played, found by this index in one probe per game.
create index casino_rounds_by_player_game on casino_rounds (user_id, game_id, played_at);

-- 2. The mid-round rule of stepped rounds (mines, blackjack: SteppedGame.playsOn). A player who is banned, frozen,
--    self-excluded, timed out or past their session limit while a round is open may still end it, but not play on:
--    - a step that adds stake (a double, a split: p_extra > 0) is refused as a new round is, by migration 050's
--      step_casino_stepped_round itself;
--    - a step that plays on without adding stake (a mines reveal, a blackjack hit: p_plays_on) is refused here, before
--      that function runs, with the same refusals ('banned', 'frozen', 'rg_excluded', 'rg_session'); it wagers nothing
--      more, so the wagering and loss limits have nothing to count;
--    - a step that only ends the player's position (a mines cash-out, a blackjack stand, the game's abandon rule) is
--      never refused: a position already won is never lost to a refusal;
--    - a round nobody ends is ended by its game's abandon rule once it has been open 24 hours (the server's sweep,
--      by casino_stepped_rounds_open_since), paying what that rule pays.
-- An overload of migration 050's function with p_plays_on after p_abandon: it makes this check, then calls that one.
create function step_casino_stepped_round(p_user bigint, p_round_pk bigint, p_step integer, p_action jsonb, p_abandon boolean,
    p_plays_on boolean, p_state jsonb, p_units integer, p_extra bigint, p_over boolean, p_win bigint, p_multiple_num bigint,
    p_multiple_den bigint, p_outcome jsonb, p_kind text, p_key text, p_content_hash text, p_at timestamptz, p_entries jsonb)
  returns table (outcome text, step integer, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz)
  language plpgsql as $$
#variable_conflict use_column
declare
  barred text;
  round_currency text;
  rg record;
begin
  -- The lock migration 050's function takes again (re-entrant in one transaction): nothing moves between the checks.
  perform pg_advisory_xact_lock(44, p_user::integer);

  if p_plays_on and p_extra = 0 then
    select r.currency::text into round_currency from casino_rounds r where r.id = p_round_pk and r.user_id = p_user;
    -- Another player's round, or none: migration 050's function answers 'not_found'.
    if found then
      select case when p.ban_level > 0 then 'banned' when coalesce(w.frozen, false) then 'frozen' end into barred
        from players p left join wallets w on w.user_id = p.id where p.id = p_user;
      if barred is not null then
        return query select barred, null::integer, null::bigint, null::smallint, null::bigint, null::timestamptz;
        return;
      end if;
      select * into rg from rg_refusal(p_user, round_currency, 0, p_at, 'stake');
      if found and rg.refusal in ('excluded', 'session') then
        return query select 'rg_' || rg.refusal, null::integer, null::bigint, rg.limit_type, rg.remaining, rg.until_at;
        return;
      end if;
    end if;
  end if;

  return query select * from step_casino_stepped_round(p_user, p_round_pk, p_step, p_action, p_abandon, p_state, p_units, p_extra, p_over,
    p_win, p_multiple_num, p_multiple_den, p_outcome, p_kind, p_key, p_content_hash, p_at, p_entries);
end
$$;
