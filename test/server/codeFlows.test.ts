import { Redacted } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import { cookieHeader, newSession, sessionCookieOf, sessionStateOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"
import * as fresh from "./support/freshContacts"

/**
 * The flows of issue 7 that finish with a one-time code, through HTTP as a browser calls them: phone registration,
 * sign-in by SMS code, password recovery by e-mail and SMS, and the e-mail confirmation link. Codes are read where
 * the player would read them: the outbox (the dev mailbox's table).
 */

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
}

// Each test is a client of its own (the loopback proxy is trusted): failed sign-ins are counted per address for
// the captcha, and one test's wrong codes must not bring another's captcha.
let client = 0
beforeEach(() => {
  client += 1
})

const post = async (url: string, path: string, body: unknown, cookie?: string): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.51.100.${client}`,
      ...(cookie === undefined ? {} : cookieHeader(cookie))
    },
    body: JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response) }
}

const RUSSIA = 1
const choices = { country_id: RUSSIA, currency_id: 1 }
const freshNational = () => fresh.freshNational("913")
const freshEmail = () => fresh.freshEmail("Recovering", "Example.com")

describe.each(databasesUnderTest)("phone, SMS sign-in, password recovery and e-mail confirmation on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, {
    clock: clock.clock,
    tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
    trustedProxies: ["127.0.0.1"]
  })

  /** The code of the newest message to `to` (E.164 or e-mail as addressed), as the player reads it. */
  const lastCode = async (to: string, template: string): Promise<string> => {
    const rows = await server.database.query(
      "select params->>'code' as code from outbox_messages where recipient = $1 and template = $2 order by id desc limit 1",
      [to, template]
    )
    const code = rows[0]?.["code"]
    if (typeof code !== "string") throw new Error(`no ${template} message to ${to}`)
    return code
  }
  const sendSms = (national: string, purpose: "phone_registration" | "sms_sign_in") =>
    post(server.url, "/auth-api/sms/send-code", { country_id: RUSSIA, phone_number: national, purpose, lang: "en" })
  const registerPhone = (national: string, code: string, password = "Phone1234") =>
    post(server.url, "/auth-api/registration/phone", { ...choices, phone_number: national, code, password })
  const loginSms = (national: string, code: string, cookie?: string) =>
    post(server.url, "/auth-api/login/sms", { country_id: RUSSIA, phone_number: national, code }, cookie)
  const tokenStatus = (cookie: string) => sessionStateOf(server.url, cookie)

  /** A player registered by phone: their national number and the answer. */
  const phonePlayer = async () => {
    const national = freshNational()
    expect((await sendSms(national, "phone_registration")).status).toBe(200)
    const registered = await registerPhone(national, await lastCode(fresh.e164(national), "phone_registration_code"))
    expect(registered.status).toBe(200)
    return { national, registered }
  }

  it("registers by phone with the SMS code and a password: signed in, the number on the player, the code spent", async () => {
    const national = freshNational()
    const sent = await sendSms(national, "phone_registration")
    expect(sent.body["phone"]).toBe(`+7 ••••••••${national.slice(-2)}`)
    const code = await lastCode(fresh.e164(national), "phone_registration_code")
    const registered = await registerPhone(national, code)
    expect(registered.status).toBe(200)
    expect(String(registered.body["accountId"])).toMatch(/^[1-9][0-9]{8}$/)
    expect(registered.cookie).toBeDefined()
    const rows = await server.database.query("select phone, registration_method, email from players where id = $1", [registered.body["userId"]])
    expect(rows).toEqual([{ phone: fresh.e164(national), registration_method: "phone", email: null }])
    // Its main account opened like every registration's (the onboarding ran).
    expect(await server.database.query("select count(*)::int as n from ledger_accounts where user_id = $1 and type = 0", [registered.body["userId"]])).toEqual([{ n: 1 }])

    // The used code is refused, and a second registration of the number with a fresh code says it is taken.
    expect((await registerPhone(national, code)).body).toMatchObject({ _tag: "BadRequest", code: 40 })
    await sendSms(national, "phone_registration")
    expect((await registerPhone(national, await lastCode(fresh.e164(national), "phone_registration_code"))).body).toMatchObject({ code: 43 })
    // The password signs in too, by the account ID.
    const byPassword = await post(server.url, "/auth-api/login", { uLogin: String(registered.body["accountId"]), uPassword: "Phone1234" })
    expect(byPassword.body["userId"]).toBe(registered.body["userId"])
  })

  it("refuses an expired registration code as time_up (41) and a wrong one as wrong_code (40); a weak password keeps the code", async () => {
    const national = freshNational()
    await sendSms(national, "phone_registration")
    const code = await lastCode(fresh.e164(national), "phone_registration_code")
    const wrong = code === "000000" ? "000001" : "000000"
    expect((await registerPhone(national, wrong)).body).toMatchObject({ code: 40 })
    expect((await registerPhone(national, code, "short")).body).toMatchObject({ code: 12 })
    clock.advance("10 minutes")
    expect((await registerPhone(national, code)).body).toMatchObject({ code: 41 })
    expect(await server.database.query("select count(*)::int as n from players where phone = $1", [fresh.e164(national)])).toEqual([{ n: 0 }])
  })

  it("signs in by SMS code on a new session (the old cookie dies); the code works once, and not after 10 minutes", async () => {
    const { national, registered } = await phonePlayer()
    const guest = await newSession(server.url)
    expect((await sendSms(national, "sms_sign_in")).status).toBe(200)
    const code = await lastCode(fresh.e164(national), "sms_sign_in_code")
    const signedIn = await loginSms(national, code, guest)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ userId: registered.body["userId"], accountId: registered.body["accountId"] })
    expect(signedIn.cookie).toBeDefined()
    expect(signedIn.cookie).not.toBe(guest)
    expect(await tokenStatus(guest)).toBe("none")
    expect(await tokenStatus(signedIn.cookie!)).toBe("live")

    expect((await loginSms(national, code)).body).toMatchObject({ _tag: "BadRequest", code: 40 })
    // A registration code never signs in: purposes do not mix.
    await sendSms(national, "sms_sign_in")
    await sendSms(national, "phone_registration")
    expect((await loginSms(national, await lastCode(fresh.e164(national), "phone_registration_code"))).body).toMatchObject({ code: 40 })
    const late = await lastCode(fresh.e164(national), "sms_sign_in_code")
    clock.advance("10 minutes")
    expect((await loginSms(national, late)).body).toMatchObject({ code: 41 })
  })

  it("answers a number without an account exactly as one with: the same send answer, the same wrong-code refusal", async () => {
    const { national: known } = await phonePlayer()
    const unknown = freshNational()
    const sentKnown = await sendSms(known, "sms_sign_in")
    const sentUnknown = await sendSms(unknown, "sms_sign_in")
    expect(sentUnknown.status).toBe(sentKnown.status)
    expect(Object.keys(sentUnknown.body).sort()).toEqual(["expiresAt", "phone"])
    expect(Math.abs(sentUnknown.body["expiresAt"] - sentKnown.body["expiresAt"])).toBeLessThanOrEqual(1)
    const refusedKnown = await loginSms(known, "123456" === (await lastCode(fresh.e164(known), "sms_sign_in_code")) ? "654321" : "123456")
    const refusedUnknown = await loginSms(unknown, "123456" === (await lastCode(fresh.e164(unknown), "sms_sign_in_code")) ? "654321" : "123456")
    expect(refusedUnknown).toEqual({ ...refusedKnown, cookie: refusedUnknown.cookie })
    expect(refusedUnknown.body).toEqual({ _tag: "BadRequest", code: 40, message: "the code is wrong" })
  })

  it("recovers a password by e-mail: the new one signs in, the old one not, and every session of the player is dead", async () => {
    const email = freshEmail()
    const registered = await registerByEmailLink(server, { ...choices, email, password: "OldPass123" }, { "x-forwarded-for": `198.51.100.${client}` })
    expect(registered.status).toBe(200)
    const elsewhere = await post(server.url, "/auth-api/login", { uLogin: email, uPassword: "OldPass123", save: true })
    expect(await tokenStatus(registered.cookie!)).toBe("live")
    expect(await tokenStatus(elsewhere.cookie!)).toBe("live")

    const sent = await post(server.url, "/auth-api/password/recovery/send-code", { destination: { email }, lang: "en" })
    expect(sent.status).toBe(200)
    expect(sent.body["to"]).toBe("r•••@example.com")
    const code = await lastCode(email.toLowerCase(), "password_recovery_code")
    const reset = await post(server.url, "/auth-api/password/recovery/reset", { destination: { email }, code, password: "NewPass456" })
    expect(reset).toMatchObject({ status: 200, body: { changed: true } })

    // Recovery kills old sessions: both browsers that were signed in are signed out.
    expect(await tokenStatus(registered.cookie!)).toBe("none")
    expect(await tokenStatus(elsewhere.cookie!)).toBe("none")
    expect((await post(server.url, "/auth-api/login", { uLogin: email, uPassword: "OldPass123" })).body).toMatchObject({ code: 10 })
    expect((await post(server.url, "/auth-api/login", { uLogin: email, uPassword: "NewPass456" })).status).toBe(200)
    // The code was single use.
    expect((await post(server.url, "/auth-api/password/recovery/reset", { destination: { email }, code, password: "Other789x" })).body).toMatchObject({ code: 40 })
  })

  it("recovers by SMS; an expired recovery code is time_up; an unknown e-mail gets the same answer as a known one", async () => {
    const { national } = await phonePlayer()
    const destination = { country_id: RUSSIA, phone_number: national }
    await post(server.url, "/auth-api/password/recovery/send-code", { destination, lang: "ru" })
    const code = await lastCode(fresh.e164(national), "password_recovery_code")
    expect((await post(server.url, "/auth-api/password/recovery/reset", { destination, code, password: "Sms12345" })).status).toBe(200)

    await post(server.url, "/auth-api/password/recovery/send-code", { destination, lang: "en" })
    const late = await lastCode(fresh.e164(national), "password_recovery_code")
    clock.advance("11 minutes")
    expect((await post(server.url, "/auth-api/password/recovery/reset", { destination, code: late, password: "Sms67890" })).body).toMatchObject({ code: 41 })

    const known = freshEmail()
    await registerByEmailLink(server, { ...choices, email: known, password: "Known1234" })
    const unknown = freshEmail()
    const a = await post(server.url, "/auth-api/password/recovery/send-code", { destination: { email: known }, lang: "en" })
    const b = await post(server.url, "/auth-api/password/recovery/send-code", { destination: { email: unknown }, lang: "en" })
    expect(b.status).toBe(a.status)
    expect(Object.keys(b.body).sort()).toEqual(Object.keys(a.body).sort())
    expect(Math.abs(b.body["expiresAt"] - a.body["expiresAt"])).toBeLessThanOrEqual(1)
    // A wrong code is the same refusal whether an account is behind the address or not.
    const wrongFor = async (address: string) => {
      const right = await lastCode(address.toLowerCase(), "password_recovery_code")
      return post(server.url, "/auth-api/password/recovery/reset", { destination: { email: address }, code: right === "111111" ? "222222" : "111111", password: "Whatever1" })
    }
    expect((await wrongFor(unknown)).body).toEqual((await wrongFor(known)).body)
  })

  it("sends the full registration a link to user/accountverify that makes the player, confirmed and signed in, once, within 10 minutes", async () => {
    const email = freshEmail()
    const registered = await post(server.url, "/auth-api/registration/full", { ...choices, email, password: "Confirm123", lng: "en" })
    expect(registered.status).toBe(200)
    // No player and no session before the link: nothing can be done with the address and the password yet.
    expect(registered.cookie).toBeUndefined()
    expect(await server.database.query("select id from players where email = $1", [email.toLowerCase()])).toEqual([])
    expect((await post(server.url, "/auth-api/login", { uLogin: email, uPassword: "Confirm123" })).body).toMatchObject({ code: 10 })
    const [message] = await server.database.query("select channel, template, body, params->>'link' as link from outbox_messages where recipient = $1", [email.toLowerCase()])
    expect(message).toMatchObject({ channel: "email", template: "email_confirmation" })
    const link = new URL(String(message?.["link"]), server.url)
    expect(link.pathname).toBe("/en/user/accountverify")
    expect(String(message?.["body"])).toContain(String(message?.["link"]))

    // The page sends the link's token, and only that: the address is not in the link.
    expect([...link.searchParams.keys()]).toEqual(["token"])
    const payload = { token: link.searchParams.get("token") }
    const confirmed = await post(server.url, "/auth-api/email/confirm/link", payload)
    expect(confirmed).toMatchObject({ status: 200, body: { confirmed: true, signedIn: { userId: expect.any(Number), accountId: expect.any(Number) } } })
    expect(await tokenStatus(confirmed.cookie!)).toBe("live")
    const [player] = await server.database.query("select id::int as id, email_confirmed, registration_method from players where email = $1", [email.toLowerCase()])
    expect(player).toMatchObject({ id: confirmed.body["signedIn"]["userId"], email_confirmed: true, registration_method: "full" })
    // The link's sign-in carries the registration's password; the link is spent.
    expect((await post(server.url, "/auth-api/login", { uLogin: email, uPassword: "Confirm123" })).status).toBe(200)
    expect((await post(server.url, "/auth-api/email/confirm/link", payload)).body).toMatchObject({ code: 62 })
    // The code of the same e-mail is spent with its link.
    expect((await post(server.url, "/auth-api/email/confirm", { email, code: await lastCode(email.toLowerCase(), "email_confirmation") })).body).toMatchObject({ code: 40 })
    // The made player is sent no second confirmation link.
    expect(await server.database.query("select count(*)::int as n from outbox_messages where recipient = $1", [email.toLowerCase()])).toEqual([{ n: 1 }])

    const late = freshEmail()
    await post(server.url, "/auth-api/registration/full", { ...choices, email: late, password: "Confirm123" })
    const code = await lastCode(late.toLowerCase(), "email_confirmation")
    clock.advance("10 minutes")
    expect((await post(server.url, "/auth-api/email/confirm", { email: late, code })).body).toMatchObject({ code: 41 })
  })

  it("keeps codes and passwords out of the server's log", async () => {
    const { national } = await phonePlayer()
    await sendSms(national, "sms_sign_in")
    const code = await lastCode(fresh.e164(national), "sms_sign_in_code")
    await loginSms(national, code)
    expect(server.logs.join("\n")).not.toContain(code)
    expect(server.logs.join("\n")).not.toContain("Phone1234")
  })
})
