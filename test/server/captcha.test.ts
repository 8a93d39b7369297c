import { describe, expect, it } from "vitest"
import { failureOf, withClient } from "./support/apiClient"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

// The server captcha (SPEC.md 7 and 8) guarding its first consumer, the SMS code: 3 codes to one number, then the
// 4th needs a solved captcha. The test server draws every image with a known answer (CAPTCHA_TEST_ANSWER).
const ANSWER = "K7TAX"
const RUSSIA = 1

const sendCode = (url: string, national: string, captcha?: string) =>
  fetch(`${url}/auth-api/sms/send-code`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(captcha === undefined ? {} : { "x-captcha": captcha }) },
    body: JSON.stringify({ country_id: RUSSIA, phone_number: national, purpose: "phone_registration", lang: "en" })
  })

const newImage = async (url: string) => {
  const response = await fetch(`${url}/web-api/captcha/update`)
  expect(response.status).toBe(200)
  return (await response.json()) as { id: string; image: string; expiresAt: number }
}

const bodyOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as Record<string, unknown>) })

describe.each(databasesUnderTest)("captcha on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock, captchaTestAnswer: ANSWER, trustedProxies: ["127.0.0.1"] })
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

  it("lets the 4th code through with the right answer, and asks again only after 3 more", async () => {
    const national = newNumber()
    await sendThree(national)
    const image = await newImage(server.url)
    expect((await sendCode(server.url, national, `${image.id}.${ANSWER.toLowerCase()}`)).status).toBe(200)
    // The right answer cleared the count: this one counts as the first again.
    await sendCode(server.url, national)
    await sendCode(server.url, national)
    expect(await bodyOf(await sendCode(server.url, national))).toMatchObject({ status: 400, code: 100 })
  })

  it("refuses a wrong answer with 112 and keeps asking; the image is spent by it", async () => {
    const national = newNumber()
    await sendThree(national)
    const image = await newImage(server.url)
    expect(await bodyOf(await sendCode(server.url, national, `${image.id}.AAAAA`))).toMatchObject({ status: 400, code: 112 })
    expect(await bodyOf(await sendCode(server.url, national))).toMatchObject({ status: 400, code: 100 })
    // One answer per image: even the right one now finds no image.
    expect(await bodyOf(await sendCode(server.url, national, `${image.id}.${ANSWER}`))).toMatchObject({ status: 400, code: 111 })
  })

  it("answers 111 for an image it never drew or a malformed header, and 113 for an image older than 5 minutes", async () => {
    const national = newNumber()
    await sendThree(national)
    expect(await bodyOf(await sendCode(server.url, national, `${"x".repeat(24)}.${ANSWER}`))).toMatchObject({ code: 111 })
    expect(await bodyOf(await sendCode(server.url, national, ANSWER))).toMatchObject({ code: 111 })
    const image = await newImage(server.url)
    clock.advance("5 minutes")
    expect(await bodyOf(await sendCode(server.url, national, `${image.id}.${ANSWER}`))).toMatchObject({ code: 113 })
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

  it("draws each image anew as SVG paths: no text element, noise, and only a keyed hash of the answer stored", async () => {
    const before = Math.floor(clock.nowMillis() / 1000)
    const first = await newImage(server.url)
    const after = Math.floor(clock.nowMillis() / 1000)
    const second = await newImage(server.url)
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(first.id).not.toBe(second.id)
    expect(first.image).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="220" height="80"/)
    expect(first.image).not.toMatch(/<text|<script|<image|href/)
    expect(first.image.match(/<circle/g)?.length).toBeGreaterThanOrEqual(40)
    // Same answer (the test server's), different drawing.
    expect(first.image).not.toBe(second.image)
    // Five minutes from when it was drawn (this clock follows the wall clock: a second may tick during the request).
    expect(first.expiresAt).toBeGreaterThanOrEqual(before + 300)
    expect(first.expiresAt).toBeLessThanOrEqual(after + 300)
    const [row] = await server.database.query("select answer_hash from captcha_challenges where id = $1", [first.id])
    expect(String(row?.["answer_hash"])).toMatch(/^[0-9a-f]{64}$/)
  })

  it("gettime answers the server time, and when an image stops taking answers", async () => {
    const image = await newImage(server.url)
    const time = await withClient(server.url, (client) => client.session.captchaTime({ urlParams: { id: image.id } }))
    expect(Math.abs(time.time - Math.floor(clock.nowMillis() / 1000))).toBeLessThanOrEqual(1)
    expect(time.expiresAt).toBe(image.expiresAt)
    const unknown = await withClient(server.url, (client) => client.session.captchaTime({ urlParams: { id: "nothing-like-this" } }))
    expect(unknown.expiresAt).toBeNull()
  })

  it("validate: 1 for the right answer (the image then still lets one request through), 0 for a wrong one", async () => {
    const validate = (captcha: string, from: string) =>
      fetch(`${server.url}/web-api/captcha/validate?captcha=${encodeURIComponent(captcha)}`, { method: "POST", headers: { "x-forwarded-for": from } }).then(
        (r) => r.json()
      )
    const image = await newImage(server.url)
    expect(await validate(`${image.id}.${ANSWER}`, "192.0.2.10")).toEqual({ type: 1 })
    const national = newNumber()
    await sendThree(national)
    expect((await sendCode(server.url, national, `${image.id}.${ANSWER}`)).status).toBe(200)
    const other = await newImage(server.url)
    expect(await validate(`${other.id}.WRONG`, "192.0.2.10")).toEqual({ type: 0 })
  })

  it("validate: the 5th wrong answer in a row from one client answers type 2, log out", async () => {
    const types = []
    for (let i = 0; i < 5; i++) {
      const image = await newImage(server.url)
      const answer = await fetch(`${server.url}/web-api/captcha/validate?captcha=${image.id}.NOPE${i}`, {
        method: "POST",
        headers: { "x-forwarded-for": "192.0.2.77" }
      })
      types.push(((await answer.json()) as { type: number }).type)
    }
    expect(types).toEqual([0, 0, 0, 0, 2])
  })
})
