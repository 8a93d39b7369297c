import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountServicesOn, type AccountServices, playerWithMoney } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { useTestServer } from "./support/testServer"

/**
 * What one placement writes (migration 048): its coupon row once, already stamped with the player's change version,
 * and the player's version row once, however many of the placement's rows (the account's balance, the coupon) move
 * it. Counted by the database itself (pg_stat_xact_user_tables) inside the placing transaction, once its deferred
 * triggers have run as they run at commit; the counters may carry this connection's earlier transactions not yet
 * flushed, so the function answers what changed across the placement.
 */
const PLACEMENT_WRITES_SQL = `
create function placement_writes(p_user bigint, p_account bigint, p_key text)
  returns table (outcome text, coupon_inserts bigint, coupon_updates bigint, version_writes bigint, coupon_version bigint, player_version bigint)
  language plpgsql as $$
declare
  placed record;
  inserted_before bigint;
  updated_before bigint;
  versions_before bigint;
begin
  select s.n_tup_ins, s.n_tup_upd into inserted_before, updated_before from pg_stat_xact_user_tables s where s.relid = 'coupons'::regclass;
  select s.n_tup_ins + s.n_tup_upd into versions_before from pg_stat_xact_user_tables s where s.relid = 'player_changes'::regclass;
  select * into placed from place_coupon('reserve_stake', 'coupon-stake:' || p_user || ':' || p_key, repeat('a', 64), now(),
    jsonb_build_array(jsonb_build_object('account', p_account, 'player', true, 'currency', 'RUB', 'amount', -1000),
      jsonb_build_object('account', (select a.id from ledger_accounts a where a.house = 'stakes-held' and a.currency = 'RUB'), 'player', false,
        'currency', 'RUB', 'amount', 1000)),
    jsonb_build_object('user_id', p_user, 'account_id', p_account, 'currency', 'RUB', 'type', 0, 'amount', 1000, 'amount_by_block', '{}'::jsonb,
      'stake', 1000, 'system_value', 0, 'coef', 1.5, 'bonus_coef', null, 'possible_win_min', 1500, 'possible_win_max', 1500, 'placed_at', now(),
      'vip', false, 'promo_code', '', 'placement_key', p_key, 'request_hash', repeat('b', 64)),
    jsonb_build_array(jsonb_build_object('coupon_id', 0, 'position', 0, 'outcome_id', 'g1:1x2:0:1', 'game_id', 'g1', 'market_type', '1x2',
      'period', 0, 'line', null, 'outcome_kind', '1', 'outcome_name', '', 'sport_id', 'football', 'championship_name', 'Test',
      'home', 'A', 'away', 'B', 'starts_at', now() + interval '1 day', 'coef', 1.5, 'is_live', false, 'block_id', 0, 'banker', false, 'amount', 0)));
  -- The deferred triggers (the ledger's balance check, the change versions) run here, as they would at commit.
  set constraints all immediate;
  return query select placed.outcome,
    (select s.n_tup_ins - inserted_before from pg_stat_xact_user_tables s where s.relid = 'coupons'::regclass),
    (select s.n_tup_upd - updated_before from pg_stat_xact_user_tables s where s.relid = 'coupons'::regclass),
    (select s.n_tup_ins + s.n_tup_upd - versions_before from pg_stat_xact_user_tables s where s.relid = 'player_changes'::regclass),
    (select c.change_version from coupons c where c.id = placed.coupon_id),
    (select v.version from player_changes v where v.user_id = p_user);
end
$$`

describe.each(databasesUnderTest)("what a placement writes on $label", (db) => {
  const server = useTestServer(db)
  let services: AccountServices
  beforeAll(async () => {
    services = accountServicesOn(server.database)
    await server.database.query(PLACEMENT_WRITES_SQL)
    await server.database.query(`insert into ledger_accounts (house, currency, created_at) values ('stakes-held', 'RUB', now()) on conflict do nothing`)
  })
  afterAll(() => services.dispose())

  it("writes the coupon once, stamped with the player's version, and the version once; the next placement moves it by one", async () => {
    const userId = 7001
    const account = await playerWithMoney(services, userId, "RUB", 10_000)
    const versionBefore = Number((await server.database.query("select version from player_changes where user_id = $1", [userId]))[0]?.["version"])
    const place = async (key: string) => (await server.database.query("select * from placement_writes($1, $2, $3)", [userId, account, key]))[0]!

    const first = await place("placement-key-0001")
    expect(first["outcome"]).toBe("posted")
    expect(Number(first["coupon_inserts"])).toBe(1)
    expect(Number(first["coupon_updates"])).toBe(0)
    expect(Number(first["version_writes"])).toBe(1)
    expect(Number(first["player_version"])).toBe(versionBefore + 1)
    expect(Number(first["coupon_version"])).toBe(versionBefore + 1)

    const second = await place("placement-key-0002")
    expect(second["outcome"]).toBe("posted")
    expect(Number(second["coupon_updates"])).toBe(0)
    expect(Number(second["version_writes"])).toBe(1)
    expect(Number(second["coupon_version"])).toBe(versionBefore + 2)
    // The stakes left the account: 10,000 less two stakes of 1,000.
    const balance = await server.database.query("select balance from ledger_accounts where id = $1", [account])
    expect(Number(balance[0]?.["balance"])).toBe(8_000)
  })
})
