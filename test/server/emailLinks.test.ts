import { createSecretKey, randomBytes } from "node:crypto"
import { SignJWT } from "jose"
import { Redacted } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import { cookieHeader, sessionCookieOf, tokenPayload, sessionStateOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"
import * as fresh from "./support/freshContacts"

/**
 * The links of the site's e-mails (issue 7, SPEC.md 2.4) through HTTP as their pages call them: the recovery e-mail's
 * `user/passwordreset` link, the office's activation link (`user/activate`) and the news e-mail's unsubscribe link
 * (`user/stopnewsletter`). Every link is one signed token; the first two are tied to the code of the same e-mail:
 * ten minutes, once, the newest only, code or link. Links are read where the player reads them: the outbox.
 */

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
}

// Each test is a client of its own (the loopback proxy is trusted): the per-client code limit is one test's.
let client = 0
beforeEach(() => {
  client += 1
})

const OPERATOR_TOKEN = "operator-token-for-the-email-link-tests-0123456789"
const choices = { country_id: 1, currency_id: 1 }
const freshEmail = () => fresh.freshEmail("Linked", "Example.com")

/** The link's token, as the page reads it from its query. */
const tokenOf = (link: string): string => new URL(link, "http://oddsfold.test").searchParams.get("token") ?? ""

/** The same token with one character of its signature changed. */
const withBadSignature = (token: string): string => {
  const last = token.at(-2) === "A" ? "B" : "A"
  return `${token.slice(0, -2)}${last}${token.at(-1)}`
}

/** The same signature over claims changed by `change`: what someone editing a link by hand would send. */
const withClaims = (token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>): string => {
  const [header, , signature] = token.split(".")
  const payload = Buffer.from(JSON.stringify(change(tokenPayload(token)))).toString("base64url")
  return `${header}.${payload}.${signature}`
}

/** A well-formed link token with these claims under a key that is not the server's. */
const signedElsewhere = (claims: Record<string, unknown>): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "oddsfold-link+jwt" }).sign(createSecretKey(randomBytes(32)))

