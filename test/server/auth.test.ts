import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import { cookieHeader, newSession, sessionCookieAttributes, sessionCookieOf, tokenPayload, sessionStateOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"
import { startServer } from "../../server/startServer"

/** The sign-in spine of issue 7 through HTTP, as a browser would call it. */

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
  readonly response: Response
}

const post = async (url: string, path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response), response }
}

const get = async (url: string, path: string, headers: Record<string, string>) => {
  const response = await fetch(`${url}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

const tokenOf = async (url: string, cookie: string) => get(url, "/web-api/user/gettoken?force_refresh=true", cookieHeader(cookie))
const checkWith = (url: string, token: string) => get(url, "/auth-api/session/check", { authorization: `Bearer ${token}` })

const choices = { country_id: 1, currency_id: 1 }
let emails = 0
const freshEmail = () => `Player.${++emails}.${Date.now()}@Example.com`

describe.each(databasesUnderTest)("registration, sign-in and logout on $label", (db) => {
  const clock = makeManualClock()
  // The loopback proxy is trusted, so a test can sign in from an address of its own (failed sign-ins are counted
  // per address for the captcha).
  const server = useTestServer(db, {
    clock: clock.clock,
    tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
    trustedProxies: ["127.0.0.1"],
    // Sessions here live by their lifetime alone; the auto-logoff's idle limit has its own tests (autoLogoff.test.ts).
    autoLogoffMinutes: 0
  })

  /** A player registered by e-mail (the registration, then its link), signed in by the link. */
  const registerFull = (email: string, password = "Secret123") => registerByEmailLink(server, { ...choices, email, password })
  const login = (uLogin: string, uPassword: string, extra: Record<string, unknown> = {}, cookie?: string, from?: string) =>
    post(server.url, "/auth-api/login", { uLogin, uPassword, ...extra }, cookie, from === undefined ? {} : { "x-forwarded-for": from })

  it("registers in one click: a 9-digit account ID and a 12-character password, shown once, and the player is signed in", async () => {
    const answer = await post(server.url, "/auth-api/registration/fast", { country_id: 2, currency_id: 4, ref_code: "partner_7", first_deposit_bonus_choice: "casino" })
    expect(answer.status).toBe(200)
    expect(String(answer.body["accountId"])).toMatch(/^[1-9][0-9]{8}$/)
    expect(answer.body["password"]).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/)
    expect(answer.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The token speaks for the new player; the session check says so.
    const token = answer.body["data"]["token"] as string
    expect(tokenPayload(token)["uid"]).toBe(answer.body["userId"])
    expect((await checkWith(server.url, token)).body).toEqual({ userId: answer.body["userId"] })

    const rows = await server.database.query("select currency, country_id, referral_code, first_deposit_bonus_choice, password_hash, email from players where account_id = $1", [
      answer.body["accountId"]
    ])
    expect(rows[0]).toMatchObject({ currency: "KZT", country_id: 2, referral_code: "partner_7", first_deposit_bonus_choice: "casino", email: null })
    // argon2id at the OWASP parameters, never the password itself.
    expect(rows[0]!["password_hash"]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(rows[0]!["password_hash"]).not.toContain(answer.body["password"])

    // The shown credentials sign in, from another browser.
    const again = await login(String(answer.body["accountId"]), answer.body["password"] as string)
    expect(again.status).toBe(200)
    expect(again.body["userId"]).toBe(answer.body["userId"])
  })

  it("registers by e-mail and signs in by that e-mail in any case, or by the account ID", async () => {
    const email = freshEmail()
    const registered = await registerFull(email)
    expect(registered.status).toBe(200)
    expect(registered.body["password"]).toBeUndefined()
    const byEmail = await login(email.toUpperCase(), "Secret123")
    expect(byEmail.status).toBe(200)
    expect(byEmail.body).toMatchObject({ userId: registered.body["userId"], accountId: registered.body["accountId"] })
    const byId = await login(` ${registered.body["accountId"]} `, "Secret123")
    expect(byId.body["userId"]).toBe(registered.body["userId"])
    const stored = await server.database.query("select email from players where id = $1", [registered.body["userId"]])
    expect(stored[0]!["email"]).toBe(email.toLowerCase())
  })

  it("refuses registrations by numeric code: weak password 12, not an e-mail 13, unknown country or currency 16 (a taken e-mail: none)", async () => {
    const email = freshEmail()
    expect((await registerFull(email)).status).toBe(200)
    // A taken address is answered as a free one (test/server/emailRegistration.test.ts): no code 14.
    expect((await post(server.url, "/auth-api/registration/full", { ...choices, email: email.toLowerCase(), password: "Secret123" })).status).toBe(200)
    for (const weak of ["short1", "lettersonly", "12345678901", "has space 123"]) {
      expect((await registerFull(freshEmail(), weak)).body, weak).toMatchObject({ code: 12 })
    }
    expect((await registerFull("not-an-email", "Secret123")).body).toMatchObject({ code: 13 })
    expect((await post(server.url, "/auth-api/registration/full", { country_id: 999, currency_id: 1, email: freshEmail(), password: "Secret123" })).body).toMatchObject({ code: 16 })
    expect((await post(server.url, "/auth-api/registration/fast", { country_id: 1, currency_id: 77 })).body).toMatchObject({ code: 16 })
  })

  it("answers a wrong password and an unknown account with the same 400 code 10, and sets no cookie", async () => {
    const email = freshEmail()
    await registerFull(email)
    const from = "198.51.100.10"
    const wrong = await login(email, "Wrong1234", {}, undefined, from)
    const unknownEmail = await login(`nobody.${Date.now()}@example.com`, "Wrong1234", {}, undefined, from)
    const unknownId = await login("100000001", "Wrong1234", {}, undefined, "198.51.100.11")
    for (const answer of [wrong, unknownEmail, unknownId]) {
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ _tag: "BadRequest", code: 10, message: "the login or the password is wrong" })
      expect(answer.cookie).toBeUndefined()
    }
    expect((await login("neither an e-mail nor an id", "Wrong1234", {}, undefined, "198.51.100.11")).body).toMatchObject({ code: 11 })
  })

  it("rotates the session at sign-in: a new cookie, and the old cookie and its tokens are dead", async () => {
    const email = freshEmail()
    await registerFull(email)
    const guest = await newSession(server.url)
    const guestToken = (await tokenOf(server.url, guest)).body["data"]["token"] as string
    const signedIn = await login(email, "Secret123", {}, guest)
    expect(signedIn.cookie).toBeDefined()
    expect(signedIn.cookie).not.toBe(guest)
    expect(await sessionStateOf(server.url, guest)).toBe("none")
    expect((await checkWith(server.url, guestToken)).status).toBe(401)
    const playerToken = (await tokenOf(server.url, signedIn.cookie!)).body["data"]["token"] as string
    expect((await checkWith(server.url, playerToken)).body).toEqual({ userId: signedIn.body["userId"] })
  })

  it("ends the session at logout: cookie cleared, and neither the cookie nor its token can do anything a player can", async () => {
    const email = freshEmail()
    await registerFull(email)
    const signedIn = await login(email, "Secret123")
    const cookie = signedIn.cookie!
    const token = signedIn.body["data"]["token"] as string
    expect((await get(server.url, "/web-api/user/config", { authorization: `Bearer ${token}` })).status).toBe(200)

    const out = await post(server.url, "/auth-api/logout", {}, cookie)
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ userId: null })
    expect(out.cookie).toBe("")
    expect(sessionCookieAttributes(out.response)?.["max-age"]).toBe("0")

    expect(await sessionStateOf(server.url, cookie)).toBe("none")
    expect((await checkWith(server.url, token)).status).toBe(401)
    expect((await get(server.url, "/web-api/user/config", { authorization: `Bearer ${token}` })).status).toBe(401)
    // Signing out twice, or without a session, is no error.
    expect((await post(server.url, "/auth-api/logout", {}, cookie)).status).toBe(200)
    expect((await post(server.url, "/auth-api/logout", {})).status).toBe(200)
  })

  it("keeps a saved session 30 days and an unsaved one 1800 s after its last use", async () => {
    const email = freshEmail()
    await registerFull(email)
    const saved = await login(email, "Secret123", { save: true })
    const plain = await login(email, "Secret123", { save: false })
    expect(sessionCookieAttributes(saved.response)?.["max-age"]).toBe(String(30 * 24 * 3600))
    expect(sessionCookieAttributes(plain.response)?.["max-age"]).toBe("1800")
    clock.advance("1801 seconds")
    expect(await sessionStateOf(server.url, plain.cookie!)).toBe("none")
    expect(await sessionStateOf(server.url, saved.cookie!)).toBe("live")
    clock.advance("20 days")
    // Used 20 days later: slides another 30 days from now.
    const used = await fetch(`${server.url}/web-api/session`, { headers: cookieHeader(saved.cookie!) })
    expect(sessionCookieAttributes(used)?.["max-age"]).toBe(String(30 * 24 * 3600))
    clock.advance("29 days")
    expect(await sessionStateOf(server.url, saved.cookie!)).toBe("live")
  })

  it("answers the user config of SPEC.md 3 for the signed-in player, and 401 to a guest", async () => {
    const email = freshEmail()
    const registered = await registerFull(email)
    const token = registered.body["data"]["token"] as string
    const config = await get(server.url, "/web-api/user/config", { authorization: `Bearer ${token}` })
    expect(config.status).toBe(200)
    expect(config.body["result"]).toMatchObject({
      user_email: email.toLowerCase(),
      user_name: String(registered.body["accountId"]),
      user_country_id: 1,
      user_country_code: "RU",
      // The address is confirmed: the registration's link made the player.
      activation_type: 1,
      user_hide_balance: true,
      ban_level: 0,
      // E-mail sign-in is on for a player with an address until switched off.
      protection_level: 20,
      user_data: { name: null, surname: null }
    })
    expect(Object.keys(config.body["result"]).sort()).toEqual(
      [
        "disallow_line_sport", "disallow_live_sport", "phone_number", "phone_code", "user_email", "user_name", "user_country_code",
        "user_country_id", "activation_type", "user_ref_id", "user_msg_count", "user_hide_balance", "changed_pass_day_count", "user_data",
        "protection_level", "protection_methods", "is_need_identification", "ban_level", "ban_version", "user_status_id",
        "verification_status", "verification_types", "verification_status_group_code", "requested_additional_document", "has_deposit",
        "is_identification_bonus", "show_verification_modal_on_deposit_page", "remaining_days_to_activate"
      ].sort()
    )
    const guestToken = (await tokenOf(server.url, await newSession(server.url))).body["data"]["token"] as string
    expect((await get(server.url, "/web-api/user/config", { authorization: `Bearer ${guestToken}` })).status).toBe(401)
  })

  it("seeds the demo player, who signs in with the printed e-mail and password", async () => {
    const demo = await login("demo@oddsfold.local", "Oddsfold2024")
    expect(demo.status).toBe(200)
    expect(String(demo.body["accountId"])).toMatch(/^[1-9][0-9]{8}$/)
  })

  it("answers malformed bodies with a typed 4xx, never a 500", async () => {
    const malformed: ReadonlyArray<[string, unknown]> = [
      ["/auth-api/login", { uLogin: 5, uPassword: "x" }],
      ["/auth-api/login", { uLogin: "a@b.co" }],
      ["/auth-api/login", { uLogin: "", uPassword: "x" }],
      ["/auth-api/login", { uLogin: "x".repeat(300), uPassword: "x" }],
      ["/auth-api/login", { uLogin: "a@b.co", uPassword: "x".repeat(2000) }],
      ["/auth-api/login", { uLogin: "a@b.co", uPassword: "x", save: "yes" }],
      ["/auth-api/login", "[1,2,3]"],
      ["/auth-api/login", "{"],
      ["/auth-api/registration/fast", { country_id: "1", currency_id: 1 }],
      ["/auth-api/registration/fast", { country_id: 1, currency_id: 1, first_deposit_bonus_choice: "everything" }],
      ["/auth-api/registration/fast", { country_id: 1, currency_id: 1, ref_code: "<script>" }],
      ["/auth-api/registration/full", { country_id: 1, currency_id: 1, email: "a@b.co" }],
      ["/auth-api/registration/full", { country_id: 1.5, currency_id: 1, email: "a@b.co", password: "Secret123" }]
    ]
    for (const [path, body] of malformed) {
      const answer = await post(server.url, path, body)
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(["HttpApiDecodeError", "BadRequest"]).toContain(answer.body["_tag"])
    }
    const form = await fetch(`${server.url}/auth-api/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "uLogin=a&uPassword=b"
    })
    expect(form.status).toBe(415)
  })

  it("never writes a password into the server's log", async () => {
    const email = freshEmail()
    await registerFull(email, "Logged9Never")
    await login(email, "Logged9Never")
    await login(email, "Wrong9Never")
    const fast = await post(server.url, "/auth-api/registration/fast", choices)
    for (const secret of ["Logged9Never", "Wrong9Never", fast.body["password"] as string]) {
      expect(server.logs.join("\n")).not.toContain(secret)
    }
  })
})

