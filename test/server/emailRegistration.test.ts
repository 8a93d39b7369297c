import { Effect, Layer, Logger, LogLevel, ManagedRuntime, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LanguageCode } from "../../src/domain/shell/language"
import { preparedDatabase } from "../../server/platform/db/preparedDatabase"
import { RateLimiterLive } from "../../server/platform/http/rateLimit"
import { DatabaseOutboxLive } from "../../server/platform/outbox/databaseOutbox"
import { SiteOriginLive } from "../../server/platform/siteOrigin"
import { EmailConfirmationsLive } from "../../server/session/emailConfirmation"
import { EmailRegistrations, EmailRegistrationsLive } from "../../server/session/emailRegistration"
import { makePasswordHasher, PasswordHasher } from "../../server/session/passwords"
import { Players, PlayersLive } from "../../server/session/players"
import { PlayerOnboardingPending } from "../../server/session/seams"
import { LinkTokensLive } from "../../server/session/linkTokens"
import { VerificationCodesLive } from "../../server/session/verificationCodes"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { confirmationCode, registerByEmailLink } from "./support/emailRegistration"
import { sessionCookieOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/** The site as the operator names it (PUBLIC_URL): the links of the e-mails are built on it. */
const PUBLIC_URL = "https://oddsfold.test"

/**
 * Registration by e-mail tells nobody whether an address has an account (issue 7: "failures never reveal whether an
 * account exists"): a taken address is answered exactly as a free one, after the same work, and its owner is told
 * by e-mail. The player of a free address is made by the link of its confirmation e-mail.
 */

const choices = { country_id: 1, currency_id: 1 }
let emails = 0
/** Addresses of one first letter and one domain: their masks ("t•••@example.com") are the same. */
const freshEmail = () => `t.register.${++emails}.${Date.now()}@example.com`

const post = async (url: string, path: string, body: unknown) => {
  const response = await fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any>, cookie: sessionCookieOf(response) }
}

describe.each(databasesUnderTest)("registration by e-mail on $label", (db) => {
  // A clock that stands still: two answers given now name the same expiry to the second.
  const clock = makeManualClock(Date.UTC(2031, 0, 10, 12, 0, 0))
  const server = useTestServer(db, { clock: clock.clock })
  const register = (email: string, password = "Stranger123") => post(server.url, "/auth-api/registration/full", { ...choices, email, password, lng: "en" })

  it("answers a taken address exactly as a free one: the same status, the same body, no cookie", async () => {
    const taken = freshEmail()
    expect((await registerByEmailLink(server, { email: taken, password: "Owner1234" })).status).toBe(200)
    const free = freshEmail()

    const forTaken = await register(taken)
    const forFree = await register(free)
    expect(forTaken.status).toBe(200)
    expect(forFree.status).toBe(forTaken.status)
    expect(forTaken.body).toEqual({ to: "t•••@example.com", expiresAt: Math.floor(clock.nowMillis() / 1000) + 600 })
    // Nothing tells them apart: not the body (no ids, no code), not a cookie, not the headers that matter.
    expect(forFree.body).toEqual(forTaken.body)
    expect(forTaken.cookie).toBeUndefined()
    expect(forFree.cookie).toBeUndefined()
    expect(forFree.headers.get("content-type")).toBe(forTaken.headers.get("content-type"))
    // In any case of the address alike.
    expect((await register(taken.toUpperCase())).body).toEqual(forTaken.body)
  })

  it("tells the owner of a taken address in the dev mailbox, and changes nothing in their account", async () => {
    const taken = freshEmail()
    const owner = await registerByEmailLink(server, { email: taken, password: "Owner1234" })
    expect((await register(taken, "Stranger123")).status).toBe(200)

    const mailbox = await fetch(`${server.url}/web-api/dev/mailbox?to=${encodeURIComponent(taken)}`, { headers: server.devHeaders })
    const { messages } = (await mailbox.json()) as { messages: ReadonlyArray<Record<string, any>> }
    // Newest first: the note, then the link of the owner's own registration.
    expect(messages.map((m) => m["template"])).toEqual(["registration_attempt", "email_confirmation"])
    const note = messages[0]!
    expect(note).toMatchObject({ channel: "email", to: taken, subject: "Someone tried to register with your address" })
    // Absolute links, on the origin the request came to (a non-production server without PUBLIC_URL).
    expect(note["text"]).toContain(`${server.url}/en/user/login`)
    expect(note["text"]).toContain(`${server.url}/en/user/forgotpassword`)
    // No code: the note finishes nothing.
    expect(Object.keys(note["params"]).sort()).toEqual(["recovery", "signIn"])

    // The stranger's password signs nobody in; the owner's still does, as the same player; no second player.
    expect((await post(server.url, "/auth-api/login", { uLogin: taken, uPassword: "Stranger123" })).body).toMatchObject({ code: 10 })
    expect((await post(server.url, "/auth-api/login", { uLogin: taken, uPassword: "Owner1234" })).body).toMatchObject({ userId: owner.body["userId"] })
    expect(await server.database.query("select count(*)::int as n from players where email = $1", [taken])).toEqual([{ n: 1 }])
    expect(await server.database.query("select count(*)::int as n from pending_registrations where email = $1", [taken])).toEqual([{ n: 0 }])
  })

  it("answers 14 only to whoever followed the link, when the address got an account in between", async () => {
    const email = freshEmail()
    expect((await register(email)).status).toBe(200)
    const code = await confirmationCode(server.database, email)
    // Another registration of the address finished first (its own, newer link).
    expect((await registerByEmailLink(server, { email, password: "Faster123" })).status).toBe(200)
    const late = await post(server.url, "/auth-api/email/confirm", { email, code })
    // The first link's code was replaced by the newer one: it is simply wrong.
    expect(late.body).toMatchObject({ code: 40 })

    const racing = freshEmail()
    expect((await register(racing)).status).toBe(200)
    const racingCode = await confirmationCode(server.database, racing)
    await server.database.query(
      `insert into players (account_id, email, password_hash, currency, country_id, registration_method, created_at)
       values (900000000 + $2::int, $1, '$argon2id$v=19$m=19456,t=2,p=1$test$test', 'RUB', 1, 'social', now())`,
      [racing, emails]
    )
    const refused = await post(server.url, "/auth-api/email/confirm", { email: racing, code: racingCode })
    expect(refused).toMatchObject({ status: 400, body: { _tag: "BadRequest", code: 14 }, cookie: undefined })
  })
})

