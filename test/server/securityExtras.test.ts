import { inspect } from "node:util"
import { Effect, Redacted } from "effect"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { LedgerService } from "../../server/account/ledger"
import type { MinorUnits } from "../../src/domain/account/ledger"
import { accountServicesOn, type AccountServices } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import { cookieHeader, sessionCookieOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"
import * as fresh from "./support/freshContacts"

/**
 * Issue 7, the security page's extras, through HTTP as the pages call them: phone binding and unbinding by SMS code,
 * the e-mail confirmation link again, the user config's fields from the player's rows, and the foreign keys that
 * tie every player-keyed table to the players table (migration 015). Codes are read from the outbox, where the dev
 * mailbox shows them.
 */

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
}

// Each test is a client of its own (the loopback proxy is trusted): the per-client code limit is one test's.
let client = 0
beforeEach(() => {
  client += 1
})

const request = async (url: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "x-forwarded-for": `203.0.113.${client}`,
      ...(cookie === undefined ? {} : cookieHeader(cookie)),
      ...headers
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>) }
}

/** What a failed statement says, its driver's cause included ("no failure" when it went through). */
const violationOf = (query: Promise<unknown>): Promise<string> =>
  query.then(
    () => "no failure",
    // PGlite's failures come wrapped in the Effect's FiberFailure and SqlError: the driver's words are in their causes.
    (error: unknown) => inspect(error, { depth: 8 })
  )

const RUSSIA = 1
const GERMANY = 9
let germanNumbers = 0
const freshNational = () => fresh.freshNational("914")
const freshEmail = () => fresh.freshEmail("security")