describe.each(databasesUnderTest)("where registration is closed, on $label", (db) => {
  const server = useTestServer(db)

  it("refuses both kinds with 403 while config closes registration or the domain is a VIP one", async () => {
    const setRegistration = async (change: string) => {
      await server.database.query(`update site_config set config = ${change}`)
      // The config is reloaded within a second of a change.
      await new Promise((resolve) => setTimeout(resolve, 1500))
    }
    await setRegistration(`jsonb_set(config, '{registration,allowed}', 'false')`)
    expect((await post(server.url, "/auth-api/registration/fast", choices)).status).toBe(403)
    expect((await post(server.url, "/auth-api/registration/full", { ...choices, email: freshEmail(), password: "Secret123" })).status).toBe(403)
    await setRegistration(`jsonb_set(jsonb_set(config, '{registration,allowed}', 'true'), '{isVipDomain}', 'true')`)
    expect((await post(server.url, "/auth-api/registration/fast", choices)).status).toBe(403)
    await setRegistration(`jsonb_set(jsonb_set(config, '{isVipDomain}', 'false'), '{registration,types}', '["full"]')`)
    expect((await post(server.url, "/auth-api/registration/fast", choices)).status).toBe(403)
    expect((await post(server.url, "/auth-api/registration/full", { ...choices, email: freshEmail(), password: "Secret123" })).status).toBe(200)
  })
})