describe.each(databasesUnderTest)("the work of a registration by e-mail on $label", (db) => {
  const asked = { hash: 0 }
  const CountingHasher = Layer.effect(
    PasswordHasher,
    Effect.map(makePasswordHasher, (hasher) => ({ ...hasher, hash: (password: Redacted.Redacted<string>) => Effect.zipRight(Effect.sync(() => asked.hash++), hasher.hash(password)) }))
  )
  const clock = makeManualClock(Date.UTC(2031, 0, 10, 12, 0, 0))
  let database: FreshDatabase
  let runtime: ManagedRuntime.ManagedRuntime<EmailRegistrations | Players, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, EmailRegistrations | Players>) => runtime.runPromise(Effect.withClock(effect, clock.clock))
  const begin = (email: string) =>
    run(
      Effect.flatMap(EmailRegistrations, (registrations) =>
        registrations.begin({ email, password: Redacted.make("Stranger123"), choices: { ...choices, ref_code: "", first_deposit_bonus_choice: "none" }, language: "en" as LanguageCode })
      )
    )

  beforeAll(async () => {
    database = await db.fresh()
    runtime = ManagedRuntime.make(
      EmailRegistrationsLive.pipe(
        Layer.provide(EmailConfirmationsLive),
        Layer.provideMerge(PlayersLive.pipe(Layer.provide(Layer.mergeAll(CountingHasher, PlayerOnboardingPending)))),
        Layer.provideMerge(VerificationCodesLive),
        Layer.provideMerge(Layer.mergeAll(RateLimiterLive, DatabaseOutboxLive, LinkTokensLive, SiteOriginLive({ publicUrl: PUBLIC_URL, production: false, host: "127.0.0.1", port: 0 }))),
        Layer.provideMerge(preparedDatabase(database.options)),
        // The migrations' log lines are not this test's business.
        Layer.provide(Logger.minimumLogLevel(LogLevel.Warning))
      )
    )
  })
  afterAll(async () => {
    await runtime.dispose()
    await database.dispose()
  })

  it("hashes the password once for a taken address and once for a free one, and answers both alike", async () => {
    const taken = freshEmail()
    await run(
      Effect.flatMap(Players, (players) =>
        Effect.flatMap(players.prepareFull({ email: taken, password: Redacted.make("Owner1234") }, { ...choices, ref_code: "", first_deposit_bonus_choice: "none" }), (prepared) =>
          players.registerConfirmedEmail(prepared, { ...choices, ref_code: "", first_deposit_bonus_choice: "none" }, "en")
        )
      )
    )
    asked.hash = 0
    const forTaken = await begin(taken)
    expect(asked.hash).toBe(1)
    asked.hash = 0
    const forFree = await begin(freshEmail())
    expect(asked.hash).toBe(1)
    expect(forFree).toEqual(forTaken)
  })
})
