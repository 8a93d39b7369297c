import { createHash, randomUUID } from "node:crypto"
import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "../../server/startServer"
import { CRASH_PAUSE_MS } from "../../src/domain/api/casinoCrash"
import { crashPointFrom, crashRoundRandom, seedChain } from "../../src/domain/casino/games/crash"
import { type AccountServices, accountServicesOn, playerWithMoney, signedInCookie, signedInPlayers } from "./support/accounts"
import { databasesUnderTest, type FreshDatabase, freshPostgresSchema, TEST_DATABASE_URL } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock, type ManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The crash game on the server: a shared round loop on the test's clock (it stands still until the test moves it), bets
 * debited in the betting phase and refused after it, cash-outs decided by the server's time against the crash time,
 * automatic targets paid exactly, every bet paid once, the revealed seeds chained back to the published commitment,
 * and a round left open by a stopped server settled once by the next. Amounts are kopecks.
 */

const CRASH = "/web-api/casino/crash"
const SLOW = 120_000

interface Answer {
  readonly status: number
  readonly body: any
  readonly text: string
}

interface Player {
  readonly userId: number
  readonly accountId: number
  readonly cookie: string
}

const sha256 = (hex: string) => createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex")
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const call = async (url: string, method: string, path: string, cookie: string | undefined, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text), text }
}

/** The crash point of round `number` of the stored chain, from its secret (which only a test may read from the database). */
const crashPointOfRound = async (database: FreshDatabase, chainOfRound: number, number: number): Promise<number> => {
  const [chain] = await database.query("select h.last_seed, h.length, h.salt from crash_rounds c join crash_chains h on h.id = c.chain_id where c.id = $1", [chainOfRound])
  const seeds = seedChain(String(chain!["last_seed"]), Number(chain!["length"]))
  return crashPointFrom(crashRoundRandom(seeds[number]!, String(chain!["salt"]), number).int(2 ** 40))
}

/** When a round of this crash point (hundredths) crashes, in ms after its start: the curve is e^(0.00006·t). */
const crashMsOf = (crashPoint: number): number => (crashPoint < 100 ? 0 : Math.ceil(Math.log(crashPoint / 100) / 0.00006) + 5)

const crashTools = (url: () => string, database: () => FreshDatabase, clock: ManualClock) => {
  const state = (who: Player) => call(url(), "GET", `${CRASH}/state`, who.cookie)
  /** The state once `until` holds of it (the loop runs on real time: a tick or two). */
  const stateWhen = async (who: Player, until: (body: any) => boolean): Promise<any> => {
    for (let tries = 0; tries < 200; tries++) {
      const answer = await state(who)
      if (answer.status === 200 && until(answer.body)) return answer.body
      await sleep(50)
    }
    throw new Error(`the crash state never got there: ${JSON.stringify((await state(who)).body)}`)
  }
  /** A round in its betting phase whose crash point is at least `least` (hundredths): rounds below it are flown past. */
  const bettingRound = async (who: Player, least: number): Promise<{ round: any; crashPoint: number }> => {
    for (let rounds = 0; rounds < 40; rounds++) {
      const { round } = await stateWhen(who, () => true)
      if (round.phase !== "betting") {
        await flyPast(who, round)
        continue
      }
      const crashPoint = await crashPointOfRound(database(), round.id, round.number)
      if (crashPoint >= least) return { round, crashPoint }
      await flyPast(who, round)
    }
    throw new Error(`no round reached ${least} in 40`)
  }
  /** The clock moved past the round's crash and its settlement, and the loop seen to open the next round. */
  const flyPast = async (who: Player, round: any) => {
    const crashPoint = await crashPointOfRound(database(), round.id, round.number)
    clock.advance(Math.max(0, round.startsAt + crashMsOf(crashPoint) + 1_000 - clock.nowMillis()))
    await stateWhen(who, (body) => body.round.id === round.id && body.round.phase === "crashed")
    const [settled] = await waitForSettled(round.id)
    expect(settled).toBeDefined()
    clock.advance(3_500)
    await stateWhen(who, (body) => body.round.id !== round.id)
  }
  // Up to 30 s: after a restart on PostgreSQL the new server first builds its world, then waits out the old lease.
  const waitForSettled = async (roundId: number) => {
    for (let tries = 0; tries < 600; tries++) {
      const rows = await database().query("select settled_at from crash_rounds where id = $1 and settled_at is not null", [roundId])
      if (rows.length > 0) return rows
      await sleep(50)
    }
    throw new Error(`round ${roundId} never settled`)
  }
  return { state, stateWhen, bettingRound, flyPast, waitForSettled }
}

