import { Redacted } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { codeAt, otherCode } from "./support/authenticator"
import { databasesUnderTest } from "./support/databases"
import * as fresh from "./support/freshContacts"
import { makeManualClock } from "./support/manualClock"
import { callbackFromSandbox, oneTapCredentialFromSandbox, SandboxBrowser, sandboxIssuerOf } from "./support/sandboxBrowser"
import { useTestServer } from "./support/testServer"

/**
 * Two-step sign-in by every way of signing in (issue 7): for a player with two-step on, no way makes a session
 * without the authenticator's code. The password sign-in, the SMS code, the social callback and one-tap each leave
 * the sign-in waiting (400 code 18, or the social callback's redirect to the sign-in page's second step); the code
 * at POST /auth-api/login/two-step, with the browser's cookie of that sign-in, makes the session.
 */

const PENDING = "oddsfold_second_step"
const TWO_STEP = "/auth-api/login/two-step"
const RUSSIA = 1

// Each test is a client of its own (the loopback proxy is trusted): wrong codes are counted per address for the captcha.
let client = 0
beforeEach(() => {
  client += 1
})

describe.each(databasesUnderTest)("two-step sign-in by every way on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, {
    clock: clock.clock,
    tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
    trustedProxies: ["127.0.0.1"]
  })

  const from = (n = client) => ({ "x-forwarded-for": `203.0.113.${n}` })
  const post = (browser: SandboxBrowser, path: string, json: unknown, address = client) =>
    browser.request(`${server.url}${path}`, { method: "POST", json, headers: from(address) })
  const bodyOf = async (response: Response) => (await response.json()) as Record<string, any>

  /** The player the browser's session cookie speaks for (null: a guest or no session), via a token and the session check. */
  const signedInAs = async (browser: SandboxBrowser): Promise<number | null> => {
    const token = await browser.request(`${server.url}/web-api/user/gettoken?force_refresh=true`)
    if (token.status !== 200) return null
    const { data } = (await token.json()) as { data: { token: string | null } }
    // No live session: the token call answers none.
    if (data.token === null) return null
    const check = await fetch(`${server.url}/auth-api/session/check`, { headers: { authorization: `Bearer ${data.token}` } })
    return ((await check.json()) as { userId: number | null }).userId
  }
  const sessionsOf = async (userId: number) =>
    (await server.database.query("select count(*)::int as n from sessions where user_id = $1", [userId]))[0]?.["n"] as number
  const lastCode = async (to: string, template: string): Promise<string> => {
    const rows = await server.database.query("select params->>'code' as code from outbox_messages where recipient = $1 and template = $2 order by id desc limit 1", [
      to,
      template
    ])
    return rows[0]?.["code"] as string
  }

  /** Turns two-step on for the browser's signed-in player, then signs the browser out; answers the secret. */
  const enableTwoStepAndLogOut = async (browser: SandboxBrowser): Promise<string> => {
    const begun = await post(browser, "/web-api/account/security/two-step/begin", {})
    expect(begun.status).toBe(200)
    const secret = (await bodyOf(begun))["secret"] as string
    expect((await post(browser, "/web-api/account/security/two-step/enable", { code: codeAt(secret, clock.nowMillis()) })).status).toBe(200)
    expect((await post(browser, "/auth-api/logout", {})).status).toBe(200)
    expect(await signedInAs(browser)).toBeNull()
    // The enabling code's time step is used: the next code is the next step's.
    clock.advance("31 seconds")
    return secret
  }

  /** The sign-in of `browser` waits for its second step: no session for the player, the cookie of the waiting sign-in held. */
  const expectWaiting = async (browser: SandboxBrowser, userId: number) => {
    expect(browser.cookie(server.url, PENDING)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await signedInAs(browser)).toBeNull()
    expect(await sessionsOf(userId)).toBe(0)
  }

  /** A wrong code, then the right one: the session exists only after the right one. Answers the second step's body. */
  const finishWith = async (browser: SandboxBrowser, secret: string, userId: number) => {
    const wrong = await post(browser, TWO_STEP, { code: otherCode(codeAt(secret, clock.nowMillis())) })
    expect(wrong.status).toBe(400)
    expect((await bodyOf(wrong))["code"]).toBe(19)
    expect(await sessionsOf(userId)).toBe(0)
    const right = await post(browser, TWO_STEP, { code: codeAt(secret, clock.nowMillis()) })
    expect(right.status).toBe(200)
    const body = await bodyOf(right)
    expect(body).toMatchObject({ userId, accountId: expect.any(Number), data: { token: expect.any(String) } })
    expect(await signedInAs(browser)).toBe(userId)
    expect(await sessionsOf(userId)).toBe(1)
    // Used: the cookie is gone, and the same sign-in cannot be finished again.
    expect(browser.cookie(server.url, PENDING)).toBeUndefined()
    return body
  }

  it("SMS code: a two-step player is asked for the authenticator's code, and signed in only with it", async () => {
    const browser = new SandboxBrowser()
    const national = fresh.freshNational("915")
    const phone = fresh.e164(national)
    const sendSms = (purpose: string) => post(browser, "/auth-api/sms/send-code", { country_id: RUSSIA, phone_number: national, purpose, lang: "en" })
    expect((await sendSms("phone_registration")).status).toBe(200)
    const registered = await post(browser, "/auth-api/registration/phone", {
      country_id: RUSSIA,
      currency_id: 1,
      phone_number: national,
      code: await lastCode(phone, "phone_registration_code"),
      password: "Phone1234"
    })
    expect(registered.status).toBe(200)
    const { userId } = await bodyOf(registered)
    const secret = await enableTwoStepAndLogOut(browser)

    expect((await sendSms("sms_sign_in")).status).toBe(200)
    const first = await post(browser, "/auth-api/login/sms", { country_id: RUSSIA, phone_number: national, code: await lastCode(phone, "sms_sign_in_code") })
    expect(first.status).toBe(400)
    expect(await bodyOf(first)).toMatchObject({ _tag: "BadRequest", code: 18 })
    await expectWaiting(browser, userId)
    // Another browser (no cookie of this sign-in) finishes nothing, even with the right code.
    const stranger = await post(new SandboxBrowser(), TWO_STEP, { code: codeAt(secret, clock.nowMillis()) })
    expect((await bodyOf(stranger))["code"]).toBe(20)

    expect((await finishWith(browser, secret, userId))["redirectUrl"]).toBeNull()
  })

  it("social callback: a two-step player lands on the sign-in page's second step, and is signed in only with the code", async () => {
    const browser = new SandboxBrowser()
    await browser.request(await callbackFromSandbox(browser, server.url, "ivan-two-step", "/social-api/oauth/sandbox/start?lng=en&return=%2Fen%2Fcasino"))
    const userId = (await signedInAs(browser))!
    expect(userId).not.toBeNull()
    const secret = await enableTwoStepAndLogOut(browser)

    const landed = await browser.request(await callbackFromSandbox(browser, server.url, "ivan-two-step", "/social-api/oauth/sandbox/start?lng=en&return=%2Fen%2Fcasino"))
    expect(landed.status).toBe(302)
    // The page asks for the code; the URL carries a flag, never a secret (the waiting sign-in is the cookie's).
    expect(landed.headers.get("location")).toBe("/en/user/login?two_step=1")
    await expectWaiting(browser, userId)

    // Where the callback would have gone comes back with the session.
    expect((await finishWith(browser, secret, userId))["redirectUrl"]).toBe("/en/casino")
  })

  it("one-tap: a two-step player's credential is answered 400 code 18, and the code signs them in", async () => {
    const browser = new SandboxBrowser()
    const started = await browser.request(`${server.url}/social-api/oauth/sandbox/start`)
    const issuer = sandboxIssuerOf(started.headers.get("location")!)
    const oneTap = async () => {
      const form = new FormData()
      form.set("credential", await oneTapCredentialFromSandbox(browser, server.url, issuer, "oddsfold-one-tap.sandbox", "judy-two-step"))
      form.set("language", "en")
      form.set("currency", "1")
      form.set("countryId", "1")
      return browser.request(`${server.url}/social-api/oauth/google-one-tap`, { method: "POST", body: form })
    }
    expect((await oneTap()).status).toBe(200)
    const userId = (await signedInAs(browser))!
    const secret = await enableTwoStepAndLogOut(browser)

    const first = await oneTap()
    expect(first.status).toBe(400)
    expect(await bodyOf(first)).toMatchObject({ _tag: "BadRequest", code: 18 })
    await expectWaiting(browser, userId)
    expect((await finishWith(browser, secret, userId))["redirectUrl"]).toBe("/en/")
  })

  it("password: the sign-in waits for the code too, and a waiting sign-in takes five wrong codes before it is gone", async () => {
    const browser = new SandboxBrowser()
    const { accountId, password, userId } = await bodyOf(await post(browser, "/auth-api/registration/fast", { country_id: RUSSIA, currency_id: 1 }))
    const secret = await enableTwoStepAndLogOut(browser)
    const login = () => post(browser, "/auth-api/login", { uLogin: String(accountId), uPassword: password })

    expect(await bodyOf(await login())).toMatchObject({ code: 18 })
    await expectWaiting(browser, userId)
    await finishWith(browser, secret, userId)
    expect((await post(browser, "/auth-api/logout", {})).status).toBe(200)

    clock.advance("31 seconds")
    expect(await bodyOf(await login())).toMatchObject({ code: 18 })
    const wrong = otherCode(codeAt(secret, clock.nowMillis()))
    // From five addresses, so the captcha of one does not stand in the way: the waiting sign-in itself counts.
    for (let n = 0; n < 5; n++) expect(await bodyOf(await post(browser, TWO_STEP, { code: wrong }, 100 + client * 5 + n))).toMatchObject({ code: 19 })
    const late = await post(browser, TWO_STEP, { code: codeAt(secret, clock.nowMillis()) })
    expect(await bodyOf(late)).toMatchObject({ code: 20 })
    expect(await sessionsOf(userId)).toBe(0)
  })

  it("a waiting sign-in lasts five minutes", async () => {
    const browser = new SandboxBrowser()
    const { accountId, password, userId } = await bodyOf(await post(browser, "/auth-api/registration/fast", { country_id: RUSSIA, currency_id: 1 }))
    const secret = await enableTwoStepAndLogOut(browser)
    expect(await bodyOf(await post(browser, "/auth-api/login", { uLogin: String(accountId), uPassword: password }))).toMatchObject({ code: 18 })
    clock.advance("5 minutes")
    expect(await bodyOf(await post(browser, TWO_STEP, { code: codeAt(secret, clock.nowMillis()) }))).toMatchObject({ code: 20 })
    expect(await sessionsOf(userId)).toBe(0)
  })

  it("QR sign-in: the approval from the player's signed-in device is the second factor, no code is asked on the new one", async () => {
    const phone = new SandboxBrowser()
    const { accountId, password, userId } = await bodyOf(await post(phone, "/auth-api/registration/fast", { country_id: RUSSIA, currency_id: 1 }))
    const secret = await enableTwoStepAndLogOut(phone)
    // The approving device signs in with its own second step (the code sent along with the password).
    const approver = await post(phone, "/auth-api/login", { uLogin: String(accountId), uPassword: password, code: codeAt(secret, clock.nowMillis()) })
    expect(approver.status).toBe(200)

    const desktop = new SandboxBrowser()
    const request = await bodyOf(await post(desktop, "/auth-api/qr-login", { lng: "en" }))
    expect((await post(phone, "/auth-api/qr-login/approve", { code: request["code"] })).status).toBe(200)
    const status = await post(desktop, "/auth-api/qr-login/status", { ticket: request["ticket"] })
    expect(await bodyOf(status)).toMatchObject({ status: "approved", userId })
    expect(await signedInAs(desktop)).toBe(userId)
  })
})
