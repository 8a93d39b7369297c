import { describe, expect, it } from "vitest"
import { codeAt } from "./support/authenticator"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import { cookieHeader, newSession, sessionCookieOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/** The personal office (issue 7) through HTTP, as the office pages call it. */

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
}

const call = async (url: string, path: string, cookie: string | undefined, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response) }
}

let emails = 0
const freshEmail = () => `office.${++emails}.${Date.now()}@example.com`
const PASSWORD = "Secret123"

const emptyData = {
  name: "",
  surname: "",
  middle_name: "",
  birthday_date: "",
  birthday_place: "",
  geo_region: "",
  city: "",
  country: "",
  registration_address: "",
  passport_number: "",
  passport_series: "",
  passport_issue_date: "",
  passport_type: "",
  passport_issued_by: "",
  inn: ""
}

describe.each(databasesUnderTest)("the personal office on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock })
  const office = (path: string, cookie: string | undefined, body?: unknown) => call(server.url, `/web-api/account/${path}`, cookie, body)
  const login = (uLogin: string, uPassword: string, extra: Record<string, unknown> = {}) =>
    call(server.url, "/auth-api/login", undefined, { uLogin, uPassword, ...extra })

  /** A new player registered by e-mail (signed in by the registration's link): their e-mail and session cookie. */
  const player = async () => {
    const email = freshEmail()
    const answer = await registerByEmailLink(server, { email, password: PASSWORD })
    expect(answer.status).toBe(200)
    return { email, cookie: answer.cookie! }
  }

  /** Turns two-step on for a player; answers the secret shown as text. */
  const enableTwoStep = async (cookie: string): Promise<string> => {
    const begun = await office("security/two-step/begin", cookie, {})
    expect(begun.status).toBe(200)
    const secret = begun.body["secret"] as string
    const enabled = await office("security/two-step/enable", cookie, { code: codeAt(secret, clock.nowMillis()) })
    expect(enabled.status).toBe(200)
    return secret
  }

  it("answers 401 on every office call to a visitor, a guest and a session that logged out", async () => {
    const { cookie } = await player()
    expect((await call(server.url, "/auth-api/logout", cookie, {})).status).toBe(200)
    const guest = await newSession(server.url)
    const calls: ReadonlyArray<readonly [string, unknown]> = [
      ["profile", undefined],
      ["profile", { data: emptyData }],
      ["security", undefined],
      ["security/password", { current: PASSWORD, next: "Another123" }],
      ["security/two-step/begin", {}],
      ["security/two-step/enable", { code: "123456" }],
      ["security/two-step/disable", { code: "123456" }],
      ["security/question", { question: "Pet?", answer: "Rex", password: PASSWORD }],
      ["security/email-auth", { enabled: true }],
      ["settings", undefined],
      ["settings", { mailing: { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: true }, global: {} }]
    ]
    for (const [path, body] of calls) {
      for (const who of [undefined, guest, cookie]) {
        const answer = await office(path, who, body)
        expect(answer.status, `${path} as ${who === cookie ? "logged out" : (who ?? "nobody")}`).toBe(401)
        expect(answer.body["_tag"]).toBe("Unauthorized")
      }
    }
  })

  it("keeps personal data, shows it again, and refuses bad fields one by one with a typed 400", async () => {
    const { cookie } = await player()
    const first = await office("profile", cookie)
    expect(first.status).toBe(200)
    expect(first.body["data"]).toEqual(emptyData)

    const data = { ...emptyData, name: "  Anna ", surname: "Ivanova", birthday_date: "1990-05-17", passport_number: "4509 123456", inn: "7707083893" }
    const saved = await office("profile", cookie, { data })
    expect(saved.status).toBe(200)
    expect((await office("profile", cookie)).body["data"]).toEqual({ ...data, name: "Anna" })

    const bad = await office("profile", cookie, {
      data: { ...data, name: "Anna1", birthday_date: "2020-02-30", passport_issue_date: "2999-01-01", inn: "12345" }
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      _tag: "PersonalDataRejected",
      code: 30,
      fields: [
        { field: "name", code: "invalid_chars" },
        { field: "birthday_date", code: "invalid_date" },
        { field: "passport_issue_date", code: "future_date" },
        { field: "inn", code: "invalid_inn" }
      ]
    })
    // Nothing of a refused save is kept.
    expect((await office("profile", cookie)).body["data"]["name"]).toBe("Anna")

    const child = await office("profile", cookie, { data: { ...data, birthday_date: new Date(clock.nowMillis() - 10 * 365 * 86_400_000).toISOString().slice(0, 10) } })
    expect(child.body["fields"]).toEqual([{ field: "birthday_date", code: "underage" }])

    // The user config carries what was saved (SPEC.md 3 user_data).
    const token = (await call(server.url, "/web-api/user/gettoken?force_refresh=true", cookie)).body["data"]["token"]
    const config = await fetch(`${server.url}/web-api/user/config`, { headers: { authorization: `Bearer ${token}`, ...cookieHeader(cookie) } })
    expect(((await config.json()) as any).result.user_data).toMatchObject({ name: "Anna", surname: "Ivanova", date_birthday: "1990-05-17", inn: "7707083893" })
  })

  it("changes the password only with the current one, and ends the player's other sessions", async () => {
    const { cookie, email } = await player()
    const other = (await login(email, PASSWORD)).cookie!
    expect((await office("security", other)).status).toBe(200)

    const wrong = await office("security/password", cookie, { current: "Wrong1234", next: "Another123" })
    expect(wrong).toMatchObject({ status: 400, body: { code: 31 } })
    const weak = await office("security/password", cookie, { current: PASSWORD, next: "short" })
    expect(weak).toMatchObject({ status: 400, body: { code: 32 } })
    expect((await office("security", other)).status).toBe(200)

    const changed = await office("security/password", cookie, { current: PASSWORD, next: "Another123" })
    expect(changed.status).toBe(200)
    expect(changed.body["protection_methods"]["is_changed_password"]).toBe(true)
    // Changed password and e-mail sign-in (on for a player with an address unless switched off).
    expect(changed.body["protection_level"]).toBe(40)
    // This session goes on; the other one is over.
    expect((await office("security", cookie)).status).toBe(200)
    expect((await office("security", other)).status).toBe(401)
    expect((await login(email, PASSWORD)).body).toMatchObject({ code: 10 })
    expect((await login(email, "Another123")).status).toBe(200)
  })

  it("turns two-step on only with a valid code, then asks for the code at sign-in", async () => {
    const { cookie, email } = await player()
    const begun = await office("security/two-step/begin", cookie, {})
    expect(begun.status).toBe(200)
    const secret = begun.body["secret"] as string
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(begun.body["uri"]).toContain(`secret=${secret}`)
    expect(begun.body["qrSvg"]).toMatch(/^<svg/)

    const wrongCode = String((Number(codeAt(secret, clock.nowMillis())) + 1) % 1_000_000).padStart(6, "0")
    expect(await office("security/two-step/enable", cookie, { code: wrongCode })).toMatchObject({ status: 400, body: { code: 33 } })
    expect((await office("security", cookie)).body["protection_methods"]["enable_two_factor_auth"]).toBe(false)
    expect((await login(email, PASSWORD)).status).toBe(200)

    const enabled = await office("security/two-step/enable", cookie, { code: codeAt(secret, clock.nowMillis()) })
    expect(enabled.status).toBe(200)
    expect(enabled.body["protection_methods"]["enable_two_factor_auth"]).toBe(true)

    const withoutCode = await login(email, PASSWORD)
    expect(withoutCode).toMatchObject({ status: 400, body: { code: 18 }, cookie: undefined })
    const wrong = await login(email, PASSWORD, { code: wrongCode })
    expect(wrong).toMatchObject({ status: 400, body: { code: 19 }, cookie: undefined })
    // A wrong password is still the same code 10, whatever the two-step code.
    expect((await login(email, "Wrong1234", { code: codeAt(secret, clock.nowMillis()) })).body).toMatchObject({ code: 10 })

    clock.advance("31 seconds")
    const right = await login(email, PASSWORD, { code: codeAt(secret, clock.nowMillis()) })
    expect(right.status).toBe(200)
    expect(right.cookie).toBeDefined()
    // The same code never works twice.
    expect((await login(email, PASSWORD, { code: codeAt(secret, clock.nowMillis()) })).body).toMatchObject({ code: 19 })
  })

  it("raises the protection level as the player adds protection: bad, normal, good", async () => {
    const { cookie } = await player()
    const level = async () => (await office("security", cookie)).body
    // A player registered by e-mail signs in with it: that method is on from the start.
    expect(await level()).toMatchObject({ protection_level: 20, securityQuestion: null, protection_methods: { enable_email_auth: true } })
    expect((await office("security/email-auth", cookie, { enabled: false })).body["protection_level"]).toBe(0)

    expect((await office("security/question", cookie, { question: "First pet?", answer: "Rex", password: "Wrong1234" })).body).toMatchObject({ code: 31 })
    const question = await office("security/question", cookie, { question: "First pet?", answer: "Rex", password: PASSWORD })
    expect(question.body).toMatchObject({ protection_level: 20, securityQuestion: "First pet?" })
    expect(JSON.stringify(question.body)).not.toContain("Rex")

    // Switching e-mail sign-in asks the question's answer now.
    expect((await office("security/email-auth", cookie, { enabled: true, securityAnswer: "rex" })).body["protection_level"]).toBe(40)
    await enableTwoStep(cookie)
    expect((await office("security/password", cookie, { current: PASSWORD, next: "Another123" })).body["protection_level"]).toBe(80)
    expect((await office("security/email-auth", cookie, { enabled: false, securityAnswer: "Rex" })).body["protection_level"]).toBe(60)
  })

  it("keeps the mailing and global settings", async () => {
    const { cookie } = await player()
    expect((await office("settings", cookie)).body).toEqual({
      mailing: { enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false },
      global: {}
    })
    const settings = { mailing: { enable_mail_news: true, enable_mail_deposit: false, enable_mail_bets: true, enable_sms_news: true }, global: { appTheme: 1, timeZone: 5 } }
    expect((await office("settings", cookie, settings)).status).toBe(200)
    expect((await office("settings", cookie)).body).toEqual(settings)
    expect((await office("settings", cookie, { ...settings, global: { appTheme: 7 } })).status).toBe(400)
  })

  it("never logs a two-step secret or code", async () => {
    const { cookie } = await player()
    const secret = await enableTwoStep(cookie)
    expect(server.logs.join("\n")).not.toContain(secret)
  })
})