describe.each(databasesUnderTest)("the crash game on $label", (db) => {
  const clock = makeManualClock(Date.now())
  const server = useTestServer(db, { clock: clock.clock })
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(async () => {
    await accounts?.dispose()
  })
  const tools = crashTools(() => server.url, () => server.database, clock)

  const player = signedInPlayers(() => accounts, () => server, 7_000)
  const bet = (who: Player, roundId: number, stake: number, autoCashOut?: number, betId: string = randomUUID()) =>
    call(server.url, "POST", `${CRASH}/bets`, who.cookie, { betId, roundId, stake, ...(autoCashOut === undefined ? {} : { autoCashOut }) })
  const cashOut = (who: Player, betId: string) => call(server.url, "POST", `${CRASH}/bets/${betId}/cash-out`, who.cookie)
  const balanceOf = async (who: Player): Promise<number> =>
    Number((await server.database.query("select balance from ledger_accounts where id = $1", [who.accountId]))[0]!["balance"])
  const expectLedgerBalanced = async () => {
    expect(await server.database.query("select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0")).toEqual([])
    expect(
      await server.database.query(
        `select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
         where a.user_id is not null group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`
      )
    ).toEqual([])
  }

  it("answers 401 without a session", async () => {
    expect((await call(server.url, "GET", `${CRASH}/state`, undefined)).status).toBe(401)
    expect((await call(server.url, "POST", `${CRASH}/bets`, undefined, { betId: randomUUID(), roundId: 1, stake: 100 })).status).toBe(401)
  })

  it("takes a bet in the betting phase, debiting the stake, and refuses one once the flight has begun", async () => {
    const who = await player(100_000)
    const { round } = await tools.bettingRound(who, 0)
    // Betting is open for 6 s before the flight.
    expect(round.startsAt - round.createdAt).toBe(6_000)
    expect(round.crashPoint).toBeNull()
    expect(round.seed).toBeNull()
    const placed = await bet(who, round.id, 2_500)
    expect(placed.status, placed.text).toBe(200)
    expect(placed.body.balance).toBe(97_500)
    expect(await balanceOf(who)).toBe(97_500)
    const seen = await tools.stateWhen(who, (body) => body.bet !== null)
    expect(seen.bet).toMatchObject({ stake: 2_500, roundId: round.id, settled: false })

    const late = await player(100_000)
    clock.advance(round.startsAt - clock.nowMillis())
    const refused = await bet(late, round.id, 2_500)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ _tag: "CasinoRoundRefused", code: 70 })
    expect(await balanceOf(late)).toBe(100_000)
    await tools.flyPast(who, round)
  }, SLOW)

  it("pays a cash-out by hand the curve at the server's time, and refuses one after the crash", async () => {
    const who = await player(100_000)
    // 1.07× is reached 1,128 ms after the start: a round crashing later is still flying at 1,000 ms.
    const { round } = await tools.bettingRound(who, 107)
    const betId = randomUUID()
    expect((await bet(who, round.id, 10_000, undefined, betId)).status).toBe(200)
    const early = await cashOut(who, betId)
    expect(early.status).toBe(409)
    expect(early.body.code).toBe(73)
    clock.advance(round.startsAt + 1_000 - clock.nowMillis())
    // At 1,000 ms the curve stands at ⌊100·e^0.06⌋ = 106 hundredths: 10,000 × 1.06 = 10,600.
    const out = await cashOut(who, betId)
    expect(out.status, out.text).toBe(200)
    expect(out.body.bet).toMatchObject({ cashedOutAt: 106, settled: true, win: 10_600 })
    expect(out.body.balance).toBe(100_600)
    // Sent again: the same answer, nothing paid twice.
    const again = await cashOut(who, betId)
    expect(again.status).toBe(200)
    expect(again.body.bet.win).toBe(10_600)
    expect(await balanceOf(who)).toBe(100_600)

    const crashPoint = await crashPointOfRound(server.database, round.id, round.number)
    await tools.flyPast(who, round)
    const history = await call(server.url, "GET", "/web-api/casino/rounds", who.cookie)
    const listed = history.body.rounds.find((r: any) => r.roundId === betId)
    expect(listed).toMatchObject({ gameId: "crash", stake: 10_000, win: 10_600, outcome: { crashRoundId: round.id, crashPoint, cashedOutMs: 1_000 } })
    expect(listed.seeds).toMatchObject({ commitment: round.commitment, clientSeed: round.salt, nonce: round.number })

    // A bet ridden to the crash: its cash-out comes too late.
    const next = await tools.bettingRound(who, 0)
    const lostId = randomUUID()
    expect((await bet(who, next.round.id, 1_000, undefined, lostId)).status).toBe(200)
    await tools.flyPast(who, next.round)
    const late = await cashOut(who, lostId)
    expect(late.status).toBe(409)
    expect(late.body.code).toBe(71)
    expect(await balanceOf(who)).toBe(99_600)
    await expectLedgerBalanced()
  }, SLOW)

  it("pays an automatic cash-out exactly its target when the crash point reaches it, and nothing when it does not", async () => {
    const winner = await player(100_000)
    const loser = await player(100_000)
    const { crashPoint, round } = await tools.bettingRound(winner, 150)
    expect((await bet(winner, round.id, 3_333, 150)).status).toBe(200)
    expect((await bet(loser, round.id, 3_333, crashPoint + 1)).status).toBe(200)
    await tools.flyPast(winner, round)
    // 3,333 × 1.50 = 4,999.5: rounded down to 4,999.
    expect(await balanceOf(winner)).toBe(100_000 - 3_333 + 4_999)
    expect(await balanceOf(loser)).toBe(100_000 - 3_333)
    await expectLedgerBalanced()
  }, SLOW)

  it("names the automatic target it refuses", async () => {
    const who = await player(100_000)
    const { round } = await tools.bettingRound(who, 0)
    const refused = await bet(who, round.id, 100, 100)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ _tag: "CasinoRoundInvalid", field: "autoCashOut" })
    expect(await balanceOf(who)).toBe(100_000)
  }, SLOW)

  it("never overdraws one balance under 50 bets at once, and pays a repeated bet key once", async () => {
    const who = await player(5_000)
    const { round } = await tools.bettingRound(who, 0)
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(who, round.id, 5_000)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect(await balanceOf(who)).toBe(0)

    const twice = await player(5_000)
    const betId = randomUUID()
    const both = await Promise.all([bet(twice, round.id, 2_000, 200, betId), bet(twice, round.id, 2_000, 200, betId)])
    expect(both.map((a) => a.status)).toEqual([200, 200])
    expect(both[0]!.body.bet).toEqual(both[1]!.body.bet)
    expect(await balanceOf(twice)).toBe(3_000)
    await expectLedgerBalanced()
  }, SLOW)

  it("refuses a self-excluded player's bet with the typed refusal", async () => {
    const who = await player(10_000)
    await server.database.query(
      "insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, 30, now() - interval '1 minute', now() + interval '7 days')",
      [who.userId]
    )
    const { round } = await tools.bettingRound(who, 0)
    const refused = await bet(who, round.id, 100)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 43 })
    expect(await balanceOf(who)).toBe(10_000)
  }, SLOW)

  it("shows nobody another player's bet, nor lets them cash it out", async () => {
    const owner = await player(10_000)
    const other = await player(10_000)
    const { round } = await tools.bettingRound(owner, 0)
    const betId = randomUUID()
    expect((await bet(owner, round.id, 1_000, undefined, betId)).status).toBe(200)
    const seen = await tools.stateWhen(other, (body) => body.players >= 1)
    expect(seen.bet).toBeNull()
    clock.advance(round.startsAt + 1 - clock.nowMillis())
    expect((await cashOut(other, betId)).status).toBe(404)
    expect((await call(server.url, "GET", `/web-api/casino/rounds/${betId}`, other.cookie)).status).toBe(404)
    expect(await balanceOf(owner)).toBe(9_000)
  }, SLOW)

  it("reveals each round's seed after its crash: it hashes to the seed before it, and the chain to the published commitment", async () => {
    const who = await player(1_000)
    const first = await tools.bettingRound(who, 0)
    const { commitment, previousSeed } = first.round
    await tools.flyPast(who, first.round)
    const recent = await call(server.url, "GET", `${CRASH}/rounds`, who.cookie)
    expect(recent.status).toBe(200)
    const revealed = recent.body.rounds.find((r: any) => r.id === first.round.id)
    expect(sha256(revealed.seed)).toBe(previousSeed)
    let hashed = revealed.seed
    for (let i = 0; i < revealed.number; i++) hashed = sha256(hashed)
    expect(hashed).toBe(commitment)
    expect(revealed.crashPoint).toBe(await crashPointOfRound(server.database, first.round.id, first.round.number))
    // The rounds come in order on one chain: each revealed seed hashes to the one revealed before it.
    const sameChain = recent.body.rounds.filter((r: any) => r.commitment === commitment).sort((a: any, b: any) => a.number - b.number)
    for (let i = 1; i < sameChain.length; i++) expect(sha256(sameChain[i].seed)).toBe(sameChain[i - 1].seed)
    // The secret never travels: no answer so far carried the chain's last seed.
    const [chain] = await server.database.query("select last_seed from crash_chains order by id desc limit 1")
    expect(JSON.stringify(recent.body)).not.toContain(String(chain!["last_seed"]))
    expect(server.logs.join("\n")).not.toContain(String(chain!["last_seed"]))
  }, SLOW)
})

