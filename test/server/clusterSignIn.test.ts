import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "../../server/startServer"
import { type Balancer, startBalancer } from "./support/balancer"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import * as fresh from "./support/freshContacts"
import { callbackFromSandbox, SandboxBrowser } from "./support/sandboxBrowser"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"

/**
 * Two server processes on one database behind a round-robin balancer, as a cluster runs: nothing a sign-in needs may
 * be in one process's memory. A sandbox social sign-in started on one process is finished on the other, and every
 * attempt budget (the captcha's count per address, the sign-in rate per address, a code's guesses) is one budget
 * whichever process each attempt reaches.
 */

const SLOW = 120_000
/** The sign-in rate these servers run with: 8 attempts a minute from one address (the default is 20). */
const LOGIN_LIMIT = 8

describe.each(databasesUnderTest)("two servers on one $label database behind a balancer", (db) => {
  let database: FreshDatabase
  let balancer: Balancer
  let servers: ReadonlyArray<RunningServer> = []
  beforeAll(async () => {
    database = await db.fresh()
    balancer = await startBalancer()
    const start = () =>
      startServer({
        database: database.options,
        // Both processes know the site by the balancer's address, as a cluster's processes know it by PUBLIC_URL.
        publicUrl: balancer.url,
        trustedProxies: ["127.0.0.1"],
        operatorToken: Redacted.make(TEST_OPERATOR_TOKEN),
        tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
        sessionCreationLimit: { limit: 100_000, window: "1 minute" },
        loginLimit: { limit: LOGIN_LIMIT, window: "1 minute" },
        registrationLimit: { limit: 100_000, window: "1 minute" },
        log: () => {}
      })
    // One after the other: the first migrates the database the second then finds ready.
    const first = await start()
    servers = [first, await start()]
    balancer.targets = servers.map((server) => server.url)
  }, SLOW)
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await balancer?.close()
    await database?.dispose()
  }, SLOW)

  const A = 0
  const B = 1

  /** The player the browser's session cookie speaks for (through the balancer), or null. */
  const signedInAs = async (browser: SandboxBrowser): Promise<number | null> => {
    const token = await browser.request(`${balancer.url}/web-api/user/gettoken?force_refresh=true`)
    if (token.status !== 200) return null
    const { data } = (await token.json()) as { data: { token: string | null } }
    if (data.token === null) return null
    const check = await fetch(`${balancer.url}/auth-api/session/check`, { headers: { authorization: `Bearer ${data.token}` } })
    return ((await check.json()) as { userId: number | null }).userId
  }

  describe("the sandbox identity provider", () => {
    it("finishes on process B (the provider's login, the callback) a sign-in started on process A, and the player ends signed in", async () => {
      const browser = new SandboxBrowser()
      balancer.pin(A)
      const started = await browser.request(`${balancer.url}/social-api/oauth/sandbox/start?lng=en`)
      expect(started.status).toBe(302)
      const authorize = new URL(started.headers.get("location")!)
      // One issuer for the cluster: the site's address, under the provider's path.
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${balancer.url}/sandbox-id/auth`)

      // The provider's authorization and its identity picker on A too; the login (the picked identity) on B.
      const picker = await browser.follow(authorize.href)
      expect(picker.url).toContain("/sandbox-id/interaction/")
      balancer.pin(B)
      const from = balancer.answeredBy.length
      const resume = await browser.pickIdentity(picker.url, "olga")
      const back = await browser.follow(resume, (location) => location.includes("/social-api/oauth/sandbox/callback"))
      const landed = await browser.request(back.url)
      expect(landed.status).toBe(302)
      expect(landed.headers.get("location")).toBe("/en/?registered=1")
      // Everything after the start, the site's own calls to the provider included, was answered by B.
      expect(new Set(balancer.answeredBy.slice(from))).toEqual(new Set([B]))

      const userId = await signedInAs(browser)
      expect(userId).not.toBeNull()
      const identities = await database.query("select issuer, player_id from player_identities where subject = 'olga'")
      expect(identities).toEqual([{ issuer: `${balancer.url}/sandbox-id`, player_id: expect.anything() }])
      expect(Number(identities[0]!["player_id"])).toBe(userId)
    }, SLOW)

    it("signs in 6 of 6 times when every request goes to the next process in turn, the same identity the same player", async () => {
      balancer.roundRobin()
      const players: Array<number | null> = []
      for (let i = 0; i < 6; i++) {
        const browser = new SandboxBrowser()
        const callback = await callbackFromSandbox(browser, balancer.url, "pavel")
        const landed = await browser.request(callback)
        expect(landed.status).toBe(302)
        expect(landed.headers.get("location")).not.toContain("social_error")
        players.push(await signedInAs(browser))
      }
      expect(players[0]).not.toBeNull()
      expect(players).toEqual(Array.from({ length: 6 }, () => players[0]))
    }, SLOW)
  })

  describe("attempt budgets", () => {
    let addresses = 0
    const newAddress = () => `198.18.7.${++addresses}`
    const login = async (server: number, from: string, uLogin: string, uPassword: string) => {
      const response = await fetch(`${servers[server]!.url}/auth-api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify({ uLogin, uPassword })
      })
      return { status: response.status, body: (await response.json()) as Record<string, any> }
    }
    const player = async () => {
      const email = fresh.freshEmail("cluster")
      const registered = await registerByEmailLink({ url: servers[A]!.url, database }, { email, password: "Secret123" }, { "x-forwarded-for": newAddress() })
      expect(registered.status).toBe(200)
      return email
    }

    it("3 failed sign-ins from one address, split between the processes, make the next one need a captcha on either", async () => {
      const email = await player()
      const from = newAddress()
      expect((await login(A, from, email, "Wrong-1abc")).body).toMatchObject({ code: 10 })
      expect((await login(B, from, email, "Wrong-2abc")).body).toMatchObject({ code: 10 })
      expect((await login(A, from, email, "Wrong-3abc")).body).toMatchObject({ code: 10 })
      // SPEC.md 8: after 3 failures the next attempt needs a captcha (code 100), the right password too, on both.
      expect(await login(B, from, email, "Secret123")).toMatchObject({ status: 400, body: { code: 100 } })
      expect(await login(A, from, email, "Secret123")).toMatchObject({ status: 400, body: { code: 100 } })
      // Another address has its own count.
      expect((await login(B, newAddress(), email, "Secret123")).status).toBe(200)
    }, SLOW)

    it("the sign-in rate of one address is one budget: 8 a minute in all, whichever process takes them", async () => {
      const from = newAddress()
      const statuses: Array<number> = []
      // Unknown logins: refused as wrong (400) until the rate is spent, then 429 on both processes.
      for (let i = 0; i < LOGIN_LIMIT + 2; i++) statuses.push((await login(i % 2 === 0 ? A : B, from, `nobody${i}@example.com`, "Wrong-1abc")).status)
      expect(statuses.slice(0, LOGIN_LIMIT).every((status) => status === 400)).toBe(true)
      expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429])
    }, SLOW)

    it("a recovery code has 5 guesses in all, whichever process each guess reaches", async () => {
      const email = await player()
      const post = (server: number, path: string, body: unknown) =>
        fetch(`${servers[server]!.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
          body: JSON.stringify(body)
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, any> }))
      expect((await post(B, "/auth-api/password/recovery/send-code", { destination: { email }, lang: "en" })).status).toBe(200)
      const [row] = await database.query(
        "select params->>'code' as code from outbox_messages where recipient = $1 and template = 'password_recovery_code' order by id desc limit 1",
        [email.toLowerCase()]
      )
      const code = String(row!["code"])
      const wrong = code === "000000" ? "111111" : "000000"
      for (let i = 0; i < 5; i++) {
        expect((await post(i % 2 === 0 ? A : B, "/auth-api/password/recovery/reset", { destination: { email }, code: wrong, password: "NewPass456" })).body).toMatchObject({ code: 40 })
      }
      // The sixth try, with the right code, on either process: too many attempts (42).
      expect((await post(A, "/auth-api/password/recovery/reset", { destination: { email }, code, password: "NewPass456" })).body).toMatchObject({ code: 42 })
      expect((await post(B, "/auth-api/password/recovery/reset", { destination: { email }, code, password: "NewPass456" })).body).toMatchObject({ code: 42 })
    }, SLOW)
  })
})
