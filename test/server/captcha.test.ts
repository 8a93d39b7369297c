import { describe, expect, it } from "vitest"
import { failureOf, withClient } from "./support/apiClient"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"
import { newChallenge, solve, solvedCaptcha, TEST_CAPTCHA_DIFFICULTY, wronglySolved } from "./support/captcha"
import { startServer } from "../../server/startServer"

// The server captcha (SPEC.md 7 and 8), a proof of work (ALTCHA), guarding its first consumer, the SMS code: 3 codes
// to one number, then the 4th needs a solved captcha. The test server's challenges are small (TEST_CAPTCHA_DIFFICULTY).
const RUSSIA = 1

// Each code is asked from an address of its own (the loopback proxy is trusted): codes are also limited per address.
let address = 0
const sendCode = (url: string, national: string, captcha?: string) =>
  fetch(`${url}/auth-api/sms/send-code`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
      ...(captcha === undefined ? {} : { "x-captcha": captcha })
    },
    body: JSON.stringify({ country_id: RUSSIA, phone_number: national, purpose: "phone_registration", lang: "en" })
  })

const bodyOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as Record<string, unknown>) })

describe.each(databasesUnderTest)("captcha on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock, captchaDifficulty: TEST_CAPTCHA_DIFFICULTY, trustedProxies: ["127.0.0.1"] })
  let number = 0
  /** A national number (10 digits, as the Russian mask has) no other test has used. */
  const newNumber = () => `(912) 000-${String(1000 + ++number).slice(0, 2)}-${String(1000 + number).slice(2)}`

  const sendThree = async (national: string) => {
    for (let i = 0; i < 3; i++) expect((await sendCode(server.url, national)).status).toBe(200)
  }

  it("sends codes to a number until the 4th, which needs a captcha: 400 with code 100", async () => {
    const national = newNumber()
    const sent = await withClient(server.url, (client) =>
      client.session.sendSmsCode({ payload: { country_id: RUSSIA, phone_number: national, purpose: "phone_registration", lang: "en" as never }, headers: {} })
    )
    expect(sent.expiresAt * 1000).toBeGreaterThan(clock.nowMillis() + 9 * 60 * 1000)
    await sendCode(server.url, national)
    await sendCode(server.url, national)
    const fourth = await sendCode(server.url, national)
    expect(await bodyOf(fourth)).toEqual({ status: 400, _tag: "BadRequest", code: 100, message: "captcha required" })
    const digits = national.replace(/\D/g, "")
    expect(await server.database.query("select count(*)::int as n from outbox_messages where recipient = $1", [`+7${digits}`])).toEqual([{ n: 3 }])
  })

  it("lets the 4th code through with a solved challenge, and asks again only after 3 more", async () => {
    const national = newNumber()
    await sendThree(national)
    expect((await sendCode(server.url, national, await solvedCaptcha(server.url))).status).toBe(200)
    // The right answer cleared the count: this one counts as the first again.
    await sendCode(server.url, national)
    await sendCode(server.url, national)
    expect(await bodyOf(await sendCode(server.url, national))).toMatchObject({ status: 400, code: 100 })
  })

  it("refuses a wrong solution with 112 and keeps asking; the challenge is spent by it", async () => {
    const national = newNumber()
    await sendThree(national)
    const challenge = await newChallenge(server.url)
    expect(await bodyOf(await sendCode(server.url, national, await wronglySolved(challenge)))).toMatchObject({ status: 400, code: 112 })
    expect(await bodyOf(await sendCode(server.url, national))).toMatchObject({ status: 400, code: 100 })
    // One answer per challenge: even the right one now finds no challenge.
    expect(await bodyOf(await sendCode(server.url, national, await solve(challenge)))).toMatchObject({ status: 400, code: 111 })
  })

  it("refuses a solution used once already with 111, and the old picture answers' shape too", async () => {
    const national = newNumber()
    await sendThree(national)
    const solved = await solvedCaptcha(server.url)
    expect((await sendCode(server.url, national, solved)).status).toBe(200)
    await sendThree(newNumber())
    const other = newNumber()
    await sendThree(other)
    expect(await bodyOf(await sendCode(server.url, other, solved))).toMatchObject({ status: 400, code: 111 })
    expect(await bodyOf(await sendCode(server.url, other, `${"x".repeat(24)}.K7TAX`))).toMatchObject({ code: 111 })
    expect(await bodyOf(await sendCode(server.url, other, "K7TAX"))).toMatchObject({ code: 111 })
  })

  it("answers 113 for a challenge older than 5 minutes, even solved", async () => {
    const national = newNumber()
    await sendThree(national)
    const solved = await solvedCaptcha(server.url)
    clock.advance("5 minutes")
    expect(await bodyOf(await sendCode(server.url, national, solved))).toMatchObject({ code: 113 })
  })

  it("refuses a solution replayed to a second server on the same database", async () => {
    const second = await startServer({ database: server.database.options, clock: clock.clock, captchaDifficulty: TEST_CAPTCHA_DIFFICULTY, trustedProxies: ["127.0.0.1"], log: () => {} })
    try {
      const national = newNumber()
      await sendThree(national)
      const solved = await solvedCaptcha(server.url)
      expect((await sendCode(second.url, national, solved)).status).toBe(200)
      const other = newNumber()
      await sendThree(other)
      expect(await bodyOf(await sendCode(server.url, other, solved))).toMatchObject({ status: 400, code: 111 })
    } finally {
      await second.close()
    }
  })

  it("refuses a phone number that does not fit the country's mask with a typed 400 (code 1), not a captcha", async () => {
    for (const national of ["912 000", "(912) 000-00-001", "+7 912 000 00 00", "912-abc-00-00"]) {
      expect(await bodyOf(await sendCode(server.url, national)), national).toMatchObject({ status: 400, _tag: "BadRequest", code: 1 })
    }
    const unknownCountry = await failureOf(server.url, (client) =>
      client.session.sendSmsCode({ payload: { country_id: 999, phone_number: "9120000000", purpose: "phone_registration", lang: "en" as never }, headers: {} })
    )
    expect(unknownCountry).toMatchObject({ _tag: "BadRequest", code: 1 })
    const otherPurpose = await fetch(`${server.url}/auth-api/sms/send-code`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ country_id: RUSSIA, phone_number: "9120000000", purpose: "password_recovery", lang: "en" })
    })
    expect(otherPurpose.status).toBe(400)
  })

  it("makes each challenge anew, signed, with its work set by the server and nothing solved for the client", async () => {
    const before = Math.floor(clock.nowMillis() / 1000)
    const first = await newChallenge(server.url)
    const after = Math.floor(clock.nowMillis() / 1000)
    const second = await newChallenge(server.url)
    expect(first.id).toMatch(/^[0-9a-f]{32}$/)
    expect(first.id).toBe(first.challenge.parameters.nonce)
    expect(first.id).not.toBe(second.id)
    expect(first.challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1, keyLength: 32, data: { maxCounter: 64 } })
    expect(first.challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/)
    expect(first.challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    // No shortcut in the challenge: no key signature, no counter.
    expect(JSON.stringify(first.challenge)).not.toMatch(/keySignature|counter"/)
    // Five minutes from when it was made (this clock follows the wall clock: a second may tick during the request).
    expect(first.expiresAt).toBeGreaterThanOrEqual(before + 300)
    expect(first.expiresAt).toBeLessThanOrEqual(after + 300)
    expect(first.challenge.parameters.expiresAt).toBe(first.expiresAt)
    expect(await server.database.query("select id from captcha_challenges where id = $1", [first.id])).toEqual([{ id: first.id }])
  })

  it("gettime answers the server time, and when a challenge stops taking answers", async () => {
    const challenge = await newChallenge(server.url)
    const time = await withClient(server.url, (client) => client.session.captchaTime({ urlParams: { id: challenge.id } }))
    expect(Math.abs(time.time - Math.floor(clock.nowMillis() / 1000))).toBeLessThanOrEqual(1)
    expect(time.expiresAt).toBe(challenge.expiresAt)
    const unknown = await withClient(server.url, (client) => client.session.captchaTime({ urlParams: { id: "nothing-like-this" } }))
    expect(unknown.expiresAt).toBeNull()
  })

  it("validate: 1 for a solution (the challenge then still lets one request through), 0 for a wrong one", async () => {
    const validate = (captcha: string, from: string) =>
      fetch(`${server.url}/web-api/captcha/validate?captcha=${encodeURIComponent(captcha)}`, { method: "POST", headers: { "x-forwarded-for": from } }).then(
        (r) => r.json()
      )
    const solved = await solvedCaptcha(server.url)
    expect(await validate(solved, "192.0.2.10")).toEqual({ type: 1 })
    const national = newNumber()
    await sendThree(national)
    expect((await sendCode(server.url, national, solved)).status).toBe(200)
    expect(await validate(await wronglySolved(await newChallenge(server.url)), "192.0.2.10")).toEqual({ type: 0 })
  })

  it("validate: the 5th wrong answer in a row from one client answers type 2, log out", async () => {
    const types = []
    for (let i = 0; i < 5; i++) {
      const wrong = await wronglySolved(await newChallenge(server.url))
      const answer = await fetch(`${server.url}/web-api/captcha/validate?captcha=${encodeURIComponent(wrong)}`, {
        method: "POST",
        headers: { "x-forwarded-for": "192.0.2.77" }
      })
      types.push(((await answer.json()) as { type: number }).type)
    }
    expect(types).toEqual([0, 0, 0, 0, 2])
  })
})