describe.each(databasesUnderTest)("a crash round across a restart on $label", (db) => {
  const clock = makeManualClock(Date.now())
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

  it("settles the round a stopped server left in flight once, when the next one starts", async () => {
    running = await start()
    const tools = crashTools(() => running!.url, () => database, clock)
    const accountId = await playerWithMoney(accounts, 7_900, "RUB", 10_000)
    const who = { userId: 7_900, accountId, cookie: await signedInCookie(running.url, database, 7_900) }
    const { round, crashPoint } = await tools.bettingRound(who, 101)
    const betId = randomUUID()
    expect((await call(running.url, "POST", `${CRASH}/bets`, who.cookie, { betId, roundId: round.id, stake: 1_000, autoCashOut: 101 })).status).toBe(200)
    clock.advance(round.startsAt + 10 - clock.nowMillis())
    await running.close()
    running = undefined
    // Down for a minute, or until past the round's crash and the pause after it (a high point flies for minutes): the
    // next server finds the round over, settles it, and opens the next.
    clock.advance(Math.max(60_000, round.startsAt + crashMsOf(crashPoint) + CRASH_PAUSE_MS + 1_000 - clock.nowMillis()))

    running = await start()
    await tools.waitForSettled(round.id)
    // The loop opens the next round at a later tick (100 ms apart, slower on a busy machine): one, however long it runs.
    const roundsAfter = async () => ((await database.query("select count(*)::int as rounds from crash_rounds where id > $1", [round.id])) as Array<any>)[0].rounds
    await expect.poll(roundsAfter, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0)
    await sleep(500)
    expect(await roundsAfter()).toBe(1)
    // 1,000 × 1.01 = 1,010, once: the stake's transaction and one payout.
    const [{ balance }] = (await database.query("select balance from ledger_accounts where id = $1", [accountId])) as Array<any>
    expect(Number(balance)).toBe(10_010)
    const postings = await database.query("select idempotency_key from ledger_transactions where idempotency_key like $1", [`casino:7900:${betId}%`])
    expect(postings).toHaveLength(2)
  }, SLOW)
})

