import { fixedSecret } from "../support/worldSecrets"
import { describe, expect, it } from "vitest"
import type { Game } from "../../src/domain/sports/feed"
import { accountServicesOn, playerWithMoney, signedInCookie } from "./support/accounts"
import { couponBody, mainMarket } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * The developer's suspension of a market (issue 9, POST /web-api/dev/sports/suspend): the line's world changes, so a
 * poll delivers the market suspended, a placement on it is refused as locked (code 4) and takes nothing, and when
 * its time is up the line reopens it and the same bet is taken. The server's clock stands at START until the test
 * moves it, so "when its time is up" is exact.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SUSPEND = "/web-api/dev/sports/suspend"

describe.each(databasesUnderTest)("a market the developer suspends on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: { secret: fixedSecret(8), live: 20, line: 60 }, coupon: { inPlayDelay: 0, settleEvery: 0 } })

  const json = async (response: Response) => ({ status: response.status, body: response.status === 304 ? undefined : await response.json() })
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie === undefined ? server.devHeaders : cookieHeader(cookie)) },
      body: JSON.stringify(body)
    }).then(json)
  const get = (path: string) => fetch(`${server.url}${path}`).then(json)
  const marketIn = (answer: { readonly body: { readonly games: ReadonlyArray<Game> } }, marketId: string) =>
    answer.body.games.flatMap((g) => g.markets).find((m) => m.id === marketId)

  it("locks the market for the polls and for placing, then reopens it when its time is up", async () => {
    const accounts = accountServicesOn(server.database)
    const accountId = await playerWithMoney(accounts, 6_601, "RUB", 100_00)
    await accounts.dispose()
    const cookie = await signedInCookie(server.url, server.database, 6_601)
    const top = await get("/bff-api/sports/top?section=line")
    const game = (top.body.games as ReadonlyArray<Game>).find((g) => mainMarket(g) !== undefined)!
    const market = mainMarket(game)!
    const leg = { id: market.outcomes[0]!.id, coef: market.outcomes[0]!.price }
    const before = await get(`/bff-api/sports/game/${game.id}`)
    expect(marketIn(before, market.id)!.status).toBe("open")

    const suspended = await post(SUSPEND, { marketId: market.id, seconds: 5 })
    expect(suspended).toEqual({ status: 200, body: { marketId: market.id, until: START + 5_000 } })
    // A poll from the version the page held is told the market is suspended.
    const poll = await get(`/bff-api/sports/game/${game.id}?since=${before.body.version}`)
    expect(poll.status).toBe(200)
    expect(poll.body.version).toBeGreaterThan(before.body.version)
    expect(marketIn(poll, market.id)).toMatchObject({ status: "suspended" })
    const refused = await post("/web-api/coupon/place", couponBody(accountId, [leg], { amount: 10_00 }), cookie)
    expect(refused).toMatchObject({ status: 422, body: { _tag: "CouponRefused", code: 4, problems: [{ _tag: "LockedBets", betIds: [leg.id] }] } })

    // A millisecond before its time, it stays suspended through the line's ticks (one a second).
    clock.advance(4_999)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(marketIn(await get(`/bff-api/sports/game/${game.id}`), market.id)!.status).toBe("suspended")
    clock.advance(1)
    await expect.poll(async () => marketIn(await get(`/bff-api/sports/game/${game.id}`), market.id)!.status, { timeout: 3_000, interval: 100 }).toBe("open")
    const placed = await post("/web-api/coupon/place", couponBody(accountId, [leg], { amount: 10_00 }), cookie)
    expect(placed).toMatchObject({ status: 200, body: { stake: 10_00, legs: [{ id: leg.id }] } })
    const rows = await server.database.query("select balance from ledger_accounts where id = $1", [accountId])
    expect(Number(rows[0]!["balance"])).toBe(90_00)
  })

  it("answers 404 for a market the line does not have open, and 400 for a malformed call", async () => {
    const top = await get("/bff-api/sports/top?section=line")
    const game = (top.body.games as ReadonlyArray<Game>)[0]!
    expect((await post(SUSPEND, { marketId: "g999999:1x2:0", seconds: 5 })).status).toBe(404)
    expect((await post(SUSPEND, { marketId: `${game.id}:1x2:7`, seconds: 5 })).status).toBe(404)
    for (const body of [{ marketId: "g1;1x2:0", seconds: 5 }, { marketId: `${game.id}:1x2:0`, seconds: 0 }, { marketId: `${game.id}:1x2:0`, seconds: 3601 }, { marketId: `${game.id}:1x2:0` }]) {
      expect((await post(SUSPEND, body)).status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe("the developer's suspension on a production server", () => {
  const server = useTestServer(databasesUnderTest[0]!, { production: true, sports: { secret: fixedSecret(8), live: 10, line: 10, tickEvery: 0 } })

  it("is not there (404 as for any unknown path) and is left out of the API description", async () => {
    // A market the line has open: a non-production server would suspend it.
    const top = (await (await fetch(`${server.url}/bff-api/sports/top?section=line`)).json()) as { games: ReadonlyArray<Game> }
    const market = top.games.map(mainMarket).find((m) => m !== undefined)!
    const answer = await fetch(`${server.url}${SUSPEND}`, { method: "POST", headers: { "content-type": "application/json", ...server.devHeaders }, body: JSON.stringify({ marketId: market.id, seconds: 5 }) })
    expect(answer.status).toBe(404)
    expect(await answer.text()).not.toContain(market.id)
    const paths = Object.keys(((await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> }).paths)
    expect(paths).not.toContain(SUSPEND)
  })
})