describe.each(databasesUnderTest)("rate limits of sign-in and registration on $label", (db) => {
  const server = useTestServer(db, { loginLimit: { limit: 3, window: "1 minute" }, registrationLimit: { limit: 2, window: "1 minute" } })

  it("answers 429 with Retry-After past the limit, for right and wrong passwords alike", async () => {
    const statuses: Array<number> = []
    for (let i = 0; i < 4; i++) statuses.push((await post(server.url, "/auth-api/login", { uLogin: "demo@oddsfold.local", uPassword: "Oddsfold2024" })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await post(server.url, "/auth-api/login", { uLogin: "demo@oddsfold.local", uPassword: "Wrong1234" })
    expect(refused.status).toBe(429)
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0)

    const registrations: Array<number> = []
    for (let i = 0; i < 3; i++) registrations.push((await post(server.url, "/auth-api/registration/fast", choices)).status)
    expect(registrations).toEqual([200, 200, 429])
  })

  it("counts one address's sign-ins on every server of the database: a second server refuses the 4th too", async () => {
    const second = await startServer({ database: server.database.options, loginLimit: { limit: 3, window: "1 minute" }, trustedProxies: ["127.0.0.1"], log: () => {} })
    const first = await startServer({ database: server.database.options, loginLimit: { limit: 3, window: "1 minute" }, trustedProxies: ["127.0.0.1"], log: () => {} })
    try {
      const from = { "x-forwarded-for": "192.0.2.201" }
      const statuses: Array<number> = []
      for (const url of [first.url, second.url, first.url, second.url, first.url]) {
        statuses.push((await post(url, "/auth-api/login", { uLogin: "demo@oddsfold.local", uPassword: "Oddsfold2024" }, undefined, from)).status)
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      // Another address is not touched.
      expect((await post(second.url, "/auth-api/login", { uLogin: "demo@oddsfold.local", uPassword: "Oddsfold2024" }, undefined, { "x-forwarded-for": "192.0.2.202" })).status).toBe(200)
    } finally {
      await second.close()
      await first.close()
    }
  })
})
