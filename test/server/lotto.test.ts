import { randomUUID } from "node:crypto"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LedgerServiceLive } from "../../server/account/ledger"
import { LottoService, LottoServiceLive } from "../../server/lotto/service"
import { ClusterLeadership } from "../../server/platform/cluster/leadership"
import { databaseLayer } from "../../server/platform/db/databaseLayer"
import { commitmentOf } from "../../src/domain/casino/fair"
import { drawNumbers, LOTTO_GAMES, nextDrawAt } from "../../src/domain/lotto/games"
import { type AccountServices, accountServicesOn, playerWithMoney, signedInCookie, signedInPlayers } from "./support/accounts"
import { CONTRACT_ENDPOINTS } from "./support/contractRequests"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { type RunningServer, startServer } from "../../server/startServer"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * Lotto on the server: the games and draws public, tickets bought with the active account's money (a retried purchase
 * charged once, concurrent purchases never overdrawing), sales closed at the draw time, every ticket paid once by its
 * paytable even with several settlers at once, the revealed seed drawing the announced numbers, and bad input a typed
 * 4xx. Amounts are kopecks.
 */

const LOTTO = "/web-api/lotto"
const SLOW = 120_000
const GAME = LOTTO_GAMES["5-of-36"]

interface Answer {
  readonly status: number
  readonly body: any
}

const call = async (url: string, method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    parsed = text
  }
  return { status: response.status, body: parsed }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A second and third process's lotto service on the same data, never leading: settlers the test runs by hand. */
const otherProcess = (database: FreshDatabase) =>
  ManagedRuntime.make(
    LottoServiceLive.pipe(
      Layer.provide(LedgerServiceLive),
      Layer.provide(Layer.succeed(ClusterLeadership, { leading: Effect.succeed(false), whileLeading: () => Effect.void, join: Effect.void })),
      Layer.provide(databaseLayer(database.options)),
      Layer.orDie
    )
  )

