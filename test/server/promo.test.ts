import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { sandboxSecretOf, signedSandboxNotice } from "./support/sandboxDeposits"
import { cookieHeader } from "./support/http"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The bonus engine on a real server: the first-deposit bonus the player chose, credited once however often the
 * provider's notice arrives; casino rounds moving its wagering by the game's weight; its conversion to the main account
 * once met; the forfeit on a withdrawal; promo codes credited once under concurrent redemptions; and a self-excluded
 * player getting nothing. Amounts are kopecks; the terms are the spec's numbers (100% up to 15 000 ₽, 35× for casino,
 * dice weighted 20%, re-deposits 25% from 1 000 ₽).
 */

const CALLBACK = "/web-api/payments/callback/sandbox"
const BONUSES = "/web-api/promo/bonuses"
const REDEEM = "/web-api/promo/codes/redeem"
const CODES = "/web-api/operator/promo/codes"
const DAY = 86_400_000

interface Answer {
  readonly status: number
  readonly body: any
}

describe.each(databasesUnderTest)("the bonus engine on $label", (db) => {
  const server = useTestServer(db)
  let accounts: AccountServices
  let nextUser = 9300
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(() => accounts.dispose())

  const call = async (method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const operator = { "x-operator-token": TEST_OPERATOR_TOKEN }

  /** A signed-in RUB player who chose `choice` at registration, with `money` kopecks on the main account. */
  const player = async (choice: "sport" | "casino" | "none", money = 0) => {
    const userId = nextUser++
    await playerWithMoney(accounts, userId, "RUB", money)
    await server.database.query("update players set first_deposit_bonus_choice = $1 where id = $2", [choice, userId])
    return { userId, cookie: await signedInCookie(server.url, server.database, userId) }
  }
  const balances = async (userId: number) => {
    const rows = await server.database.query("select type, balance::bigint as balance from ledger_accounts where user_id = $1 order by type", [userId])
    const of = (type: number) => Number(rows.find((row) => Number(row["type"]) === type)?.["balance"] ?? 0)
    return { main: of(0), bonus: of(4) }
  }
  /** A deposit started and its provider's success notice delivered `times` times (each a notice of its own). */
  const deposit = async (cookie: string, amount: number, times = 1) => {
    const started = await call("POST", "/web-api/payments/deposits", cookie, { method: "card", amount, lng: "en" })
    expect(started.status).toBe(200)
    const id = started.body.deposit.id as string
    const transactionId = `txn-${randomUUID()}`
    const secret = await sandboxSecretOf(server.database)
    const notice = { eventId: `evt-${randomUUID()}`, type: "payment.succeeded", reference: id, transactionId, amount, currency: "RUB" }
    for (let i = 0; i < times; i++) {
      const body = JSON.stringify(i % 2 === 0 ? notice : { ...notice, eventId: `evt-${randomUUID()}` })
      const answer = await fetch(`${server.url}${CALLBACK}`, { method: "POST", headers: { "content-type": "application/json", ...signedSandboxNotice(secret, body) }, body })
      expect(answer.status).toBe(200)
    }
    return id
  }
  const bonuses = async (cookie: string) => {
    const answer = await call("GET", BONUSES, cookie)
    expect(answer.status).toBe(200)
    return answer.body
  }
  const dice = (cookie: string, stake: number) => call("POST", "/web-api/casino/rounds", cookie, { roundId: randomUUID(), gameId: "dice", stake, choices: { target: 5000, side: "under" } })
  const newCode = (code: Partial<Record<string, unknown>> = {}) =>
    call("POST", CODES, undefined, { code: `C${randomUUID().slice(0, 8)}`, kind: "casino", currency: "RUB", amount: 50_000, validFrom: Date.now() - DAY, validUntil: Date.now() + DAY, maxUses: 100, ...code }, operator)

  it("offers the chosen first-deposit bonus and awards it once with the first deposit, however often the notice arrives; later deposits bring the re-deposit bonus", async () => {
    const anna = await player("casino")
    const before = await bonuses(anna.cookie)
    expect(before).toMatchObject({ excluded: false, firstDepositChoice: "casino", firstDepositMade: false, bonusBalance: 0, bonuses: [] })
    expect(before.firstDeposit).toEqual({ product: "casino", percent: 100, cap: 1_500_000, minDeposit: 10_000, multiplier: 35 })

    await deposit(anna.cookie, 200_000, 3)
    expect(await balances(anna.userId)).toEqual({ main: 200_000, bonus: 200_000 })
    const after = await bonuses(anna.cookie)
    expect(after.firstDepositMade).toBe(true)
    expect(after.firstDeposit).toBeNull()
    expect(after.bonuses).toHaveLength(1)
    expect(after.bonuses[0]).toMatchObject({ kind: "first_deposit", product: "casino", amount: 200_000, requirement: 7_000_000, wagered: 0, status: "active" })

    // The cap: 100% of 20 000 ₽ is capped at 15 000 ₽ — but only the first deposit has it; this one is a re-deposit (25%).
    await deposit(anna.cookie, 2_000_000)
    const later = await bonuses(anna.cookie)
    expect(later.bonuses.map((b: any) => [b.kind, b.amount])).toEqual([
      ["redeposit", 500_000],
      ["first_deposit", 200_000]
    ])
    // Under the re-deposit minimum (1 000 ₽): nothing.
    await deposit(anna.cookie, 50_000)
    expect((await bonuses(anna.cookie)).bonuses).toHaveLength(2)
    expect(await balances(anna.userId)).toEqual({ main: 2_250_000, bonus: 700_000 })

    const capped = await player("sport")
    await deposit(capped.cookie, 3_000_000)
    expect((await bonuses(capped.cookie)).bonuses[0]).toMatchObject({ kind: "first_deposit", product: "sport", amount: 1_500_000, requirement: 7_500_000, minCoef: 1.5 })

    const declined = await player("none")
    await deposit(declined.cookie, 200_000)
    expect((await bonuses(declined.cookie)).bonuses).toEqual([])
  })

  it("counts each casino round by its game's weight, never past the requirement, and converts the bonus to the main account once when met", async () => {
    const boris = await player("casino")
    await deposit(boris.cookie, 100_000)
    const [bonus] = (await bonuses(boris.cookie)).bonuses
    expect(bonus).toMatchObject({ amount: 100_000, requirement: 3_500_000, wagered: 0 })
    expect(bonus.weights).toContainEqual({ game: "dice", weight: 20 })

    expect((await dice(boris.cookie, 1_000)).status).toBe(200)
    expect((await dice(boris.cookie, 555)).status).toBe(200)
    // 20% of 1 000 is 200, of 555 is 111 (rounded down).
    const moved = (await bonuses(boris.cookie)).bonuses[0]
    expect(moved).toMatchObject({ wagered: 311, status: "active" })

    // Not met: the bonus money stays on the bonus account whatever the rounds won or lost on the main one.
    const mid = await balances(boris.userId)
    expect(mid.bonus).toBe(100_000)

    const lowered = await call("POST", "/web-api/dev/promo/requirement", undefined, { bonusId: bonus.id, requirement: 400 }, server.devHeaders)
    expect(lowered.status).toBe(200)
    expect(lowered.body).toMatchObject({ requirement: 400, wagered: 311, status: "active" })
    expect((await dice(boris.cookie, 5_000)).status).toBe(200)
    const mainBefore = (await balances(boris.userId)).main
    const [met, again] = await Promise.all([bonuses(boris.cookie), bonuses(boris.cookie)])
    for (const view of [met, again]) expect(view.bonuses[0]).toMatchObject({ wagered: 400, requirement: 400, status: "converted", released: 100_000 })
    expect(await balances(boris.userId)).toEqual({ main: mainBefore + 100_000, bonus: 0 })
    const conversions = await server.database.query("select count(*)::int as n from ledger_transactions where idempotency_key = $1", [`bonus:convert:${bonus.id}`])
    expect(conversions[0]!["n"]).toBe(1)
  })

  it("a withdrawal asked for while a bonus is unmet forfeits it: its money goes back from the bonus account; a met one converts first", async () => {
    const clara = await player("casino")
    await deposit(clara.cookie, 100_000)
    await server.database.query(
      `insert into identity_checks (id, user_id, provider, provider_session, provider_url, language, status, result_id, started_at, decided_at)
       values ($1, $2, 'sandbox', 'session', 'http://127.0.0.1/check', 'en', 'verified', $3, now(), now())`,
      [randomUUID(), clara.userId, randomUUID()]
    )
    // A refused withdrawal (more than the balance) forfeits nothing: it is rolled back with the refusal.
    const refused = await call("POST", "/web-api/payments/withdrawals", clara.cookie, { method: "card", amount: 500_000, cardNumber: "4242 4242 4242 4242" })
    expect(refused.status).toBe(409)
    expect((await bonuses(clara.cookie)).bonuses[0]).toMatchObject({ status: "active" })

    const asked = await call("POST", "/web-api/payments/withdrawals", clara.cookie, { method: "card", amount: 60_000, cardNumber: "4242 4242 4242 4242" })
    expect(asked.status).toBe(200)
    expect((await bonuses(clara.cookie)).bonuses[0]).toMatchObject({ status: "forfeited", released: 100_000 })
    expect(await balances(clara.userId)).toEqual({ main: 40_000, bonus: 0 })
  })

  it("a promo code redeemed twice at once by one player credits once; its uses are shared between players, one each; its window is kept", async () => {
    const made = await newCode({ code: "spring-25", maxUses: 2, amount: 30_000 })
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ code: "SPRING-25", uses: 0, maxUses: 2 })
    expect((await newCode({ code: "SPRING-25" })).status).toBe(409)
    expect((await call("POST", CODES, undefined, { code: "NOPE1", kind: "casino", currency: "RUB", amount: 1, validFrom: 0, validUntil: 1, maxUses: 1 })).status).toBe(401)
    expect((await newCode({ validFrom: 5, validUntil: 5 })).body).toMatchObject({ _tag: "PromoCodeInvalid", field: "validUntil" })

    const dana = await player("none")
    const answers = await Promise.all([0, 1, 2, 3].map(() => call("POST", REDEEM, dana.cookie, { code: " spring-25 " })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409])
    for (const refusedAnswer of answers.filter((a) => a.status === 409)) expect(refusedAnswer.body).toMatchObject({ _tag: "PromoCodeRefused", reason: "alreadyUsed" })
    expect(await balances(dana.userId)).toEqual({ main: 0, bonus: 30_000 })
    expect((await bonuses(dana.cookie)).bonuses).toEqual([expect.objectContaining({ kind: "promo_code", product: "casino", amount: 30_000, requirement: 1_050_000 })])

    const [eve, fay] = [await player("none"), await player("none")]
    const both = await Promise.all([eve, fay].map((p) => call("POST", REDEEM, p.cookie, { code: "SPRING-25" })))
    expect(both.map((a) => a.status).sort()).toEqual([200, 409])
    expect(both.find((a) => a.status === 409)!.body.reason).toBe("usedUp")
    const credited = (await balances(eve.userId)).bonus + (await balances(fay.userId)).bonus
    expect(credited).toBe(30_000)

    const future = await newCode({ validFrom: Date.now() + DAY, validUntil: Date.now() + 2 * DAY })
    expect((await call("POST", REDEEM, eve.cookie, { code: future.body.code })).body.reason).toBe("notYet")
    const usd = await newCode({ currency: "USD" })
    expect((await call("POST", REDEEM, eve.cookie, { code: usd.body.code })).body.reason).toBe("currency")
    expect((await call("POST", REDEEM, eve.cookie, { code: "NOSUCHCODE" })).body.reason).toBe("unknown")
    expect((await call("POST", REDEEM, eve.cookie, { code: "bad code\u0000" })).status).toBe(400)
    expect((await call("POST", REDEEM, undefined, { code: "SPRING-25" })).status).toBe(401)
    const freebet = await newCode({ kind: "freebet", amount: 10_000 })
    expect((await call("POST", REDEEM, eve.cookie, { code: freebet.body.code })).body.bonus).toMatchObject({ product: "sport", amount: 10_000, requirement: 10_000, minCoef: 1.5 })
  })

  it("a self-excluded player is offered no bonus and gets none: a promo code is refused with 403 and credits nothing", async () => {
    const gus = await player("casino")
    await server.database.query("insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, 30, now() - interval '1 minute', now() + interval '30 days')", [gus.userId])
    const view = await bonuses(gus.cookie)
    expect(view).toMatchObject({ excluded: true, firstDeposit: null, redeposit: null, bonuses: [] })
    const code = await newCode()
    const refused = await call("POST", REDEEM, gus.cookie, { code: code.body.code })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ _tag: "ResponsibleGamingRefused", limitType: 30 })
    expect(await balances(gus.userId)).toEqual({ main: 0, bonus: 0 })
    const redemptions = await server.database.query("select count(*)::int as n from promo_code_redemptions where user_id = $1", [gus.userId])
    expect(redemptions[0]!["n"]).toBe(0)
  })
})
