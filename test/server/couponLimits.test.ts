import { fixedSecret } from "../support/worldSecrets"
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { Effect, Either, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { limitsCommand, LimitsInputRefused } from "../../server/operator/limitsCommand"
import { startServer, type RunningServer } from "../../server/startServer"
import { type AccountServices, accountServicesOn, signedInPlayers } from "./support/accounts"
import { type BetLeg, couponBody, settlerProcessOn, mainMarket } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * The coupon limits per currency live in the database (migration 037) and the operator changes them with
 * `npm run operator -- limits set` (issue 9). Two server instances share one database here: a change made through
 * one of them, or in the database by anyone, is what both answer on GET /web-api/coupon/limits and what both hold a
 * placement to, within 2 s; bad input from the operator changes nothing.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SPORTS = { secret: fixedSecret(7), live: 60, line: 300 }
const OPERATOR_TOKEN = "operator-token-for-the-coupon-limits-tests-01234"
const ROOT = join(import.meta.dirname, "..", "..")
/** "Within a couple of seconds at most." */
const SOON = { timeout: 2000, interval: 50 }

/** Migration 037's seed: the values server/coupon/limits.ts had as code, minor units. */
const SEEDED: ReadonlyArray<readonly [string, number, number, number]> = [
  ["BRL", 100, 600_000, 60_000_000],
  ["CAD", 30, 150_000, 15_000_000],
  ["EUR", 20, 100_000, 10_000_000],
  ["GBP", 10, 100_000, 10_000_000],
  ["INR", 1000, 10_000_000, 1_000_000_000],
  ["KZT", 5000, 50_000_000, 5_000_000_000],
  ["RUB", 1000, 10_000_000, 1_000_000_000],
  ["TRY", 500, 4_000_000, 400_000_000],
  ["USD", 20, 100_000, 10_000_000],
  ["UZS", 150_000, 1_500_000_000, 150_000_000_000]
]

/** The operator tool itself, as a process: `npm run operator -- …` against the server at `url`. */
const operatorTool = async (url: string, args: ReadonlyArray<string>) => {
  try {
    const { stderr, stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "server/operator/cli.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env["PATH"] ?? "", OPERATOR_URL: url, OPERATOR_TOKEN },
      timeout: 60_000
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** The tool's `limits` command run in this process (what the tool runs, without a process of its own each time). */
const limits = (url: string, args: ReadonlyArray<string>) => Effect.runPromise(Effect.either(limitsCommand(args, url, Redacted.make(OPERATOR_TOKEN))))

/** `limits show`'s rows as [currency, min, max, max payout]. */
const shownRows = (text: string) =>
  text
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map(([currency, ...amounts]) => [currency, ...amounts.map(Number)])

describe.each(databasesUnderTest)("coupon limits set by the operator, two server instances on $label", (db) => {
  const clock = makeManualClock(START)
  const options = { clock: clock.clock, sports: SPORTS, coupon: { inPlayDelay: 0, settleEvery: 0 }, operatorToken: Redacted.make(OPERATOR_TOKEN) }
  const first = useTestServer(db, options)
  let second: RunningServer | undefined
  let accounts: AccountServices
  /** A line game's home win, the same on both instances (one seed, one clock). */
  let leg: BetLeg
  beforeAll(async () => {
    second = await startServer({ ...options, database: first.database.options, log: () => undefined })
    accounts = accountServicesOn(first.database)
    const settler = settlerProcessOn(first.database, clock.clock, SPORTS)
    const world = await settler.world()
    await settler.dispose()
    const game = [...world.games.values()].map((g) => g.game).find((g) => g.status === "line" && mainMarket(g) !== undefined)!
    const outcome = mainMarket(game)!.outcomes[0]!
    leg = { id: outcome.id, coef: outcome.price }
  }, 60_000)
  afterAll(async () => {
    await second?.close()
    await accounts?.dispose()
  })

  const player = signedInPlayers(() => accounts, () => first, 7_700)
  const limitsOn = async (url: string, who: { readonly accountId: number; readonly cookie: string }) => {
    const response = await fetch(`${url}/web-api/coupon/limits?accountId=${who.accountId}`, { headers: cookieHeader(who.cookie) })
    expect(response.status).toBe(200)
    const { maxBetAmount, maxPayout, minBetAmount } = (await response.json()) as Record<string, number>
    return { minBetAmount, maxBetAmount, maxPayout }
  }
  const place = async (url: string, who: { readonly accountId: number; readonly cookie: string }, amount: number) => {
    const response = await fetch(`${url}/web-api/coupon/place`, {
      method: "POST",
      headers: { "content-type": "application/json", ...cookieHeader(who.cookie) },
      body: JSON.stringify(couponBody(who.accountId, [leg], { amount }))
    })
    return { status: response.status, body: (await response.json()) as { readonly code?: number; readonly _tag?: string; readonly stake?: number } }
  }
  const storedRows = async () =>
    (await first.database.query("select currency, min_bet_amount, max_bet_amount, max_payout from coupon_limits order by currency")).map((row) => [
      row["currency"],
      Number(row["min_bet_amount"]),
      Number(row["max_bet_amount"]),
      Number(row["max_payout"])
    ])
  const operatorPost = (body: unknown, token = OPERATOR_TOKEN) =>
    fetch(`${first.url}/web-api/operator/coupon/limits`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-operator-token": token },
      body: JSON.stringify(body)
    })

  it("shows today's limits with `limits show`, and answers RUB's on both instances", async () => {
    const shown = await limits(first.url, ["show"])
    expect(Either.isRight(shown)).toBe(true)
    expect(shownRows(Either.getOrThrow(shown))).toEqual(SEEDED)
    const anna = await player(0)
    const rub = { minBetAmount: 1000, maxBetAmount: 10_000_000, maxPayout: 1_000_000_000 }
    expect(await limitsOn(first.url, anna)).toEqual(rub)
    expect(await limitsOn(second!.url, anna)).toEqual(rub)
  })

  it("refuses bad operator input with a clear message, and changes nothing", async () => {
    const refusals: ReadonlyArray<readonly [ReadonlyArray<string>, RegExp]> = [
      [["set", "RUB", "--min", "500", "--max", "400", "--max-payout", "1000000"], /the minimum stake \(500\) is above the maximum stake \(400\)/],
      [["set", "XYZ", "--min", "500", "--max", "20000", "--max-payout", "1000000"], /"XYZ" is not a known ISO 4217 currency code/],
      [["set", "RUB", "--min", "0", "--max", "20000", "--max-payout", "1000000"], /--min is a positive whole number of minor units/],
      [["set", "RUB", "--min", "500", "--max", "200.50", "--max-payout", "1000000"], /--max is a positive whole number of minor units .*, not "200.50"/],
      [["set", "RUB", "--min", "500", "--max", "20000", "--max-payout", "-1"], /--max-payout is a positive whole number of minor units .*, not "-1"/],
      [["set", "RUB", "--min", "500", "--max", "20000"], /needs --max-payout as well/],
      [["set", "RUB", "--min", "500", "--max", "20000", "--max-payout", "1000000", "--vip", "1"], /unknown option "--vip"/],
      [["drop", "RUB"], /limits takes show or set/]
    ]
    for (const [args, message] of refusals) {
      const answer = await limits(first.url, args)
      expect(Either.isLeft(answer), args.join(" ")).toBe(true)
      const error = Either.getLeft(answer).pipe((left) => (left._tag === "Some" ? left.value : undefined))
      expect(error, args.join(" ")).toBeInstanceOf(LimitsInputRefused)
      expect((error as Error).message, args.join(" ")).toMatch(message)
    }
    // The server holds anything that does not come through the tool to the same rules, and to the operator's token.
    for (const body of [
      { currency: "RUB", minBetAmount: 500, maxBetAmount: 400, maxPayout: 1_000_000 },
      { currency: "XYZ", minBetAmount: 500, maxBetAmount: 20_000, maxPayout: 1_000_000 },
      { currency: "rub", minBetAmount: 500, maxBetAmount: 20_000, maxPayout: 1_000_000 },
      { currency: "RUB", minBetAmount: 0, maxBetAmount: 20_000, maxPayout: 1_000_000 },
      { currency: "RUB", minBetAmount: 500, maxBetAmount: 200.5, maxPayout: 1_000_000 },
      { currency: "RUB", minBetAmount: 500, maxBetAmount: 20_000 }
    ]) {
      expect((await operatorPost(body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await operatorPost({ currency: "RUB", minBetAmount: 500, maxBetAmount: 20_000, maxPayout: 1_000_000 }, "not-the-operator-token-0123456789abcdef")).status).toBe(401)

    expect(await storedRows()).toEqual(SEEDED)
    const anna = await player(0)
    expect(await limitsOn(second!.url, anna)).toEqual({ minBetAmount: 1000, maxBetAmount: 10_000_000, maxPayout: 1_000_000_000 })
  })

  it("`limits set` changes what both instances answer and what a placement on either may stake", { timeout: 90_000 }, async () => {
    const boris = await player(10_000_00)
    // Under the seeded RUB limits (10.00 to 100 000.00) a stake of 300.00 is taken, and 5.00 is too little.
    expect((await place(second!.url, boris, 300_00)).status).toBe(200)
    expect(await place(second!.url, boris, 5_00)).toMatchObject({ status: 422, body: { _tag: "CouponRefused", code: 9 } })

    const tool = await operatorTool(first.url, ["limits", "set", "RUB", "--min", "500", "--max", "20000", "--max-payout", "5000000"])
    expect(tool.stderr).toBe("")
    expect(tool).toMatchObject({ code: 0 })
    expect(tool.stdout).toMatch(/coupon limits set, RUB: min stake 500, max stake 20000, max payout 5000000 \(minor units\)/)
    const set = { minBetAmount: 500, maxBetAmount: 20_000, maxPayout: 5_000_000 }
    // The instance the operator went through holds them once the tool is done; the other one within 2 s.
    expect(await limitsOn(first.url, boris)).toEqual(set)
    await expect.poll(() => limitsOn(second!.url, boris), SOON).toEqual(set)

    // RUB 200.01 is above the new maximum of 200.00 on either instance (code 10, AmountAboveMax); 200.00 is taken,
    // and so is 5.00, the new minimum, refused before.
    for (const url of [first.url, second!.url]) {
      const above = await place(url, boris, 200_01)
      expect(above).toMatchObject({ status: 422, body: { _tag: "CouponRefused", code: 10 } })
    }
    expect(await place(second!.url, boris, 200_00)).toMatchObject({ status: 200, body: { stake: 200_00 } })
    expect(await place(second!.url, boris, 5_00)).toMatchObject({ status: 200, body: { stake: 5_00 } })
    expect(await place(first.url, boris, 4_99)).toMatchObject({ status: 422, body: { code: 9 } })
    const balance = await first.database.query("select balance from ledger_accounts where id = $1", [boris.accountId])
    expect(Number(balance[0]!["balance"])).toBe(10_000_00 - 300_00 - 200_00 - 5_00)

    expect(shownRows(Either.getOrThrow(await limits(second!.url, ["show"]))).find((row) => row[0] === "RUB")).toEqual(["RUB", 500, 20_000, 5_000_000])
    // Only RUB changed.
    expect((await storedRows()).filter((row) => row[0] !== "RUB")).toEqual(SEEDED.filter((row) => row[0] !== "RUB"))
  })

  it("takes a change made in the database by someone else on both instances within 2 s", async () => {
    const clara = await player(1_000_00)
    await first.database.query("update coupon_limits set max_bet_amount = 30000 where currency = 'RUB'")
    const changed = { minBetAmount: 500, maxBetAmount: 30_000, maxPayout: 5_000_000 }
    await expect.poll(() => limitsOn(first.url, clara), SOON).toEqual(changed)
    await expect.poll(() => limitsOn(second!.url, clara), SOON).toEqual(changed)
    expect(await place(second!.url, clara, 300_00)).toMatchObject({ status: 200, body: { stake: 300_00 } })
    expect(await place(first.url, clara, 300_01)).toMatchObject({ status: 422, body: { code: 10 } })
  })
})
