import { writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { termsCommand, TermsInputRefused } from "../../server/operator/termsCommand"
import { accountServicesOn, type AccountServices, signedInPlayers } from "./support/accounts"
import { couponBody } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { jsonCallsTo } from "./support/http"
import { ANNOUNCED_SOON, TEST_OPERATOR_TOKEN, useTwoTestServers } from "./support/testServer"

/**
 * The terms confirmation on a real server (SPEC.md 4 "Terms changed", 8 "451 with exception_code 1"): once the operator
 * publishes new terms, a signed-in player on older ones gets 451 with exception_code 1 from their calls (a bet, the
 * accounts), on this server and on another process of the cluster, except the calls the confirm page needs (the
 * terms, the session, the user config, signing out); confirming the current version lets them play again, however
 * often it is sent. New players accept the current terms at sign-up.
 */

const STATUS = "/web-api/terms/status"
const RULES = "/web-api/terms/rules"
const CONFIRM = "/web-api/terms/confirm"
const PUBLISH = "/web-api/operator/terms"
const OPERATOR_STATUS = "/web-api/operator/terms/status"
const ACCOUNTS = "/web-api/account/accounts"
const PLACE = "/web-api/coupon/place"
const operator = { "x-operator-token": TEST_OPERATOR_TOKEN }

const newTerms = (word: string) => ({
  summary: { en: `**${word}**: the bets rules changed <script>alert(1)</script>`, ru: `**${word}**: правила ставок изменились` },
  entries: [
    {
      link: "rules/general/bets",
      tags: ["bets"],
      subRules: [
        { position: 2, text: { en: "Second", ru: "Второе" } },
        { position: 1, text: { en: "First", ru: "Первое" } }
      ]
    }
  ]
})

describe.each(databasesUnderTest)("terms confirmation on $label", (db) => {
  const cluster = useTwoTestServers(db)
  const server = cluster.first
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(() => accounts.dispose())
  const call = jsonCallsTo(server)
  const callSecond = jsonCallsTo({ get url() { return cluster.second.url } })
  const player = signedInPlayers(() => accounts, () => server, 9800)
  const publish = async (word: string) => {
    const published = await call("POST", PUBLISH, undefined, newTerms(word), operator)
    expect(published.status).toBe(200)
    return published.body as { version: number; publishedAt: number }
  }

  it("refuses a player on older terms with 451 / exception_code 1 until they confirm; the confirm page's calls still work", async () => {
    const anna = await player(500_00)
    // Signed up under the current terms: nothing to confirm, the accounts answer.
    expect((await call("GET", STATUS, anna.cookie)).body).toMatchObject({ result: false, version: 1 })
    expect((await call("GET", ACCOUNTS, anna.cookie)).status).toBe(200)

    const { version, publishedAt } = await publish("v2")
    expect(version).toBe(2)

    const refused = await call("GET", ACCOUNTS, anna.cookie)
    expect(refused.status).toBe(451)
    expect(refused.body).toMatchObject({ _tag: "TermsNotAccepted", exception_code: 1 })
    const bet = await call("POST", PLACE, anna.cookie, couponBody(anna.accountId, [{ id: "no-such-outcome", coef: 1.5 }]))
    expect(bet.status).toBe(451)
    expect(bet.body).toMatchObject({ exception_code: 1 })
    // Another process of the cluster hears of the publication and refuses too.
    await expect.poll(async () => (await callSecond("GET", ACCOUNTS, anna.cookie)).status, ANNOUNCED_SOON).toBe(451)

    // What the confirm page and the shell need still answers.
    expect((await call("GET", STATUS, anna.cookie)).body).toEqual({ result: true, updatedAt: publishedAt, version: 2 })
    const rules = await call("GET", `${RULES}?lng=en`, anna.cookie)
    expect(rules.status).toBe(200)
    expect(rules.body.version).toBe(2)
    expect(rules.body.summary).toContain("<strong>v2</strong>")
    expect(rules.body.summary).not.toContain("<script")
    expect(rules.body.entries).toEqual([
      { link: "/en/rules/general/bets", tags: ["bets"], subRules: [{ position: 1, text: "First" }, { position: 2, text: "Second" }] }
    ])
    expect((await call("GET", "/web-api/user/gettoken?force_refresh=true", anna.cookie)).status).toBe(200)

    // An older version is not what they confirm.
    const stale = await call("POST", CONFIRM, anna.cookie, { version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ _tag: "TermsVersionStale", current: 2 })
    expect((await call("GET", ACCOUNTS, anna.cookie)).status).toBe(451)

    // Twice at once: both answer, one acceptance.
    const [a, b] = await Promise.all([call("POST", CONFIRM, anna.cookie, { version: 2 }), call("POST", CONFIRM, anna.cookie, { version: 2 })])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body).toEqual({ result: false, updatedAt: publishedAt, version: 2 })
    expect(await server.database.query("select version from terms_acceptances where user_id = $1", [anna.userId])).toEqual([{ version: 2 }])
    expect((await call("POST", CONFIRM, anna.cookie, { version: 2 })).status).toBe(200)

    expect((await call("GET", ACCOUNTS, anna.cookie)).status).toBe(200)
    const again = await call("POST", PLACE, anna.cookie, couponBody(anna.accountId, [{ id: "no-such-outcome", coef: 1.5 }]))
    expect(again.status).not.toBe(451)
    expect(again.status).toBeLessThan(500)
    await expect.poll(async () => (await callSecond("GET", ACCOUNTS, anna.cookie)).status, ANNOUNCED_SOON).toBe(200)
  })

  it("lets a player on older terms sign out, and new players start on the current terms", async () => {
    const bob = await player(0)
    await publish("v3")
    expect((await call("GET", ACCOUNTS, bob.cookie)).status).toBe(451)
    expect((await call("POST", "/auth-api/logout", bob.cookie, {})).status).toBe(200)
    expect((await call("GET", ACCOUNTS, bob.cookie)).status).toBe(401)

    const fresh = await player(0)
    expect((await call("GET", STATUS, fresh.cookie)).body).toMatchObject({ result: false, version: 3 })
    expect((await call("GET", ACCOUNTS, fresh.cookie)).status).toBe(200)
    const registered = await call("POST", "/auth-api/registration/fast", undefined, { country_id: 1, currency_id: 1 })
    expect(registered.status).toBe(200)
    expect(await server.database.query("select version from terms_acceptances where user_id = $1", [registered.body.userId])).toEqual([{ version: 3 }])
  })

  it("gates nobody while the site config's confirmTerms is off", async () => {
    const cleo = await player(0)
    await publish("v4")
    expect((await call("GET", ACCOUNTS, cleo.cookie)).status).toBe(451)
    await server.database.query("update site_config set config = jsonb_set(config, '{features,confirmTerms}', 'false')")
    try {
      await expect.poll(async () => (await call("GET", ACCOUNTS, cleo.cookie)).status, { timeout: 5000, interval: 100 }).toBe(200)
      expect((await call("GET", STATUS, cleo.cookie)).body).toMatchObject({ result: false, version: 4 })
    } finally {
      await server.database.query("update site_config set config = jsonb_set(config, '{features,confirmTerms}', 'true')")
    }
    await expect.poll(async () => (await call("GET", ACCOUNTS, cleo.cookie)).status, { timeout: 5000, interval: 100 }).toBe(451)
  })

  it("needs a session, the site's origin, a well-formed body and, for publishing, the operator token", async () => {
    const dan = await player(0)
    expect((await call("GET", STATUS, undefined)).status).toBe(401)
    expect((await call("POST", CONFIRM, undefined, { version: 1 })).status).toBe(401)
    expect((await call("POST", CONFIRM, dan.cookie, { version: 1 }, { origin: "https://evil.example" })).status).toBe(403)
    for (const body of ['{"version": "2\u0000"}', JSON.stringify({ version: 1, pad: "x".repeat(3_000_000) }), "{", '{"version": -1}']) {
      const answer = await call("POST", CONFIRM, dan.cookie, body)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    const nul = await call("GET", `${STATUS}%00`, dan.cookie)
    expect(nul.status).toBeGreaterThanOrEqual(400)
    expect(nul.status).toBeLessThan(500)
    expect((await call("GET", `${RULES}?lng=de`, undefined)).status).toBe(400)

    expect((await call("POST", PUBLISH, undefined, newTerms("x"))).status).toBe(401)
    expect((await call("POST", PUBLISH, undefined, newTerms("x"), { "x-operator-token": "not-the-token" })).status).toBe(401)
    expect((await call("GET", OPERATOR_STATUS, undefined)).status).toBe(401)
    const withNul = { ...newTerms("x"), summary: { en: "a\u0000b", ru: "x" } }
    expect((await call("POST", PUBLISH, undefined, withNul, operator)).status).toBe(400)
    const twoAtOnePosition = { ...newTerms("x"), entries: [{ link: "rules/general", tags: [], subRules: [{ position: 1, text: { en: "a", ru: "a" } }, { position: 1, text: { en: "b", ru: "b" } }] }] }
    expect((await call("POST", PUBLISH, undefined, twoAtOnePosition, operator)).status).toBe(400)

    const status = await call("GET", OPERATOR_STATUS, undefined, undefined, operator)
    expect(status.status).toBe(200)
    expect(status.body).toMatchObject({ confirmationEnabled: true })
    expect(status.body.accepted + status.body.pending).toBeGreaterThan(0)
  })

  it("publishes from the operator's tool, a Markdown file as the summary in both languages, and reports who accepted", async () => {
    const tool = (args: ReadonlyArray<string>) => Effect.runPromise(Effect.either(termsCommand(args, server.url, Redacted.make(TEST_OPERATOR_TOKEN))))
    const file = join(tmpdir(), `oddsfold-terms-test-${process.pid}.md`)
    await writeFile(file, "# New terms\n\nBets placed after today follow the **new** rules.")
    const published = await tool(["publish", "--file", file])
    expect(published._tag).toBe("Right")
    const version = Number(String(published._tag === "Right" ? published.right : "").match(/^published: terms version (\d+) at /)?.[1])
    expect(version).toBeGreaterThan(1)
    const rules = await call("GET", `${RULES}?lng=ru`, undefined)
    expect(rules.body).toMatchObject({ version, entries: [] })
    expect(rules.body.summary).toContain("<strong>new</strong>")
    const status = await tool(["status"])
    expect(status._tag === "Right" ? status.right : "").toContain(`terms version ${version}`)
    for (const wrong of [["publish"], ["publish", "--file"], ["publish", "--file", join(tmpdir(), "no-such-terms-file.json")], ["unpublish"]]) {
      const refused = await tool(wrong)
      expect(refused._tag === "Left" && refused.left instanceof TermsInputRefused, wrong.join(" ")).toBe(true)
    }
  })
})
