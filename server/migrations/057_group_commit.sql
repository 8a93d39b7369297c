-- Group commit: the rounds and the coupons that arrive while the database is busy go as one statement and one
-- transaction (server/platform/db/groupCommit.ts). Each element of p_rounds is one play_casino_round call's arguments;
-- each answers its row of play_casino_round with its position in p_rounds (ord, from 0). The rounds are played in the
-- order of their players' ids, so two groups (of this process or another) take the players' locks in one order and
-- wait for each other instead of deadlocking; a player's rounds keep their order. A refusal is an answer like any
-- other and leaves no trace; a defect in one round fails the group, which the server then plays one by one.
create function play_casino_rounds(p_rounds jsonb)
  returns table (ord integer, outcome text, round_pk bigint, balance bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz,
    pair_id bigint, server_seed text, commitment text, client_seed text, next_nonce bigint, account_id bigint, currency text)
  language plpgsql as $$
declare
  r record;
begin
  for r in
    select (e.position - 1)::integer as i, e.round as v
    from jsonb_array_elements(p_rounds) with ordinality as e (round, position)
    order by (e.round ->> 'user')::bigint, e.position
  loop
    return query select r.i, p.* from play_casino_round((r.v ->> 'user')::bigint, r.v ->> 'roundId', r.v ->> 'requestHash', r.v ->> 'game',
      (r.v ->> 'pair')::bigint, (r.v ->> 'nonce')::bigint, (r.v ->> 'account')::bigint, (r.v ->> 'stake')::bigint, (r.v ->> 'win')::bigint,
      (r.v ->> 'multipleNum')::bigint, (r.v ->> 'multipleDen')::bigint, r.v -> 'choices', r.v -> 'outcome', r.v ->> 'kind', r.v ->> 'key',
      r.v ->> 'contentHash', (r.v ->> 'at')::timestamptz, r.v -> 'entries') p;
  end loop;
end
$$;

-- Group commit of coupon placements, as of rounds above: each element of p_placements is one place_coupon call's
-- arguments (kind, key, hash, at, entries, coupon, legs), answered with its row and its position (ord, from 0), in
-- the order of the players' ids.
create function place_coupons(p_placements jsonb)
  returns table (ord integer, outcome text, transaction_id bigint, created_at timestamptz, account_id bigint, balance bigint, short_by bigint,
    coupon_id bigint, rg_type smallint, rg_remaining bigint, rg_until timestamptz)
  language plpgsql as $$
declare
  r record;
begin
  for r in
    select (e.position - 1)::integer as i, e.placement as v
    from jsonb_array_elements(p_placements) with ordinality as e (placement, position)
    order by (e.placement -> 'coupon' ->> 'user_id')::bigint, e.position
  loop
    return query select r.i, p.* from place_coupon(r.v ->> 'kind', r.v ->> 'key', r.v ->> 'hash', (r.v ->> 'at')::timestamptz, r.v -> 'entries',
      r.v -> 'coupon', r.v -> 'legs') p;
  end loop;
end
$$;
