import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { startSandboxDeposit } from "./support/sandboxDeposits"
import { stubClientDir } from "./support/stubClient"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The partner programme on a real server: a friend registered with a player's referral code (their account number)
 * earns that player 10 % of the friend's FIRST credited deposit (at most 1 000.00, nothing under 200.00), once, however
 * often or however concurrently the provider's notice arrives; a second deposit earns nothing; a banned referrer
 * earns nothing; an unknown code brings nobody. The friends list is the signed-in player's own; the report is the
 * operator's. Amounts are kopecks (RUB).
 */

const FRIENDS = "/web-api/partners/friends"
const REPORT = "/web-api/operator/partners/report"

interface Answer {
  readonly status: number
  readonly body: any
}

const clientDir = stubClientDir("partners")

describe.each(databasesUnderTest)("the partner programme on $label", (db) => {
  // Its partner pages are pages: a client folder to serve them from.
  const server = useTestServer(db, { clientDir })
  let accounts: AccountServices
  let nextUser = 9700
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(() => accounts.dispose())

  const call = async (method: string, path: string, cookie?: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
      body
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text === "" ? undefined : JSON.parse(text)
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed }
  }

  /** A signed-in RUB referrer (their account number is 100 000 000 + their user id). */
  const referrer = async () => {
    const userId = nextUser++
    const accountId = await playerWithMoney(accounts, userId, "RUB", 0)
    return { userId, accountId, code: String(100_000_000 + userId), cookie: await signedInCookie(server.url, server.database, userId) }
  }
  /** A friend registered (one-click) with `code`, signed in. */
  const friend = async (code: string) => {
    const registered = await call("POST", "/auth-api/registration/fast", undefined, JSON.stringify({ country_id: 1, currency_id: 1, ref_code: code }))
    expect(registered.status).toBe(200)
    const userId = registered.body["userId"] as number
    return { userId, cookie: await signedInCookie(server.url, server.database, userId) }
  }
  const balance = async (accountId: number) =>
    Number((await server.database.query("select balance::bigint as balance from ledger_accounts where id = $1", [accountId]))[0]?.["balance"])
  const rewardsOf = (referredId: number) =>
    server.database.query("select reward::int as reward, outcome from partner_rewards where referred_id = $1", [referredId])
  const postings = async (referredId: number) =>
    Number((await server.database.query("select count(*)::int as n from ledger_transactions where idempotency_key = $1", [`referral:${referredId}`]))[0]?.["n"])

  it("credits the referrer once for a friend's first deposit, however often the notice is replayed; a second deposit credits nothing", async () => {
    const anna = await referrer()
    const bob = await friend(anna.code)
    expect(await server.database.query("select referrer_id::int as r from partner_referrals where referred_id = $1", [bob.userId])).toEqual([{ r: anna.userId }])

    const first = await startSandboxDeposit(server, bob.cookie, 500_00)
    expect(await first.notify(3)).toEqual([200, 200, 200])
    expect(await balance(anna.accountId)).toBe(50_00)
    expect(await postings(bob.userId)).toBe(1)

    const second = await startSandboxDeposit(server, bob.cookie, 300_00)
    await second.notify()
    expect(await balance(anna.accountId)).toBe(50_00)
    expect(await rewardsOf(bob.userId)).toEqual([{ reward: 50_00, outcome: "paid" }])

    const page = await call("GET", FRIENDS, anna.cookie)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ referralCode: anna.code, earned: [{ currency: "RUB", amount: 50_00 }] })
    expect(page.body.friends).toHaveLength(1)
    expect(page.body.friends[0]).toMatchObject({ deposited: true, outcome: "paid", currency: "RUB", reward: 50_00 })
    // Masked: the friend's account number is not in the answer, only its last three digits.
    const bobAccount = String((await server.database.query("select account_id::text as a from players where id = $1", [bob.userId]))[0]?.["a"])
    expect(JSON.stringify(page.body)).not.toContain(bobAccount)
    expect(page.body.friends[0].account.endsWith(bobAccount.slice(-3))).toBe(true)
  })

  it("pays once when the notices arrive at once, and once when two first deposits are credited at once (the cap: 1 000.00)", async () => {
    const clara = await referrer()
    const dan = await friend(clara.code)
    const deposit = await startSandboxDeposit(server, dan.cookie, 20_000_00)
    expect(await deposit.notify(4, true)).toEqual([200, 200, 200, 200])
    expect(await balance(clara.accountId)).toBe(1_000_00)
    expect(await postings(dan.userId)).toBe(1)

    const eve = await friend(clara.code)
    const [a, b] = [await startSandboxDeposit(server, eve.cookie, 300_00), await startSandboxDeposit(server, eve.cookie, 600_00)]
    await Promise.all([a.notify(2, true), b.notify(2, true)])
    const paid = (await balance(clara.accountId)) - 1_000_00
    expect([30_00, 60_00]).toContain(paid)
    expect(await postings(eve.userId)).toBe(1)
  })

  it("pays nothing below the minimum deposit, to a banned referrer, for an unknown code, or to the player themselves", async () => {
    const fred = await referrer()
    const small = await friend(fred.code)
    await (await startSandboxDeposit(server, small.cookie, 150_00)).notify()
    expect(await rewardsOf(small.userId)).toEqual([{ reward: 0, outcome: "below_minimum" }])
    // The first deposit decided it: a later, bigger one does not earn what the first did not.
    await (await startSandboxDeposit(server, small.cookie, 500_00)).notify()
    expect(await balance(fred.accountId)).toBe(0)

    const gina = await referrer()
    const hal = await friend(gina.code)
    await server.database.query("update players set ban_level = 1 where id = $1", [gina.userId])
    await (await startSandboxDeposit(server, hal.cookie, 500_00)).notify()
    expect(await rewardsOf(hal.userId)).toEqual([{ reward: 0, outcome: "referrer_barred" }])
    expect(await balance(gina.accountId)).toBe(0)
    expect(await postings(hal.userId)).toBe(0)

    // A code no player has brings nobody (and a number drawn for a later player is never credited for it).
    const stray = await friend("999999998")
    expect(await server.database.query("select 1 from partner_referrals where referred_id = $1", [stray.userId])).toEqual([])

    // A player is never their own friend: the database refuses such a row outright.
    await expect(
      server.database.query("insert into partner_referrals (referred_id, referrer_id, registered_at) values ($1, $1, now())", [fred.userId])
    ).rejects.toThrow()
  })

  it("shows the friends list to its own player only; the report needs the operator token", async () => {
    const ivan = await referrer()
    await friend(ivan.code)
    const other = await referrer()

    expect((await call("GET", FRIENDS)).status).toBe(401)
    const foreign = await call("GET", FRIENDS, other.cookie)
    expect(foreign.status).toBe(200)
    expect(foreign.body).toMatchObject({ referralCode: other.code, friends: [], earned: [] })
    // Writes are refused from another site, and a path with a NUL byte or a huge body gets a 4xx, never a 500.
    expect((await call("POST", FRIENDS, ivan.cookie, "{}", { origin: "https://evil.example" })).status).toBe(403)
    const nul = await call("GET", `${FRIENDS}%00`, ivan.cookie)
    expect(nul.status).toBeGreaterThanOrEqual(400)
    expect(nul.status).toBeLessThan(500)
    const huge = await call("POST", FRIENDS, ivan.cookie, JSON.stringify({ pad: "x".repeat(3_000_000) }))
    expect(huge.status).toBeGreaterThanOrEqual(400)
    expect(huge.status).toBeLessThan(500)

    expect((await call("GET", REPORT)).status).toBe(401)
    expect((await call("GET", REPORT, undefined, undefined, { "x-operator-token": "not-the-token" })).status).toBe(401)
    const report = await call("GET", REPORT, undefined, undefined, { "x-operator-token": TEST_OPERATOR_TOKEN })
    expect(report.status).toBe(200)
    expect(report.body.referrers).toContainEqual({ account: Number(ivan.code), referred: 1, deposited: 0, currency: null, rewards: 0 })
  })

  it("serves the affiliate programme's pages for outside partners from the content area; an unknown section is a 404", async () => {
    const landing = await call("GET", "/en/partners")
    expect(landing.status).toBe(200)
    expect(landing.body).toContain("Oddsfold partners")
    const faq = await call("GET", "/ru/ourpartners/faq")
    expect(faq.status).toBe(200)
    expect(faq.body).toContain("Вопросы и ответы")
    // The page itself comes as a remote view: the sign-up contact is in its body.
    const contacts = await call("GET", `/web-api/content/view?path=${encodeURIComponent("/en/ourpartners/contacts")}`, undefined, undefined, {
      "x-render-mode": "json",
      "x-api-version": "v2"
    })
    expect(contacts.status).toBe(200)
    expect(contacts.body.body).toContain("partners@oddsfold.example")
    expect((await call("GET", "/en/ourpartners/nope")).status).toBe(404)
    expect((await call("GET", "/en/ourpartners/faq/more")).status).toBe(404)
  })
})