describe.each(databasesUnderTest)("e-mail links on $label", (db) => {
  // A clock that stands still until a test moves it: a link's ten minutes end exactly where the test says.
  const clock = makeManualClock(Date.UTC(2031, 2, 14, 9, 0, 0))
  const server = useTestServer(db, {
    clock: clock.clock,
    tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
    trustedProxies: ["127.0.0.1"],
    operatorToken: Redacted.make(OPERATOR_TOKEN)
  })

  const call = async (method: "GET" | "POST", path: string, body?: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "x-forwarded-for": `198.51.100.${client}`,
        ...(cookie === undefined ? {} : cookieHeader(cookie)),
        ...headers
      },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response) }
  }
  const post = (path: string, body: unknown, cookie?: string) => call("POST", path, body, cookie)
  const tokenStatus = (cookie: string) => sessionStateOf(server.url, cookie)

  /** The newest message of `template` to `to`: its subject, text and values, as the dev mailbox shows them. */
  const newest = async (to: string, template: string) => {
    const [row] = await server.database.query(
      "select subject, body, params, headers from outbox_messages where recipient = $1 and template = $2 order by id desc limit 1",
      [to, template]
    )
    if (row === undefined) throw new Error(`no ${template} message to ${to}`)
    const record = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Record<string, string>
    return { subject: String(row["subject"]), body: String(row["body"]), params: record(row["params"]), headers: record(row["headers"]) }
  }
  /**
   * A link as an e-mail carries it: absolute, on the origin the request came to (a non-production server without
   * PUBLIC_URL), one signed token (a JWS: three base64url parts) in its query.
   */
  const siteLink = (route: string) =>
    new RegExp(`^${server.url.replace(/[.]/g, "\\.")}${route}\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`)
  const messagesTo = async (to: string, template: string) =>
    Number((await server.database.query("select count(*)::int as n from outbox_messages where recipient = $1 and template = $2", [to, template]))[0]?.["n"])

  const registered = async (password = "Secret123") => {
    const email = freshEmail()
    const answer = await registerByEmailLink(server, { ...choices, email, password }, { "x-forwarded-for": `198.51.100.${client}` })
    expect(answer.status).toBe(200)
    return { email: email.toLowerCase(), typed: email, cookie: answer.cookie!, userId: Number(answer.body["userId"]) }
  }
  const oneClick = async () => {
    const answer = await post("/auth-api/registration/fast", choices)
    expect(answer.status).toBe(200)
    return { cookie: answer.cookie!, userId: Number(answer.body["userId"]), accountId: Number(answer.body["accountId"]), password: String(answer.body["password"]) }
  }

  // Password recovery.
  const sendRecovery = (email: string) => post("/auth-api/password/recovery/send-code", { destination: { email }, lang: "en" })
  const recoveryLink = async (email: string) => {
    const sent = await sendRecovery(email)
    expect(sent.status).toBe(200)
    const message = await newest(email.toLowerCase(), "password_recovery_code")
    return { ...message, token: tokenOf(message.params["link"] ?? ""), expiresAt: Number(sent.body["expiresAt"]) }
  }
  const check = (token: string) => post("/auth-api/password/recovery/link/check", { token })
  const resetByLink = (token: string, password: string) => post("/auth-api/password/recovery/link/reset", { token, password })
  const login = (email: string, password: string) => post("/auth-api/login", { uLogin: email, uPassword: password })

  it("mails a recovery code with a link to user/passwordreset that sets a new password once, ends every session and spends the code", async () => {
    const player = await registered("OldPass123")
    const elsewhere = await login(player.email, "OldPass123")
    const mail = await recoveryLink(player.typed)
    expect(mail.subject).toBe("Password recovery code")
    expect(mail.params["link"]).toMatch(siteLink("/en/user/passwordreset"))
    expect(mail.params["code"]).toMatch(/^[0-9]{6}$/)
    expect(mail.body).toContain(mail.params["link"])
    expect(mail.body).toContain(mail.params["code"])
    // Neither the address nor the code is in the link.
    expect(mail.params["link"]).not.toContain("linked")
    expect(JSON.stringify(tokenPayload(mail.token))).not.toContain(player.email)

    const checked = await check(mail.token)
    expect(checked.status).toBe(200)
    // The link lives as long as the code the recovery answered for.
    expect(checked.body).toEqual({ expiresAt: mail.expiresAt })
    // A password against the rules is refused before the link is spent.
    expect((await resetByLink(mail.token, "short")).body).toMatchObject({ _tag: "BadRequest", code: 12 })
    expect((await check(mail.token)).status).toBe(200)

    expect(await resetByLink(mail.token, "NewPass456")).toMatchObject({ status: 200, body: { changed: true } })
    expect(await tokenStatus(player.cookie)).toBe("none")
    expect(await tokenStatus(elsewhere.cookie!)).toBe("none")
    expect((await login(player.email, "OldPass123")).body).toMatchObject({ code: 10 })
    expect((await login(player.email, "NewPass456")).status).toBe(200)

    // Once: the link is used, and the code of the same e-mail with it.
    expect((await resetByLink(mail.token, "Other789x")).body).toEqual({ _tag: "BadRequest", code: 62, message: "this link was used already" })
    expect((await check(mail.token)).body).toMatchObject({ code: 62 })
    const byCode = await post("/auth-api/password/recovery/reset", { destination: { email: player.email }, code: mail.params["code"], password: "Other789x" })
    expect(byCode.body).toMatchObject({ code: 40 })
    expect((await login(player.email, "NewPass456")).status).toBe(200)
  })

  it("spends the link when the code of the same e-mail is typed first", async () => {
    const player = await registered()
    const mail = await recoveryLink(player.email)
    const byCode = await post("/auth-api/password/recovery/reset", { destination: { email: player.email }, code: mail.params["code"], password: "ByCode123" })
    expect(byCode.status).toBe(200)
    expect((await check(mail.token)).body).toMatchObject({ code: 62 })
    expect((await resetByLink(mail.token, "ByLink123")).body).toMatchObject({ code: 62 })
    expect((await login(player.email, "ByCode123")).status).toBe(200)
  })

  it("refuses a link after the code's 10 minutes as expired (61), and accepts it a second before", async () => {
    const player = await registered("Before123")
    const mail = await recoveryLink(player.email)
    clock.advance("599 seconds")
    expect((await check(mail.token)).status).toBe(200)
    clock.advance("1 second")
    expect((await check(mail.token)).body).toEqual({ _tag: "BadRequest", code: 61, message: "this link has expired: ask for a new one" })
    expect((await resetByLink(mail.token, "After1234")).body).toMatchObject({ code: 61 })
    expect((await login(player.email, "Before123")).status).toBe(200)
  })

  it("keeps only the newest link: an older one is invalid (60), the newer one works", async () => {
    const player = await registered()
    const first = await recoveryLink(player.email)
    const second = await recoveryLink(player.email)
    expect(second.token).not.toBe(first.token)
    expect((await check(first.token)).body).toEqual({ _tag: "BadRequest", code: 60, message: "this link is not valid: it was altered, or a newer one was sent" })
    expect((await resetByLink(first.token, "First1234")).body).toMatchObject({ code: 60 })
    expect((await resetByLink(second.token, "Second123")).status).toBe(200)
    expect((await login(player.email, "Second123")).status).toBe(200)
  })

  it("refuses forged links as invalid (60) and changes nothing", async () => {
    const player = await registered("Unchanged1")
    const mail = await recoveryLink(player.email)
    const claims = tokenPayload(mail.token)
    const sessionToken = (await call("GET", "/web-api/user/gettoken", undefined, player.cookie)).body["data"]["token"] as string
    const confirmationToken = tokenOf((await newest(player.email, "email_confirmation")).params["link"] ?? "")
    const forged = [
      withBadSignature(mail.token),
      // Another nonce, or a later expiry, under the same signature.
      withClaims(mail.token, (c) => ({ ...c, jti: "AAAAAAAAAAAAAAAAAAAAAA" })),
      withClaims(mail.token, (c) => ({ ...c, exp: Number(c["exp"]) + 86_400 })),
      // The right claims under a key that is not the server's.
      await signedElsewhere(claims),
      // Tokens of ours made for something else: a session, and the registration's confirmation link.
      sessionToken,
      confirmationToken,
      "not-a-token",
      "a.b.c"
    ]
    for (const token of forged) {
      expect((await check(token)).body, token).toMatchObject({ _tag: "BadRequest", code: 60 })
      expect((await resetByLink(token, "Forged1234")).body, token).toMatchObject({ _tag: "BadRequest", code: 60 })
    }
    // Too long to be a link of ours: refused by the contract, not a 500.
    expect((await check("x".repeat(5000))).status).toBe(400)
    expect((await login(player.email, "Unchanged1")).status).toBe(200)
    // The real link still works: nothing above spent it.
    expect((await resetByLink(mail.token, "Finally123")).status).toBe(200)
  })

  it("answers a link to an address without an account as one to an address with one, until its holder sets a password", async () => {
    const player = await registered()
    const stranger = freshEmail().toLowerCase()
    const sentKnown = await sendRecovery(player.email)
    const sentUnknown = await sendRecovery(stranger)
    expect(sentUnknown.status).toBe(sentKnown.status)
    expect(Object.keys(sentUnknown.body).sort()).toEqual(["expiresAt", "to"])
    const known = await newest(player.email, "password_recovery_code")
    const unknown = await newest(stranger, "password_recovery_code")
    // The same e-mail, link and all, whoever is behind the address.
    expect(unknown.subject).toBe(known.subject)
    expect(unknown.body.replace(unknown.params["link"]!, "LINK").replace(unknown.params["code"]!, "CODE")).toBe(
      known.body.replace(known.params["link"]!, "LINK").replace(known.params["code"]!, "CODE")
    )
    const knownToken = tokenOf(known.params["link"]!)
    const unknownToken = tokenOf(unknown.params["link"]!)
    expect(Object.keys(tokenPayload(unknownToken)).sort()).toEqual(Object.keys(tokenPayload(knownToken)).sort())
    const checkedKnown = await check(knownToken)
    const checkedUnknown = await check(unknownToken)
    expect(checkedUnknown.status).toBe(200)
    expect(checkedUnknown.body).toEqual(checkedKnown.body)
    // Forged, late and used links are refused alike.
    expect((await check(withBadSignature(unknownToken))).body).toEqual((await check(withBadSignature(knownToken))).body)
    // Only the link's holder, who holds the address, learns that no account uses it, and the link stays unspent.
    expect((await resetByLink(unknownToken, "Nobody1234")).body).toEqual({ _tag: "BadRequest", code: 44, message: "no account has this e-mail or phone" })
    expect((await check(unknownToken)).status).toBe(200)
    clock.advance("10 minutes")
    expect((await check(unknownToken)).body).toEqual((await check(knownToken)).body)
    expect((await check(unknownToken)).body).toMatchObject({ code: 61 })
  })

  // Activation of an added address.
  const addEmail = (cookie: string | undefined, email: string) => post("/web-api/account/email/add", { email, lang: "en" }, cookie)
  const activate = (token: string) => post("/auth-api/email/activate", { token })
  const emailOf = async (userId: number) =>
    (await server.database.query("select email, email_confirmed from players where id = $1", [userId]))[0] as { email: string | null; email_confirmed: boolean }

  it("activates an address a one-click player adds in the office: the link puts it on the account, confirmed, once; then it signs in", async () => {
    const player = await oneClick()
    const email = freshEmail()
    expect((await addEmail(undefined, email)).status).toBe(401)
    expect((await addEmail(player.cookie, "not an address")).body).toMatchObject({ _tag: "BadRequest", code: 13 })

    const before = Math.floor(clock.nowMillis() / 1000)
    const sent = await addEmail(player.cookie, email)
    expect(sent.status).toBe(200)
    expect(sent.body["email"]).toBe("l•••@example.com")
    // Ten minutes, as the code's.
    expect(sent.body["expiresAt"]).toBeGreaterThanOrEqual(before + 600)
    expect(sent.body["expiresAt"]).toBeLessThanOrEqual(Math.floor(clock.nowMillis() / 1000) + 600)
    // Not on the account until the link is followed.
    expect(await emailOf(player.userId)).toEqual({ email: null, email_confirmed: false })
    const mail = await newest(email.toLowerCase(), "email_activation")
    expect(mail.subject).toBe("Confirm the e-mail address of your account")
    expect(mail.body).toContain(`Oddsfold account ${player.accountId} asked to use this e-mail address`)
    expect(mail.params["link"]).toMatch(siteLink("/en/user/activate"))
    // The link alone activates: the e-mail offers no code to type.
    expect(Object.keys(mail.params).sort()).toEqual(["account", "link"])

    // Followed anywhere, signed in or not.
    const activated = await activate(tokenOf(mail.params["link"]!))
    expect(activated).toMatchObject({ status: 200, body: { email: email.toLowerCase(), accountId: player.accountId } })
    expect(await emailOf(player.userId)).toEqual({ email: email.toLowerCase(), email_confirmed: true })
    expect((await activate(tokenOf(mail.params["link"]!))).body).toMatchObject({ code: 62 })
    expect((await addEmail(player.cookie, freshEmail())).body).toMatchObject({ code: 37 })

    // The address now signs in, and the password can be recovered by e-mail.
    expect((await login(email, player.password)).body).toMatchObject({ userId: player.userId })
    const recovery = await recoveryLink(email)
    expect((await resetByLink(recovery.token, "Activated1")).status).toBe(200)
    expect((await login(email, "Activated1")).status).toBe(200)
  })

  it("asks the security answer before adding an address once a question is set: none (38) and wrong (39) send nothing", async () => {
    const player = await oneClick()
    const question = await post("/web-api/account/security/question", { question: "First pet?", answer: "Barsik", password: player.password }, player.cookie)
    expect(question.status).toBe(200)
    const email = freshEmail()
    const add = (securityAnswer?: string) =>
      post("/web-api/account/email/add", { email, lang: "en", ...(securityAnswer === undefined ? {} : { securityAnswer }) }, player.cookie)

    expect((await add()).body).toMatchObject({ _tag: "BadRequest", code: 38 })
    expect((await add("Murzik")).body).toMatchObject({ _tag: "BadRequest", code: 39 })
    expect(await messagesTo(email.toLowerCase(), "email_activation")).toBe(0)
    // The address is checked before the answer: a mistyped one is said as such, whatever the answer.
    expect((await post("/web-api/account/email/add", { email: "not an address", lang: "en" }, player.cookie)).body).toMatchObject({ code: 13 })

    const sent = await add("  barsik ")
    expect(sent.status).toBe(200)
    expect(await messagesTo(email.toLowerCase(), "email_activation")).toBe(1)
    // The refusals did not spend the player's links: two more go (three in ten minutes).
    expect((await add("Barsik")).status).toBe(200)
    expect((await add("Barsik")).status).toBe(200)
    expect((await add("Barsik")).status).toBe(429)
  })

  it("answers an address of another account as a free one: its owner is told instead, and no link goes", async () => {
    const owner = await registered()
    const player = await oneClick()
    const taken = await addEmail(player.cookie, owner.typed)
    const free = await addEmail((await oneClick()).cookie, freshEmail())
    expect(taken.status).toBe(200)
    expect(Object.keys(taken.body).sort()).toEqual(["email", "expiresAt"])
    expect(taken.body["email"]).toBe("l•••@example.com")
    expect(Math.abs(taken.body["expiresAt"] - free.body["expiresAt"])).toBeLessThanOrEqual(1)
    expect(await messagesTo(owner.email, "email_activation")).toBe(0)
    const note = await newest(owner.email, "email_activation_attempt")
    expect(note.subject).toBe("Someone asked to add your address to another account")
    expect(note.params).toEqual({})
    expect(await emailOf(player.userId)).toEqual({ email: null, email_confirmed: false })
  })

  it("tells only the link's holder that the address was taken meanwhile (14), refuses late (61), replaced (60) and forged (60) links", async () => {
    const player = await oneClick()
    const contested = freshEmail()
    await addEmail(player.cookie, contested)
    const contestedLink = (await newest(contested.toLowerCase(), "email_activation")).params["link"]!
    await registerByEmailLink(server, { ...choices, email: contested, password: "Faster123" })
    expect((await activate(tokenOf(contestedLink))).body).toEqual({ _tag: "BadRequest", code: 14, message: "another account has this e-mail address" })
    expect(await emailOf(player.userId)).toEqual({ email: null, email_confirmed: false })

    const first = freshEmail()
    await addEmail(player.cookie, first)
    const firstLink = (await newest(first.toLowerCase(), "email_activation")).params["link"]!
    await addEmail(player.cookie, first)
    const secondLink = (await newest(first.toLowerCase(), "email_activation")).params["link"]!
    expect((await activate(tokenOf(firstLink))).body).toMatchObject({ code: 60 })
    // Another player named in the link's claims: the signature no longer holds.
    expect((await activate(withClaims(tokenOf(secondLink), (c) => ({ ...c, uid: Number(c["uid"]) + 1 })))).body).toMatchObject({ code: 60 })
    expect((await activate(await signedElsewhere(tokenPayload(tokenOf(secondLink))))).body).toMatchObject({ code: 60 })
    // A recovery link is not an activation link.
    const someone = await registered()
    expect((await activate((await recoveryLink(someone.email)).token)).body).toMatchObject({ code: 60 })
    clock.advance("10 minutes")
    expect((await activate(tokenOf(secondLink))).body).toMatchObject({ code: 61 })
    expect(await emailOf(player.userId)).toEqual({ email: null, email_confirmed: false })
  })

  it("limits activation links to three in ten minutes per player", async () => {
    const player = await oneClick()
    for (let i = 0; i < 3; i++) expect((await addEmail(player.cookie, freshEmail())).status).toBe(200)
    expect((await addEmail(player.cookie, freshEmail())).status).toBe(429)
  })

  // News e-mails and the unsubscribe link.
  const settings = (cookie: string) => call("GET", "/web-api/account/settings", undefined, cookie)
  const saveMailing = async (cookie: string, mailing: Record<string, boolean>) =>
    expect((await post("/web-api/account/settings", { mailing, global: {} }, cookie)).status).toBe(200)
  const sendNews = (body: unknown, token = OPERATOR_TOKEN) => call("POST", "/web-api/operator/newsletters", body, undefined, { "x-operator-token": token })
  const stop = (token: string) => post("/auth-api/newsletter/stop", { token })
  const allOn = { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: true }

  it("sends the operator's news to every player who wants it at a confirmed address; its link turns news off, once and for all", async () => {
    const reader = await registered()
    const uninterested = await registered()
    const banned = await registered()
    const noAddress = await oneClick()
    await saveMailing(reader.cookie, { ...allOn, enable_mail_bets: false })
    await saveMailing(banned.cookie, allOn)
    await saveMailing(noAddress.cookie, allOn)
    const ban = await call("POST", "/web-api/operator/players/ban", { player: String(banned.userId), level: 1 }, undefined, { "x-operator-token": OPERATOR_TOKEN })
    expect(ban.status).toBe(200)

    expect((await sendNews({ subject: "Weekend odds", text: "Odds are up." }, "wrong-token")).status).toBe(401)
    expect((await sendNews({ subject: "", text: "Odds are up." })).status).toBe(400)
    const sent = await sendNews({ subject: "Weekend odds", text: "Odds are up this weekend.\nGood luck!" })
    expect(sent).toMatchObject({ status: 200, body: { recipients: 1 } })
    expect(await messagesTo(uninterested.email, "newsletter")).toBe(0)
    expect(await messagesTo(banned.email, "newsletter")).toBe(0)
    const news = await newest(reader.email, "newsletter")
    expect(news.subject).toBe("Weekend odds")
    expect(news.body).toContain("Odds are up this weekend.\nGood luck!")
    expect(news.params["settings"]).toBe(`${server.url}/en/settings`)
    expect(news.params["link"]).toMatch(siteLink("/en/user/stopnewsletter"))
    expect(news.body).toContain(`To stop receiving news, open ${news.params["link"]}`)
    // RFC 8058: the same link in List-Unsubscribe, for the mail client's own button, and its one-click POST offered.
    expect(news.headers).toEqual({ "List-Unsubscribe": `<${news.params["link"]}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })
    const token = tokenOf(news.params["link"]!)
    // The player and the setting, and no expiry: a news e-mail read months later still unsubscribes.
    expect(tokenPayload(token)).toMatchObject({ pur: "unsubscribe", uid: reader.userId, set: "enable_mail_news" })
    expect(tokenPayload(token)["exp"]).toBeUndefined()

    clock.advance("90 days")
    // No sign-in needed; the other settings stay as the player set them (seen by the player signed in again).
    expect(await stop(token)).toMatchObject({ status: 200, body: { setting: "enable_mail_news", email: "l•••@example.com" } })
    const signedIn = (await login(reader.email, "Secret123")).cookie!
    expect((await settings(signedIn)).body["mailing"]).toEqual({ enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: false, enable_sms_news: true })
    // Again: the same answer, nothing changes.
    expect(await stop(token)).toMatchObject({ status: 200, body: { setting: "enable_mail_news" } })
    expect((await settings(signedIn)).body["mailing"]).toEqual({ enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: false, enable_sms_news: true })
    expect((await sendNews({ subject: "Next week", text: "More odds." })).body).toEqual({ recipients: 0 })
  })

  it("unsubscribes by the mail client's one-click POST to the List-Unsubscribe link (RFC 8058), without a session", async () => {
    const reader = await registered()
    await saveMailing(reader.cookie, allOn)
    await sendNews({ subject: "Odds", text: "Up." })
    const news = await newest(reader.email, "newsletter")
    const link = /^<(.+)>$/.exec(news.headers["List-Unsubscribe"] ?? "")?.[1] ?? ""
    expect(link).toBe(news.params["link"])
    const oneClick = (url: string, body: BodyInit, type?: string) =>
      fetch(url, { method: "POST", redirect: "manual", body, headers: type === undefined ? {} : { "content-type": type } })

    const first = await oneClick(link, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded")
    // Answered where it was asked, no redirect.
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ setting: "enable_mail_news", email: "l•••@example.com" })
    expect((await settings(reader.cookie)).body["mailing"]).toEqual({ ...allOn, enable_mail_news: false })
    // Some clients send it as multipart: the same answer, nothing more changes.
    const form = new FormData()
    form.set("List-Unsubscribe", "One-Click")
    const again = await oneClick(link, form)
    expect(again.status).toBe(200)
    expect((await settings(reader.cookie)).body["mailing"]).toEqual({ ...allOn, enable_mail_news: false })

    // A link that is not ours: 400, as the page's call answers it.
    const forged = new URL(link)
    forged.searchParams.set("token", withBadSignature(tokenOf(link)))
    const refused = await oneClick(forged.href, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded")
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ _tag: "BadRequest", code: 60, message: "this unsubscribe link is not valid" })
    // Any other form of body on any other page is still refused before it is read.
    expect((await oneClick(`${server.url}/en/user/passwordreset?token=x`, "a=b", "application/x-www-form-urlencoded")).status).toBe(415)
  })

  it("refuses forged unsubscribe links (60) and turns nothing off", async () => {
    const reader = await registered()
    const other = await registered()
    await saveMailing(reader.cookie, allOn)
    await saveMailing(other.cookie, allOn)
    await sendNews({ subject: "Odds", text: "Up." })
    const token = tokenOf((await newest(reader.email, "newsletter")).params["link"]!)
    const forged = [
      withBadSignature(token),
      withClaims(token, (c) => ({ ...c, uid: other.userId })),
      withClaims(token, (c) => ({ ...c, set: "enable_mail_deposit" })),
      await signedElsewhere({ pur: "unsubscribe", uid: other.userId, set: "enable_mail_news", iat: 1 }),
      (await recoveryLink(reader.email)).token,
      "not-a-token"
    ]
    for (const bad of forged) expect((await stop(bad)).body, bad).toEqual({ _tag: "BadRequest", code: 60, message: "this unsubscribe link is not valid" })
    expect((await settings(reader.cookie)).body["mailing"]).toEqual(allOn)
    expect((await settings(other.cookie)).body["mailing"]).toEqual(allOn)
  })
})