describe.each(databasesUnderTest)("lotto on $label", (db) => {
  // A quarter hour and a minute in: no draw falls due while the clock stands still.
  const clock = makeManualClock(nextDrawAt(GAME, Date.now()) + 60_000)
  const server = useTestServer(db, { clock: clock.clock })
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(async () => {
    await accounts?.dispose()
  })

  const player = signedInPlayers(() => accounts, () => server, 9_100)
  const balanceOf = async (accountId: number) => Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])

  /** The game's draw now selling, once the leader's schedule has made it. */
  const nextDraw = async (game = "5-of-36"): Promise<any> => {
    for (let tries = 0; tries < 200; tries++) {
      const answer = await call(server.url, "GET", LOTTO)
      const next = answer.body?.games?.find((g: any) => g.id === game)?.next
      if (answer.status === 200 && next !== null && next !== undefined && next.drawAt > clock.nowMillis()) return next
      await sleep(50)
    }
    throw new Error("no draw was scheduled")
  }
  const buy = (cookie: string | undefined, request: unknown) => call(server.url, "POST", `${LOTTO}/tickets`, cookie, request)
  const ticketOf = (drawId: number, numbers: ReadonlyArray<number>, stake = 100, ticketKey = randomUUID()) => ({ ticketKey, drawId, numbers, stake })

  it("shows the games, the paytables and the next draw's commitment, never its seed, to a guest", { timeout: SLOW }, async () => {
    const answer = await call(server.url, "GET", LOTTO)
    expect(answer.status).toBe(200)
    expect(answer.body.games.map((g: any) => g.id)).toEqual(["5-of-36", "6-of-45"])
    expect(answer.body.games[0].paytable).toEqual([
      { matches: 2, multiple: 1 },
      { matches: 3, multiple: 10 },
      { matches: 4, multiple: 200 },
      { matches: 5, multiple: 50_000 }
    ])
    const next = await nextDraw()
    expect(next.drawAt).toBe(nextDrawAt(GAME, clock.nowMillis()))
    expect(next.serverSeed).toBeNull()
    expect(next.numbers).toBeNull()
    const [row] = await server.database.query("select server_seed from lotto_draws where id = $1", [next.id])
    expect(commitmentOf(String(row!["server_seed"]))).toBe(next.commitment)
    const one = await call(server.url, "GET", `${LOTTO}/draws/${next.id}`)
    expect(one.status).toBe(200)
    expect(one.body.serverSeed).toBeNull()
    expect((await call(server.url, "GET", `${LOTTO}/draws/999999999`)).status).toBe(404)
    expect(CONTRACT_ENDPOINTS.map((e) => `${e.method} ${e.template}`)).toEqual(
      expect.arrayContaining([
        `GET ${LOTTO}`,
        `GET ${LOTTO}/draws/:drawId`,
        `GET ${LOTTO}/draws/:drawId/tickets`,
        `GET ${LOTTO}/tickets/:ticketId`,
        `POST ${LOTTO}/tickets`,
        "POST /web-api/dev/lotto/draw"
      ])
    )
  })

  it("answers 401 to every ticket call without a session, and 401 to the draw now without the dev token", { timeout: SLOW }, async () => {
    const next = await nextDraw()
    expect((await buy(undefined, ticketOf(next.id, [1, 2, 3, 4, 5]))).status).toBe(401)
    expect((await call(server.url, "GET", `${LOTTO}/draws/${next.id}/tickets`)).status).toBe(401)
    expect((await call(server.url, "GET", `${LOTTO}/tickets/abcdefgh1234`)).status).toBe(401)
    expect((await call(server.url, "POST", "/web-api/dev/lotto/draw", undefined, { game: "5-of-36" })).status).toBe(401)
    expect((await call(server.url, "POST", "/web-api/dev/lotto/draw", undefined, { game: "5-of-36" }, { "x-dev-token": "wrong" })).status).toBe(401)
  })

  it("charges a retried purchase once, answers the first ticket, and refuses the key for another ticket", { timeout: SLOW }, async () => {
    const who = await player(10_000)
    const next = await nextDraw()
    const request = ticketOf(next.id, [5, 1, 9, 30, 36], 250)
    const answers = await Promise.all(Array.from({ length: 6 }, () => buy(who.cookie, request)))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect(new Set(answers.map((a) => JSON.stringify(a.body.ticket))).size).toBe(1)
    expect(answers[0]!.body.ticket.numbers).toEqual([1, 5, 9, 30, 36])
    expect((await buy(who.cookie, request)).status).toBe(200)
    expect(await balanceOf(who.accountId)).toBe(9_750)
    expect((await server.database.query("select count(*)::int as n from lotto_tickets where user_id = $1", [who.userId]))[0]!["n"]).toBe(1)
    const reused = await buy(who.cookie, { ...request, numbers: [1, 2, 3, 4, 5] })
    expect(reused.status).toBe(409)
    expect(reused.body.code).toBe(82)
    expect(await balanceOf(who.accountId)).toBe(9_750)
  })

  it("never overdraws: 20 purchases at once on a balance for 10", { timeout: SLOW }, async () => {
    const who = await player(1_000)
    const next = await nextDraw()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(who.cookie, ticketOf(next.id, [1, 2, 3, 4, 5 + i], 100))))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused).toHaveLength(10)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.body.code).toBe(81)
    }
    expect(await balanceOf(who.accountId)).toBe(0)
  })

  it("holds a ticket to the player's responsible gaming: a daily wagering limit counts lotto stakes, self-exclusion refuses", { timeout: SLOW }, async () => {
    const who = await player(10_000)
    const next = await nextDraw()
    const at = new Date(clock.nowMillis() - 3_600_000)
    // A daily wagering limit of 3.00: two tickets of 1.00 and 2.00 fit it, a third of 1.00 does not.
    await server.database.query("insert into player_limits (user_id, limit_type, value, currency, since) values ($1, 1, 300, 'RUB', $2)", [who.userId, at])
    expect((await buy(who.cookie, ticketOf(next.id, [1, 2, 3, 4, 5], 100))).status).toBe(200)
    expect((await buy(who.cookie, ticketOf(next.id, [1, 2, 3, 4, 6], 200))).status).toBe(200)
    const over = await buy(who.cookie, ticketOf(next.id, [1, 2, 3, 4, 7], 100))
    expect(over.status).toBe(403)
    expect(over.body._tag).toBe("ResponsibleGamingRefused")
    expect(over.body.remaining).toBe(0)
    expect(await balanceOf(who.accountId)).toBe(9_700)

    const excluded = await player(10_000)
    await server.database.query("insert into player_exclusions (user_id, limit_type, started_at) values ($1, 30, $2)", [excluded.userId, at])
    const refused = await buy(excluded.cookie, ticketOf(next.id, [1, 2, 3, 4, 5], 100))
    expect(refused.status).toBe(403)
    expect(refused.body._tag).toBe("ResponsibleGamingRefused")
    expect(await balanceOf(excluded.accountId)).toBe(10_000)
  })

  it("refuses bad tickets and bad bodies with a typed 4xx", { timeout: SLOW }, async () => {
    const who = await player(1_000)
    const next = await nextDraw()
    const bad = async (body: unknown, status: number) => {
      const answer = await buy(who.cookie, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      return answer
    }
    expect((await bad(ticketOf(next.id, [1, 2, 3, 4]), 400)).body._tag).toBe("LottoTicketInvalid")
    await bad(ticketOf(next.id, [1, 2, 3, 4, 37]), 400)
    await bad(ticketOf(next.id, [1, 1, 3, 4, 5]), 400)
    await bad(ticketOf(next.id, [1, 2, 3, 4, 5], 5), 400)
    await bad(ticketOf(next.id, [1, 2, 3, 4, 5], 1.5), 400)
    await bad({ ...ticketOf(next.id, [1, 2, 3, 4, 5]), ticketKey: "bad\u0000key1234" }, 400)
    await bad("{not json", 400)
    await bad({ ...ticketOf(next.id, [1, 2, 3, 4, 5]), ticketKey: "k".repeat(100_000) }, 413)
    expect((await bad(ticketOf(999_999_999, [1, 2, 3, 4, 5]), 404)).body._tag).toBe("LottoNotFound")
    expect((await call(server.url, "GET", `${LOTTO}/draws/x%00y`)).status).toBe(400)
    expect((await call(server.url, "GET", `${LOTTO}/tickets/a%00bcdefgh`, who.cookie)).status).toBe(400)
    expect(await balanceOf(who.accountId)).toBe(1_000)
  })

  it("draws from the committed seed, pays every ticket once by the paytable with three settlers at once, and closes the sales", { timeout: SLOW }, async () => {
    const next = await nextDraw()
    const [row] = await server.database.query("select server_seed from lotto_draws where id = $1", [next.id])
    const drawn = [...drawNumbers(GAME, String(row!["server_seed"]), next.id)].sort((a, b) => a - b)
    const missing = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !drawn.includes(n))
    // Five matches, three, two, none: 50,000×, 10×, 1× and nothing of the stake.
    const tickets = [drawn, [...drawn.slice(0, 3), ...missing.slice(0, 2)], [...drawn.slice(0, 2), ...missing.slice(0, 3)], missing.slice(0, 5)]
    const multiples = [50_000, 10, 1, 0]
    const buyers = await Promise.all(tickets.map(() => player(1_000)))
    const keys = await Promise.all(
      tickets.map(async (numbers, i) => {
        const answer = await buy(buyers[i]!.cookie, ticketOf(next.id, numbers, 100))
        expect(answer.status).toBe(200)
        expect(answer.body.balance).toBe(900)
        return answer.body.ticket.ticketId as string
      })
    )
    // Another player reads neither the ticket nor it among the draw's.
    expect((await call(server.url, "GET", `${LOTTO}/tickets/${keys[0]}`, buyers[1]!.cookie)).status).toBe(404)
    expect((await call(server.url, "GET", `${LOTTO}/draws/${next.id}/tickets`, buyers[1]!.cookie)).body.tickets.map((t: any) => t.ticketId)).toEqual([keys[1]])

    const a = otherProcess(server.database)
    const b = otherProcess(server.database)
    try {
      const [answer] = await Promise.all([
        call(server.url, "POST", "/web-api/dev/lotto/draw", undefined, { game: "5-of-36" }, server.devHeaders),
        a.runPromise(Effect.flatMap(LottoService, (s) => Effect.repeatN(s.settleDrawn, 20))),
        b.runPromise(Effect.flatMap(LottoService, (s) => Effect.repeatN(s.settleDrawn, 20)))
      ])
      expect(answer.status).toBe(200)
      expect(answer.body.id).toBe(next.id)
      expect(answer.body.numbers).toEqual(drawn)
      expect(commitmentOf(answer.body.serverSeed)).toBe(next.commitment)
      await Promise.all([a.runPromise(Effect.flatMap(LottoService, (s) => s.settleDrawn)), b.runPromise(Effect.flatMap(LottoService, (s) => s.settleDrawn))])
    } finally {
      await a.dispose()
      await b.dispose()
    }

    for (const [i, buyer] of buyers.entries()) {
      expect(await balanceOf(buyer.accountId)).toBe(900 + 100 * multiples[i]!)
      const ticket = await call(server.url, "GET", `${LOTTO}/tickets/${keys[i]}`, buyer.cookie)
      expect(ticket.body.matches).toBe([5, 3, 2, 0][i])
      expect(ticket.body.prize).toBe(100 * multiples[i]!)
    }
    // Every winning ticket of the draw (the earlier tests' too) credited by exactly one transaction of its prize.
    const [paid] = await server.database.query(
      `select (select count(*)::int from ledger_transactions where idempotency_key like 'lotto:prize:%') as transactions,
              (select coalesce(sum(e.amount), 0)::bigint from ledger_transactions x join ledger_entries e on e.transaction_id = x.id
                 join ledger_accounts a on a.id = e.account_id where x.idempotency_key like 'lotto:prize:%' and a.user_id is not null) as credited,
              (select count(*)::int from lotto_tickets where prize > 0) as winners,
              (select coalesce(sum(prize), 0)::bigint from lotto_tickets) as prizes,
              (select count(*)::int from lotto_tickets where draw_id = $1 and settled_at is null) as open`,
      [next.id]
    )
    expect(paid!["transactions"]).toBe(paid!["winners"])
    expect(paid!["winners"]).toBeGreaterThanOrEqual(3)
    expect(Number(paid!["credited"])).toBe(Number(paid!["prizes"]))
    expect(paid!["open"]).toBe(0)
    const [draw] = await server.database.query("select settled_at from lotto_draws where id = $1", [next.id])
    expect(draw!["settled_at"]).not.toBeNull()

    const late = await buy(buyers[3]!.cookie, ticketOf(next.id, [1, 2, 3, 4, 5]))
    expect(late.status).toBe(409)
    expect(late.body.code).toBe(80)
    expect(await balanceOf(buyers[3]!.accountId)).toBe(900)
    // The next draw is on sale at once.
    expect((await nextDraw()).id).not.toBe(next.id)
  })

  it("closes the sales at the draw time, before the leader has drawn it", { timeout: SLOW }, async () => {
    const next = await nextDraw("6-of-45")
    clock.advance(next.drawAt - clock.nowMillis())
    // Signed in after the clock moved (up to an hour: longer than an idle session lives).
    const who = await player(1_000)
    const late = await buy(who.cookie, ticketOf(next.id, [1, 2, 3, 4, 5, 6]))
    expect(late.status).toBe(409)
    expect(late.body.code).toBe(80)
    expect(await balanceOf(who.accountId)).toBe(1_000)
  })
})

