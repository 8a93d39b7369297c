import { describe, expect, it } from "vitest"
import { startServer } from "../../server/startServer"
import { solvedCaptcha, TEST_CAPTCHA_DIFFICULTY } from "./support/captcha"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import * as fresh from "./support/freshContacts"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * Failed sign-ins counted per account in the database, whichever addresses they come from and whichever server
 * answers them: from the 10th failure in a row on, each attempt needs a solved captcha and waits 1 s, 2 s, 4 s, ...
 * (15 minutes at most) after the last failure, a wait during which even the right password is refused; a successful
 * sign-in ends the run and tells the player how many failed since their last one.
 */

const PASSWORD = "Secret123"

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly retryAfter: number | null
}

describe.each(databasesUnderTest)("failed sign-ins per account on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock, trustedProxies: ["127.0.0.1"], captchaDifficulty: TEST_CAPTCHA_DIFFICULTY })
  let addresses = 0
  const address = (n: number) => `198.18.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`

  /** A sign-in from `from` to `url`, with a solved captcha when `captcha` (the challenge fetched from the same server). */
  const login = async (url: string, uLogin: string, uPassword: string, from: string, captcha = false): Promise<Answer> => {
    const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": from }
    if (captcha) headers["x-captcha"] = await solvedCaptcha(url, { "x-forwarded-for": from })
    const response = await fetch(`${url}/auth-api/login`, { method: "POST", headers, body: JSON.stringify({ uLogin, uPassword }) })
    const retryAfter = response.headers.get("retry-after")
    return { status: response.status, body: (await response.json()) as Record<string, any>, retryAfter: retryAfter === null ? null : Number(retryAfter) }
  }

  /** A wrong password as an attacker sends it: waiting out each wait it is told of, with a solved captcha each time. */
  const failOnce = async (url: string, email: string, from: string, attempt: number) => {
    for (;;) {
      const answer = await login(url, email, `Wrong${attempt}abc`, from, true)
      if (answer.status !== 429) return answer
      clock.advance(`${answer.retryAfter!} seconds`)
    }
  }

  const player = async () => {
    const email = fresh.freshEmail("failures")
    expect((await registerByEmailLink(server, { email, password: PASSWORD }, { "x-forwarded-for": address(++addresses + 5000) })).status).toBe(200)
    return email
  }

  it("50 wrong passwords from 10 addresses make the account wait; the right one is refused during the wait, then works and starts over", async () => {
    const email = await player()
    const started = Math.floor(clock.nowMillis() / 1000)
    for (let i = 0; i < 50; i++) expect((await failOnce(server.url, email, address(i % 10), i)).body).toMatchObject({ _tag: "BadRequest", code: 10 })

    // From an address that never failed, with a solved captcha: the right password waits like any other.
    const during = await login(server.url, email, PASSWORD, address(20), true)
    expect(during.status).toBe(429)
    expect(during.body).toMatchObject({ _tag: "TooManyRequests" })
    // 2^40 s would be absurd: the wait stops at 15 minutes.
    expect(during.retryAfter).toBeGreaterThan(800)
    expect(during.retryAfter).toBeLessThanOrEqual(900)
    expect(during.body["retryAfterSeconds"]).toBe(during.retryAfter)

    clock.advance(`${during.retryAfter!} seconds`)
    // Past the threshold a captcha is still needed...
    expect((await login(server.url, email, PASSWORD, address(21))).body).toMatchObject({ code: 100 })
    // ...and with one the owner is in, told of the 50 failures since the first of them.
    const signedIn = await login(server.url, email, PASSWORD, address(21), true)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body["failedSignIns"]).toEqual({ count: 50, since: expect.any(Number) })
    expect(signedIn.body["failedSignIns"].since).toBeGreaterThanOrEqual(started)
    expect(signedIn.body["failedSignIns"].since).toBeLessThan(started + 60)

    // The run is over: a wrong password is a plain refusal, the right one signs in with nothing to tell.
    expect(await login(server.url, email, "Wrong-again1", address(22))).toMatchObject({ status: 400, body: { code: 10 } })
    const again = await login(server.url, email, PASSWORD, address(23))
    expect(again.status).toBe(200)
    expect(again.body["failedSignIns"]).toEqual({ count: 1, since: expect.any(Number) })
    const quiet = await login(server.url, email, PASSWORD, address(24))
    expect(quiet.status).toBe(200)
    expect(quiet.body["failedSignIns"]).toBeUndefined()
  }, 120_000)

  it("waits 1 s after the 10th failure and doubles it after each further one; a refused attempt does not count", async () => {
    const email = await player()
    for (let i = 0; i < 9; i++) await failOnce(server.url, email, address(40 + i), i)
    // Nine failures: no captcha, no wait yet for the account (a fresh address).
    expect((await login(server.url, email, "Wrong-9abc", address(60))).body).toMatchObject({ code: 10 })
    const waits: Array<number | null> = []
    for (let i = 0; i < 4; i++) {
      waits.push((await login(server.url, email, PASSWORD, address(61), true)).retryAfter)
      // The refused attempts above took nothing: waiting out the wait, a wrong password counts once more.
      clock.advance(`${waits.at(-1)!} seconds`)
      expect((await login(server.url, email, `Wrong-${10 + i}abc`, address(62 + i), true)).body).toMatchObject({ code: 10 })
    }
    expect(waits).toEqual([1, 2, 4, 8])
  }, 60_000)

  it("counts on every server of the database: failures on one make the other wait", async () => {
    const second = await startServer({
      database: server.database.options,
      clock: clock.clock,
      trustedProxies: ["127.0.0.1"],
      captchaDifficulty: TEST_CAPTCHA_DIFFICULTY,
      log: () => {}
    })
    try {
      const email = await player()
      for (let i = 0; i < 10; i++) await failOnce(i % 2 === 0 ? server.url : second.url, email, address(80 + i), i)
      const refused = await login(second.url, email, PASSWORD, address(95), true)
      expect(refused.status).toBe(429)
      clock.advance(`${refused.retryAfter!} seconds`)
      const signedIn = await login(second.url, email, PASSWORD, address(96), true)
      expect(signedIn.status).toBe(200)
      expect(signedIn.body["failedSignIns"]).toMatchObject({ count: 10 })
      // Over on the first server too.
      expect((await login(server.url, email, PASSWORD, address(97))).body["failedSignIns"]).toBeUndefined()
    } finally {
      await second.close()
    }
  }, 60_000)
})
