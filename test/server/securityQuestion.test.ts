import { describe, expect, it } from "vitest"
import { codeAt } from "./support/authenticator"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import * as fresh from "./support/freshContacts"
import { cookieHeader, sessionCookieOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { solvedCaptcha as solvedCaptchaHeader, TEST_CAPTCHA_DIFFICULTY } from "./support/captcha"
import { useTestServer } from "./support/testServer"

/**
 * Issue 7, the security page made real: the security question's answer kept as an argon2id hash and asked before the
 * sensitive changes; the "sign in with e-mail" switch that, off, refuses e-mail and password exactly as a wrong
 * password while the account ID and the phone still sign in; and the per-account limit of failed password attempts,
 * answered with the captcha from whichever address, the same for an account that does not exist.
 */

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
}

const PASSWORD = "Secret123"
const RUSSIA = 1

// Each sign-in comes from an address of its own unless a test says otherwise (the loopback proxy is trusted), so the
// per-address captcha (3 failures) does not hide the per-account limit.
let address = 0
const nextAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`

const call = async (url: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie === undefined ? {} : cookieHeader(cookie)),
      ...headers
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response) }
}

describe.each(databasesUnderTest)("the security question, e-mail sign-in and the per-account limit on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock, trustedProxies: ["127.0.0.1"], captchaDifficulty: TEST_CAPTCHA_DIFFICULTY })
  const office = (path: string, cookie: string, body?: unknown) => call(server.url, `/web-api/account/${path}`, cookie, body, { "x-forwarded-for": nextAddress() })
  const login = (uLogin: string, uPassword: string, headers: Record<string, string> = {}) =>
    call(server.url, "/auth-api/login", undefined, { uLogin, uPassword }, { "x-forwarded-for": nextAddress(), ...headers })
  const solvedCaptcha = async () => ({ "x-captcha": await solvedCaptchaHeader(server.url, { "x-forwarded-for": nextAddress() }) })

  /** A new player registered by e-mail, signed in by the registration's link. */
  const player = async () => {
    const email = fresh.freshEmail("question")
    const answer = await registerByEmailLink(server, { email, password: PASSWORD }, { "x-forwarded-for": nextAddress() })
    expect(answer.status).toBe(200)
    return { email, cookie: answer.cookie!, accountId: answer.body["accountId"] as number, userId: answer.body["userId"] as number }
  }
  const setQuestion = async (cookie: string, question: string, answer: string, securityAnswer?: string) =>
    office("security/question", cookie, { question, answer, password: PASSWORD, ...(securityAnswer === undefined ? {} : { securityAnswer }) })
  const enableTwoStep = async (cookie: string): Promise<string> => {
    const secret = (await office("security/two-step/begin", cookie, {})).body["secret"] as string
    expect((await office("security/two-step/enable", cookie, { code: codeAt(secret, clock.nowMillis()) })).status).toBe(200)
    clock.advance("31 seconds")
    return secret
  }

  it("keeps only an argon2id hash of the answer, and shows the question, never the answer", async () => {
    const { cookie, userId } = await player()
    const set = await setQuestion(cookie, "Name of my first teacher?", "  Olga Petrovna ")
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ securityQuestion: "Name of my first teacher?", protection_methods: { enable_security_question: true } })
    expect(JSON.stringify(set.body).toLowerCase()).not.toContain("olga")
    const [row] = await server.database.query("select security_question, security_answer_hash from player_security where user_id = $1", [userId])
    expect(row?.["security_question"]).toBe("Name of my first teacher?")
    expect(String(row?.["security_answer_hash"])).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(String(row?.["security_answer_hash"]).toLowerCase()).not.toContain("olga")
  })

  it("asks the answer before two-step sign-in goes off: none (38), wrong (39), right in any case and spacing", async () => {
    const { cookie } = await player()
    const secret = await enableTwoStep(cookie)
    expect((await setQuestion(cookie, "Favourite book?", "The Master and Margarita")).status).toBe(200)
    const code = codeAt(secret, clock.nowMillis())

    expect((await office("security/two-step/disable", cookie, { code })).body).toMatchObject({ _tag: "BadRequest", code: 38 })
    expect((await office("security/two-step/disable", cookie, { code, securityAnswer: "War and Peace" })).body).toMatchObject({ _tag: "BadRequest", code: 39 })
    expect((await office("security", cookie)).body["protection_methods"]["enable_two_factor_auth"]).toBe(true)
    // The refusals did not spend the authenticator's code: it turns two-step off with the right answer.
    const off = await office("security/two-step/disable", cookie, { code, securityAnswer: "  the master AND margarita " })
    expect(off.status).toBe(200)
    expect(off.body["protection_methods"]["enable_two_factor_auth"]).toBe(false)
  })

  it("asks it before e-mail sign-in is switched, before the phone is bound, and before the question is replaced", async () => {
    const { cookie } = await player()
    expect((await setQuestion(cookie, "City I was born in?", "Omsk")).status).toBe(200)

    expect((await office("security/email-auth", cookie, { enabled: false })).body).toMatchObject({ code: 38 })
    expect((await office("security/email-auth", cookie, { enabled: false, securityAnswer: "Tomsk" })).body).toMatchObject({ code: 39 })
    expect((await office("security", cookie)).body["protection_methods"]["enable_email_auth"]).toBe(true)
    expect((await office("security/email-auth", cookie, { enabled: false, securityAnswer: "omsk" })).body["protection_methods"]["enable_email_auth"]).toBe(false)

    // A phone: the code sent to it binds it only with the answer (and a wrong answer does not spend the code).
    const national = fresh.freshNational("915")
    const from = { "x-forwarded-for": nextAddress() }
    expect((await call(server.url, "/web-api/account/security/phone/send-code", cookie, { country_id: RUSSIA, phone_number: national, lang: "en" }, from)).status).toBe(200)
    const [message] = await server.database.query(
      "select params->>'code' as code from outbox_messages where recipient = $1 and template = 'phone_binding_code' order by id desc limit 1",
      [fresh.e164(national)]
    )
    const code = String(message?.["code"])
    const bind = (securityAnswer?: string) =>
      office("security/phone/bind", cookie, { country_id: RUSSIA, phone_number: national, code, ...(securityAnswer === undefined ? {} : { securityAnswer }) })
    expect((await bind()).body).toMatchObject({ code: 38 })
    expect((await bind("Novosibirsk")).body).toMatchObject({ code: 39 })
    expect((await bind("OMSK")).body["protection_methods"]["enable_phone_binding"]).toBe(true)

    // Replacing the question needs the answer of the one set.
    expect((await setQuestion(cookie, "First car?", "Lada")).body).toMatchObject({ code: 38 })
    expect((await setQuestion(cookie, "First car?", "Lada", "Kazan")).body).toMatchObject({ code: 39 })
    expect((await setQuestion(cookie, "First car?", "Lada", "Omsk")).body).toMatchObject({ securityQuestion: "First car?" })
    expect((await office("security/email-auth", cookie, { enabled: true, securityAnswer: "Omsk" })).body).toMatchObject({ code: 39 })
    expect((await office("security/email-auth", cookie, { enabled: true, securityAnswer: "lada" })).status).toBe(200)
  })

  it("refuses answers for a while after five wrong ones (429), even the right one; other players are not touched", async () => {
    const { cookie } = await player()
    const other = await player()
    expect((await setQuestion(cookie, "Pet?", "Rex")).status).toBe(200)
    expect((await setQuestion(other.cookie, "Pet?", "Rex")).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await office("security/email-auth", cookie, { enabled: false, securityAnswer: `Wrong ${i}` })).body).toMatchObject({ code: 39 })
    const limited = await office("security/email-auth", cookie, { enabled: false, securityAnswer: "Rex" })
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ _tag: "TooManyRequests" })
    expect((await office("security", cookie)).body["protection_methods"]["enable_email_auth"]).toBe(true)
    expect((await office("security/email-auth", other.cookie, { enabled: false, securityAnswer: "rex" })).status).toBe(200)
  })

  it("with e-mail sign-in off, refuses e-mail and password exactly as a wrong password; the account ID and the phone still sign in", async () => {
    const { accountId, cookie, email } = await player()
    const national = fresh.freshNational("916")
    const from = { "x-forwarded-for": nextAddress() }
    expect((await call(server.url, "/web-api/account/security/phone/send-code", cookie, { country_id: RUSSIA, phone_number: national, lang: "en" }, from)).status).toBe(200)
    const [bindCode] = await server.database.query(
      "select params->>'code' as code from outbox_messages where recipient = $1 and template = 'phone_binding_code' order by id desc limit 1",
      [fresh.e164(national)]
    )
    expect((await office("security/phone/bind", cookie, { country_id: RUSSIA, phone_number: national, code: String(bindCode?.["code"]) })).status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(200)

    expect((await office("security/email-auth", cookie, { enabled: false })).body["protection_methods"]["enable_email_auth"]).toBe(false)
    const refused = await login(email, PASSWORD)
    const wrong = await login(email, "Wrong1234")
    const unknown = await login(fresh.freshEmail("nobody"), PASSWORD)
    expect(refused).toEqual({ status: 400, body: { _tag: "BadRequest", code: 10, message: "the login or the password is wrong" }, cookie: undefined })
    expect(wrong).toEqual(refused)
    expect(unknown).toEqual(refused)
    // Whatever case the address is typed in.
    expect((await login(email.toUpperCase(), PASSWORD)).body).toMatchObject({ code: 10 })

    const byId = await login(String(accountId), PASSWORD)
    expect(byId.status).toBe(200)
    expect(byId.cookie).toBeDefined()
    expect((await call(server.url, "/auth-api/sms/send-code", undefined, { country_id: RUSSIA, phone_number: national, purpose: "sms_sign_in", lang: "en" }, { "x-forwarded-for": nextAddress() })).status).toBe(200)
    const [smsCode] = await server.database.query(
      "select params->>'code' as code from outbox_messages where recipient = $1 and template = 'sms_sign_in_code' order by id desc limit 1",
      [fresh.e164(national)]
    )
    const bySms = await call(server.url, "/auth-api/login/sms", undefined, { country_id: RUSSIA, phone_number: national, code: String(smsCode?.["code"]) }, { "x-forwarded-for": nextAddress() })
    expect(bySms.status).toBe(200)

    // Switched on again, the e-mail signs the player in.
    expect((await office("security/email-auth", cookie, { enabled: true })).status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it("after 10 failed passwords on one account from any addresses, its sign-in waits and then needs the captcha, right password or not; a solved one lets it in", async () => {
    const { email } = await player()
    const other = await player()
    for (let i = 0; i < 10; i++) expect((await login(email, `Wrong${i}abc`)).body).toMatchObject({ code: 10 })
    // From a fresh address that never failed: the account waits a second after its 10th failure...
    expect((await login(email, PASSWORD)).body).toMatchObject({ _tag: "TooManyRequests", retryAfterSeconds: 1 })
    clock.advance("1 second")
    // ...then asks for the captcha.
    expect((await login(email, PASSWORD)).body).toMatchObject({ _tag: "BadRequest", code: 100 })
    expect((await login(email, PASSWORD, { "x-captcha": "no-such-image.K7TAX" })).body).toMatchObject({ code: 111 })
    // Another account is not touched.
    expect((await login(other.email, PASSWORD)).status).toBe(200)
    const solved = await login(email, PASSWORD, await solvedCaptcha())
    expect(solved.status).toBe(200)
    expect(solved.body["failedSignIns"]).toMatchObject({ count: 10 })
    // The success ended the run: no captcha, no wait.
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it("counts only failures: sign-ins that succeed give their attempt back", async () => {
    const { email } = await player()
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await login(email, `Wrong${i}abc`)).body).toMatchObject({ code: 10 })
      clock.advance("2 minutes")
      expect((await login(email, PASSWORD)).status).toBe(200)
      clock.advance("16 minutes")
    }
    // 9 failures in the window, then the owner signs in: no captcha.
    for (let i = 0; i < 9; i++) expect((await login(email, `Wrong${i}abc`)).body).toMatchObject({ code: 10 })
    expect((await login(email, PASSWORD)).status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it("limits an unknown account exactly as a known one: the same answers, a wait after 10", async () => {
    const nobody = fresh.freshEmail("ghost")
    const { email } = await player()
    const answers = async (login_: string) => {
      const seen: Array<unknown> = []
      for (let i = 0; i < 11; i++) seen.push((await login(login_, `Wrong${i}abc`)).body)
      return seen
    }
    const known = await answers(email)
    const unknown = await answers(nobody)
    expect(unknown).toEqual(known)
    expect(unknown.at(-1)).toMatchObject({ _tag: "TooManyRequests", retryAfterSeconds: 1 })
    expect(unknown.at(-2)).toMatchObject({ code: 10 })
    // An account ID that has no player is limited the same way.
    const noSuchId = "987654321"
    const byId = await answers(noSuchId)
    expect(byId).toEqual(known)
  })
})