describe.each(databasesUnderTest)("a lotto draw across a restart on $label", (db) => {
  const clock = makeManualClock(nextDrawAt(GAME, Date.now()) + 60_000)
  let database: FreshDatabase
  let accounts: AccountServices
  let running: RunningServer | undefined
  const start = () =>
    startServer({
      database: database.options,
      clock: clock.clock,
      sessionCreationLimit: { limit: 100_000, window: "1 minute" },
      operatorToken: Redacted.make(TEST_OPERATOR_TOKEN),
      log: () => {}
    })
  beforeAll(async () => {
    database = await db.fresh()
    accounts = accountServicesOn(database)
  }, SLOW)
  afterAll(async () => {
    await running?.close()
    await accounts?.dispose()
    await database?.dispose()
  }, SLOW)

  it("draws and pays, once, the draw whose time passed while no server ran", { timeout: SLOW }, async () => {
    running = await start()
    let next: any
    for (let tries = 0; tries < 200 && next === undefined; tries++) {
      next = (await call(running.url, "GET", LOTTO)).body?.games?.find((g: any) => g.id === "5-of-36")?.next ?? undefined
      if (next === undefined) await sleep(50)
    }
    const [row] = await database.query("select server_seed from lotto_draws where id = $1", [next.id])
    const drawn = [...drawNumbers(GAME, String(row!["server_seed"]), next.id)].sort((a, b) => a - b)
    const userId = 9_900
    const accountId = await playerWithMoney(accounts, userId, "RUB", 1_000)
    const cookie = await signedInCookie(running.url, database, userId)
    // Four matched: 200 times the stake.
    const numbers = [...drawn.slice(0, 4), Array.from({ length: 36 }, (_, i) => i + 1).find((n) => !drawn.includes(n))!]
    const bought = await call(running.url, "POST", `${LOTTO}/tickets`, cookie, { ticketKey: randomUUID(), drawId: next.id, numbers, stake: 10 })
    expect(bought.status).toBe(200)
    await running.close()
    running = undefined
    clock.advance(next.drawAt + 60_000 - clock.nowMillis())

    running = await start()
    for (let tries = 0; tries < 600; tries++) {
      const [draw] = await database.query("select settled_at from lotto_draws where id = $1", [next.id])
      if (draw!["settled_at"] !== null) break
      await sleep(50)
    }
    await sleep(300)
    const [draw] = await database.query("select array_to_json(numbers)::text as numbers, settled_at from lotto_draws where id = $1", [next.id])
    expect(JSON.parse(String(draw!["numbers"])).sort((a: number, b: number) => a - b)).toEqual(drawn)
    expect(draw!["settled_at"]).not.toBeNull()
    const [{ balance }] = (await database.query("select balance from ledger_accounts where id = $1", [accountId])) as Array<any>
    expect(Number(balance)).toBe(1_000 - 10 + 2_000)
    expect(await database.query("select count(*)::int as n from ledger_transactions where idempotency_key like 'lotto:prize:%'")).toEqual([{ n: 1 }])
  })
})