describe.skipIf(TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "")("two servers on one PostgreSQL", () => {
  const clock = makeManualClock(Date.now())
  let database: FreshDatabase
  let servers: ReadonlyArray<RunningServer> = []
  beforeAll(async () => {
    database = await freshPostgresSchema(TEST_DATABASE_URL!)
  }, SLOW)
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await database?.dispose()
  }, SLOW)

  const newestRound = async () =>
    (await database.query("select id, starts_at, crash_ms, settled_at from crash_rounds order by id desc limit 1"))[0] as
      | { id: string; starts_at: Date; crash_ms: string; settled_at: Date | null }
      | undefined
  const until = async <A>(read: () => Promise<A | undefined>, what: string): Promise<A> => {
    for (let tries = 0; tries < 200; tries++) {
      const value = await read()
      if (value !== undefined) return value
      await sleep(50)
    }
    throw new Error(`never happened: ${what}`)
  }

  it("run one chain of rounds between them: both loops started together open one chain, and every round once", async () => {
    const start = () =>
      startServer({
        database: database.options,
        clock: clock.clock,
        sessionCreationLimit: { limit: 100_000, window: "1 minute" },
        operatorToken: Redacted.make(TEST_OPERATOR_TOKEN),
        log: () => {}
      })
    servers = await Promise.all([start(), start()])
    let round = await until(newestRound, "a first round")
    for (let flown = 0; flown < 4; flown++) {
      // Past the crash, the settlement's grace and the pause before the next round (3 s): the next one opens.
      clock.advance(Math.max(0, round.starts_at.getTime() + Number(round.crash_ms) + 5_000 - clock.nowMillis()))
      const previous = round.id
      round = await until(async () => {
        const newest = await newestRound()
        return newest !== undefined && newest.id !== previous ? newest : undefined
      }, "the next round")
      await sleep(300)
    }
    expect(await database.query("select count(*)::int as chains from crash_chains")).toEqual([{ chains: 1 }])
    const rounds = await database.query("select round, settled_at is not null as settled from crash_rounds order by id")
    expect(rounds.map((row) => row["round"])).toEqual([1, 2, 3, 4, 5])
    expect(rounds.map((row) => row["settled"])).toEqual([true, true, true, true, false])
  }, SLOW)
})