describe.each(databasesUnderTest)("phone binding, the confirmation link again, the user config and player keys on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, {
    clock: clock.clock,
    tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
    trustedProxies: ["127.0.0.1"]
  })
  let services: AccountServices | undefined
  afterAll(async () => {
    await services?.dispose()
  })

  const post = (path: string, cookie: string | undefined, body: unknown) => request(server.url, path, cookie, body)
  const security = (cookie: string) => request(server.url, "/web-api/account/security", cookie)
  const sendBindingCode = (cookie: string | undefined, national: string, country = RUSSIA) =>
    post("/web-api/account/security/phone/send-code", cookie, { country_id: country, phone_number: national, lang: "en" })
  const bind = (cookie: string, national: string, code: string, country = RUSSIA) =>
    post("/web-api/account/security/phone/bind", cookie, { country_id: country, phone_number: national, code })

  /** The newest message's code to `to` of `template`, as the player reads it on the dev mailbox. */
  const lastCode = async (to: string, template: string): Promise<string> => {
    const rows = await server.database.query(
      "select params->>'code' as code from outbox_messages where recipient = $1 and template = $2 order by id desc limit 1",
      [to, template]
    )
    const code = rows[0]?.["code"]
    if (typeof code !== "string") throw new Error(`no ${template} message to ${to}`)
    return code
  }
  const otherCode = (code: string) => (code === "000000" ? "111111" : "000000")

  /**
   * A player with an e-mail address not confirmed yet, signed in: e-mail, cookie, bearer token and user id. A
   * registration by e-mail is confirmed by the link that makes the player; a social player's provider address or a
   * player's from before that is not, and that is the state these tests need, so the flag is cleared here.
   */
  const player = async () => {
    const email = freshEmail()
    const answer = await registerByEmailLink(server, { country_id: RUSSIA, currency_id: 1, email, password: "Secret123", lng: "en" }, { "x-forwarded-for": `203.0.113.${client}` })
    expect(answer.status).toBe(200)
    const body = answer.body
    await server.database.query("update players set email_confirmed = false where id = $1", [body["userId"]])
    return { email, cookie: answer.cookie!, token: body["data"]["token"] as string, userId: body["userId"] as number, accountId: body["accountId"] as number }
  }
  const userConfig = async (token: string) => (await request(server.url, "/web-api/user/config", undefined, undefined, { authorization: `Bearer ${token}` })).body["result"]

  it("binds a phone with the SMS code sent to it: the protection level rises and the user config shows the number", async () => {
    const { cookie, token } = await player()
    // E-mail sign-in is on for a player with an address: 20 before the phone.
    expect((await security(cookie)).body).toMatchObject({ protection_level: 20, protection_methods: { enable_phone_binding: false } })

    const national = freshNational()
    const sent = await sendBindingCode(cookie, national)
    expect(sent.status).toBe(200)
    expect(sent.body["phone"]).toBe(`+7 ••••••••${national.slice(-2)}`)
    const code = await lastCode(fresh.e164(national), "phone_binding_code")
    expect(code).toMatch(/^[0-9]{6}$/)

    // A wrong code binds nothing and says so (40).
    expect((await bind(cookie, national, otherCode(code))).body).toMatchObject({ _tag: "BadRequest", code: 40 })
    expect((await security(cookie)).body["protection_methods"]["enable_phone_binding"]).toBe(false)

    const bound = await bind(cookie, national, code)
    expect(bound.status).toBe(200)
    expect(bound.body).toMatchObject({ protection_level: 40, protection_methods: { enable_phone_binding: true } })
    const config = await userConfig(token)
    expect(config).toMatchObject({
      phone_number: national.replace(/\D/g, ""),
      phone_code: "+7",
      activation_type: 3,
      protection_level: 40,
      protection_methods: { enable_phone_binding: true }
    })
    // The code was single use, and a second number needs the first unbound (36).
    expect((await bind(cookie, national, code)).body).toMatchObject({ code: 36 })
    expect((await sendBindingCode(cookie, freshNational())).body).toMatchObject({ code: 36 })
    // The bound number now signs in by SMS code.
    await post("/auth-api/sms/send-code", undefined, { country_id: RUSSIA, phone_number: national, purpose: "sms_sign_in", lang: "en" })
    const bySms = await post("/auth-api/login/sms", undefined, { country_id: RUSSIA, phone_number: national, code: await lastCode(fresh.e164(national), "sms_sign_in_code") })
    expect(bySms.status).toBe(200)
  })

  it("refuses a number of another player only to whoever holds its code, and a late code as time_up", async () => {
    const first = await player()
    const national = freshNational()
    await sendBindingCode(first.cookie, national)
    expect((await bind(first.cookie, national, await lastCode(fresh.e164(national), "phone_binding_code"))).status).toBe(200)

    const second = await player()
    // The code goes whatever the number (the same answer for a taken one); binding it is refused with 43.
    expect((await sendBindingCode(second.cookie, national)).status).toBe(200)
    expect((await bind(second.cookie, national, await lastCode(fresh.e164(national), "phone_binding_code"))).body).toMatchObject({ code: 43 })
    expect((await security(second.cookie)).body["protection_methods"]["enable_phone_binding"]).toBe(false)

    const other = freshNational()
    await sendBindingCode(second.cookie, other)
    const late = await lastCode(fresh.e164(other), "phone_binding_code")
    clock.advance("10 minutes")
    expect((await bind(second.cookie, other, late)).body).toMatchObject({ code: 41 })
  })

  it("keeps the bound number's own country: a German number of a Russian player has phone_code +49", async () => {
    const { cookie, token } = await player()
    const national = `30${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++germanNumbers).padStart(3, "0")}`
    const typed = `${national.slice(0, 4)} ${national.slice(4)}`
    expect((await sendBindingCode(cookie, typed, GERMANY)).status).toBe(200)
    const code = await lastCode(`+49${national}`, "phone_binding_code")
    expect((await bind(cookie, typed, code, GERMANY)).status).toBe(200)
    expect(await userConfig(token)).toMatchObject({ phone_code: "+49", phone_number: national, user_country_code: "RU" })
  })

  it("unbinds the phone only with a code sent to the bound number", async () => {
    const { cookie, token } = await player()
    const national = freshNational()
    await sendBindingCode(cookie, national)
    await bind(cookie, national, await lastCode(fresh.e164(national), "phone_binding_code"))

    const sent = await post("/web-api/account/security/phone/unbind/send-code", cookie, { lang: "ru" })
    expect(sent.body["phone"]).toBe(`+7 ••••••••${national.slice(-2)}`)
    const [message] = await server.database.query(
      "select channel, body from outbox_messages where recipient = $1 and template = 'phone_unbinding_code' order by id desc limit 1",
      [fresh.e164(national)]
    )
    expect(message?.["channel"]).toBe("sms")
    expect(String(message?.["body"])).toContain("отвязки телефона")
    const code = await lastCode(fresh.e164(national), "phone_unbinding_code")
    // A binding code is no unbinding code, and a wrong code keeps the phone.
    expect((await post("/web-api/account/security/phone/unbind", cookie, { code: otherCode(code) })).body).toMatchObject({ code: 40 })
    const unbound = await post("/web-api/account/security/phone/unbind", cookie, { code })
    expect(unbound.body).toMatchObject({ protection_level: 20, protection_methods: { enable_phone_binding: false } })
    expect(await userConfig(token)).toMatchObject({ phone_number: null, phone_code: null, activation_type: 0 })
    expect((await post("/web-api/account/security/phone/unbind/send-code", cookie, { lang: "en" })).body).toMatchObject({ code: 36 })
  })

  it("answers a guest 401, a number that breaks its mask 400, and a sixth code in ten minutes 429", async () => {
    expect((await sendBindingCode(undefined, freshNational())).status).toBe(401)
    const { cookie } = await player()
    expect((await sendBindingCode(cookie, "12345")).body).toMatchObject({ _tag: "BadRequest", code: 1 })
    for (let i = 0; i < 5; i++) expect((await sendBindingCode(cookie, freshNational())).status).toBe(200)
    expect((await sendBindingCode(cookie, freshNational())).status).toBe(429)
  })

  it("sends the confirmation link again: only the newest link confirms, a confirmed address asks for none", async () => {
    const { cookie, email, token } = await player()
    const firstCode = await lastCode(email, "email_confirmation")

    const resent = await post("/web-api/account/email/resend-confirmation", cookie, { lang: "en" })
    expect(resent.status).toBe(200)
    expect(resent.body["email"]).toMatch(/^s.*@example\.com$/)
    expect(resent.body["email"]).not.toBe(email)
    const [newest] = await server.database.query(
      "select params->>'link' as link, params->>'code' as code from outbox_messages where recipient = $1 and template = 'email_confirmation' order by id desc limit 1",
      [email]
    )
    const link = new URL(String(newest?.["link"]), server.url)
    expect(link.pathname).toBe("/en/user/accountverify")
    expect(await server.database.query("select count(*)::int as n from outbox_messages where recipient = $1 and template = 'email_confirmation'", [email])).toEqual([{ n: 2 }])

    // The first link stopped working when the new one went (one live code per address); the new one confirms.
    if (firstCode !== newest?.["code"]) {
      expect((await post("/auth-api/email/confirm", undefined, { email, code: firstCode })).body).toMatchObject({ code: 40 })
    }
    // The address of a player who has it: confirmed by the link (its token, as the page sends it), and nobody is signed in by it.
    expect((await post("/auth-api/email/confirm/link", undefined, { token: link.searchParams.get("token") })).body).toEqual({ confirmed: true, signedIn: null })
    expect((await userConfig(token))["activation_type"]).toBe(1)
    expect((await post("/web-api/account/email/resend-confirmation", cookie, { lang: "en" })).body).toMatchObject({ code: 37 })
  })

  it("limits the confirmation link to three more in ten minutes, and refuses it to a player without e-mail", async () => {
    const { cookie } = await player()
    for (let i = 0; i < 3; i++) expect((await post("/web-api/account/email/resend-confirmation", cookie, { lang: "en" })).status).toBe(200)
    expect((await post("/web-api/account/email/resend-confirmation", cookie, { lang: "en" })).status).toBe(429)

    const fast = await fetch(`${server.url}/auth-api/registration/fast`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${client}` },
      body: JSON.stringify({ country_id: RUSSIA, currency_id: 1 })
    })
    expect(fast.status).toBe(200)
    const fastCookie = sessionCookieOf(fast)
    expect((await post("/web-api/account/email/resend-confirmation", fastCookie, { lang: "en" })).body).toMatchObject({ code: 37 })
  })

  it("answers every user config field from the player's rows", async () => {
    const { accountId, cookie, token, userId } = await player()
    // Registered three days ago; the wallet shows its balance, 50.00 was deposited, a passport verified and a selfie refused.
    await server.database.query("update players set created_at = created_at - interval '3 days' where id = $1", [userId])
    expect((await post("/web-api/account/hide-balance", cookie, { hide: false })).status).toBe(200)
    services ??= accountServicesOn(server.database)
    const [main] = await server.database.query("select id from ledger_accounts where user_id = $1 and type = 0", [userId])
    await services.run(Effect.flatMap(LedgerService, (ledger) => ledger.deposit(`config-${userId}`, Number(main?.["id"]), 5_000 as MinorUnits)))
    const document = (kind: string, status: string, reason: string | null) =>
      server.database.query(
        `insert into verification_documents (user_id, kind, file_name, content_type, size, content, status, reason, uploaded_at, decided_at)
         values ($1, $2, 'scan.png', 'image/png', 3, '\\x010203', $3, $4, now(), now())`,
        [userId, kind, status, reason]
      )
    await document("passport", "verified", null)
    await document("selfie", "rejected", "The face is not visible")

    expect(await userConfig(token)).toEqual({
      disallow_line_sport: [],
      disallow_live_sport: [],
      phone_number: null,
      phone_code: null,
      user_email: expect.stringMatching(/^security\.\d+\.\d+@example\.com$/),
      user_name: String(accountId),
      user_country_code: "RU",
      user_country_id: 1,
      activation_type: 0,
      user_ref_id: null,
      user_msg_count: 0,
      user_hide_balance: false,
      changed_pass_day_count: null,
      user_data: {
        date_birthday: null,
        document_type_id: null,
        inn: null,
        name: null,
        passport: null,
        passport_date: null,
        passport_end_date: null,
        registration_address: null,
        surname: null
      },
      // The player signs in with their e-mail (on unless switched off on the security page).
      protection_level: 20,
      protection_methods: {
        is_changed_password: false,
        enable_two_factor_auth: false,
        enable_phone_binding: false,
        enable_security_question: false,
        enable_email_auth: true
      },
      is_need_identification: false,
      ban_level: 0,
      ban_version: 1,
      user_status_id: 1,
      // Rejected (3): the selfie and the proof of address (2, 3) are still wanted, the selfie again after a refusal.
      verification_status: 3,
      verification_types: [2, 3],
      verification_status_group_code: "rejected",
      requested_additional_document: true,
      has_deposit: true,
      is_identification_bonus: false,
      show_verification_modal_on_deposit_page: false,
      // 30 days to confirm the e-mail, 3 of them gone.
      remaining_days_to_activate: 27
    })
  })

  describe("the players keys (migration 015)", () => {
    it("refuses a session, a ledger account, a wallet or a document of a player who does not exist", async () => {
      const ghost = 987_654_321
      const refused = async (sql: string) => expect(await violationOf(server.database.query(sql, [ghost]))).toMatch(/23503|foreign key/)
      await refused(`insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at) values (repeat('a', 64), $1, now(), now(), now())`)
      await refused(`insert into ledger_accounts (user_id, type, currency, balance, created_at) values ($1, 0, 'RUB', 0, now())`)
      await refused(`insert into wallets (user_id, created_at) values ($1, now())`)
      await refused(
        `insert into verification_documents (user_id, kind, file_name, content_type, size, content, uploaded_at) values ($1, 'passport', 'a.png', 'image/png', 1, '\\x01', now())`
      )
    })

    it("signs a deleted player out everywhere, and keeps a player with money history from being deleted", async () => {
      const { userId } = await player()
      // A registered player has a main account: their history keeps them.
      expect(await violationOf(server.database.query("delete from players where id = $1", [userId]))).toMatch(/23503|foreign key/)
      // A bare player (no accounts) with a session goes, and the session with them.
      const [bare] = await server.database.query(
        `insert into players (account_id, password_hash, currency, country_id, registration_method, created_at)
         values (876543210, '$argon2id$x', 'RUB', 1, 'seed', now()) returning id`
      )
      const bareId = Number(bare?.["id"])
      await server.database.query(
        `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at) values (repeat('b', 64), $1, now(), now(), now() + interval '1 hour')`,
        [bareId]
      )
      await server.database.query("delete from players where id = $1", [bareId])
      expect(await server.database.query("select count(*)::int as n from sessions where user_id = $1", [bareId])).toEqual([{ n: 0 }])
    })
  })
})
