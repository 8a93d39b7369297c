import { Effect, Exit, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CodePurpose } from "../../src/domain/session/verificationCode"
import type { LanguageCode } from "../../src/domain/shell/language"
import { preparedDatabase } from "../../server/platform/db/preparedDatabase"
import { RateLimiterLive } from "../../server/platform/http/rateLimit"
import { DatabaseOutboxLive } from "../../server/platform/outbox/databaseOutbox"
import { SiteOriginLive } from "../../server/platform/siteOrigin"
import { LinkTokensLive } from "../../server/session/linkTokens"
import { VerificationCodes, VerificationCodesLive } from "../../server/session/verificationCodes"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"

/** The site as the operator names it (PUBLIC_URL): the links of the e-mails are built on it. */
const PUBLIC_URL = "https://oddsfold.test"

// The code service on its own (no HTTP): codes go out through the embedded outbox, and the tests read them where
// a developer would, in the kept messages.
describe.each(databasesUnderTest)("verification codes on $label", (db) => {
  const clock = makeManualClock()
  let database: FreshDatabase
  let runtime: ManagedRuntime.ManagedRuntime<VerificationCodes, unknown>
  let phone = 0
  /** A destination no other test has used (the per-destination limit counts across the file). */
  const newPhone = () => `+7999${String(1_000_000 + ++phone).slice(1)}`

  beforeAll(async () => {
    database = await db.fresh()
    runtime = ManagedRuntime.make(
      VerificationCodesLive.pipe(Layer.provideMerge(Layer.mergeAll(RateLimiterLive, DatabaseOutboxLive, LinkTokensLive, SiteOriginLive({ publicUrl: PUBLIC_URL, production: false, host: "127.0.0.1", port: 0 }))), Layer.provideMerge(preparedDatabase(database.options)))
    )
  })
  afterAll(async () => {
    await runtime.dispose()
    await database.dispose()
  })

  const run = <A, E>(effect: Effect.Effect<A, E, VerificationCodes>) => runtime.runPromise(Effect.withClock(effect, clock.clock))
  const issue = (to: string, purpose: CodePurpose = "phone_registration", client = "198.51.100.1", language = "en") =>
    run(Effect.flatMap(VerificationCodes, (codes) => codes.issue({ purpose, channel: purpose === "email_confirmation" ? "email" : "sms", to, language: language as LanguageCode, client })))
  const verify = (to: string, code: string, purpose: CodePurpose = "phone_registration") =>
    run(Effect.flatMap(VerificationCodes, (codes) => codes.verify({ purpose, to, code: Redacted.make(code) })))
  const lastMessage = async (to: string) => {
    const [row] = await database.query("select channel, template, language, subject, body, params from outbox_messages where recipient = $1 order by id desc limit 1", [to])
    const params = (typeof row?.["params"] === "string" ? JSON.parse(row["params"] as string) : row?.["params"]) as Record<string, string>
    return { ...row, params } as { channel: string; template: string; language: string; subject: string; body: string; params: Record<string, string> }
  }
  /** Any six digits but the right ones. */
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

  it("sends a 6-digit code by SMS in the player's language, and keeps only a hash of it", async () => {
    const to = newPhone()
    const before = clock.nowMillis()
    const { expiresAt } = await issue(to, "phone_registration", "198.51.100.1", "ru")
    // Ten minutes from when it was sent (the test's own milliseconds of real time aside).
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(600_000)
    expect(expiresAt.getTime() - before).toBeLessThan(605_000)
    const message = await lastMessage(to)
    expect(message.channel).toBe("sms")
    expect(message.template).toBe("phone_registration_code")
    expect(message.params.code).toMatch(/^[0-9]{6}$/)
    expect(message.body).toBe(`${message.params.code} — ваш код регистрации в Oddsfold. Действует 10 минут. Никому не сообщайте его.`)
    const [stored] = await database.query("select code_hash from verification_codes where destination = $1", [to])
    expect(String(stored?.["code_hash"])).toMatch(/^[0-9a-f]{64}$/)
    expect(String(stored?.["code_hash"])).not.toContain(message.params.code)
  })

  it("accepts the right code once: a used code is refused", async () => {
    const to = newPhone()
    await issue(to)
    const { code } = (await lastMessage(to)).params
    expect(await verify(to, code!)).toEqual({ result: "verified" })
    expect(await verify(to, code!)).toEqual({ result: "wrong_code", attemptsLeft: 0 })
  })

  it("refuses a code after 10 minutes as time_up, even the right one, and accepts it a second before", async () => {
    const early = newPhone()
    const late = newPhone()
    await issue(early)
    await issue(late)
    clock.advance("9 minutes")
    clock.advance("59 seconds")
    expect(await verify(early, (await lastMessage(early)).params.code!)).toEqual({ result: "verified" })
    clock.advance("1 second")
    expect(await verify(late, (await lastMessage(late)).params.code!)).toEqual({ result: "time_up" })
    expect(await verify(late, "000000")).toEqual({ result: "time_up" })
  })

  it("allows 5 guesses per code: wrong ones count down, then even the right code is refused", async () => {
    const to = newPhone()
    await issue(to)
    const { code } = (await lastMessage(to)).params
    const left = []
    for (let i = 0; i < 5; i++) {
      const verdict = await verify(to, wrongFor(code!))
      left.push(verdict.result === "wrong_code" ? verdict.attemptsLeft : verdict.result)
    }
    expect(left).toEqual([4, 3, 2, 1, 0])
    expect(await verify(to, code!)).toEqual({ result: "too_many_attempts" })
  })

  it("counts text that is not six digits as a wrong guess", async () => {
    const to = newPhone()
    await issue(to)
    const { code } = (await lastMessage(to)).params
    expect(await verify(to, ` ${code}`)).toEqual({ result: "wrong_code", attemptsLeft: 4 })
    expect(await verify(to, "")).toEqual({ result: "wrong_code", attemptsLeft: 3 })
    expect(await verify(to, code!)).toEqual({ result: "verified" })
  })

  it("replaces the previous code when a new one is sent, with fresh guesses", async () => {
    const to = newPhone()
    await issue(to)
    const first = (await lastMessage(to)).params.code!
    await verify(to, wrongFor(first))
    await issue(to)
    const second = (await lastMessage(to)).params.code!
    if (second !== first) expect(await verify(to, first)).toEqual({ result: "wrong_code", attemptsLeft: 4 })
    expect(await verify(to, second)).toEqual({ result: "verified" })
  })

  it("never confirms another purpose with a code, and answers wrong_code where no code was sent", async () => {
    const to = newPhone()
    await issue(to, "phone_registration")
    const { code } = (await lastMessage(to)).params
    expect(await verify(to, code!, "sms_sign_in")).toEqual({ result: "wrong_code", attemptsLeft: 0 })
    expect(await verify(newPhone(), "123456")).toEqual({ result: "wrong_code", attemptsLeft: 0 })
    expect(await verify(to, code!, "phone_registration")).toEqual({ result: "verified" })
  })

  it("sends at most 10 codes to one number in an hour", async () => {
    const to = newPhone()
    for (let i = 0; i < 10; i++) await issue(to)
    const eleventh = await runtime.runPromiseExit(
      Effect.withClock(Effect.flatMap(VerificationCodes, (codes) => codes.issue({ purpose: "phone_registration", channel: "sms", to, language: "en" as LanguageCode, client: "198.51.100.2" })), clock.clock)
    )
    expect(Exit.isFailure(eleventh) && JSON.stringify(eleventh.cause)).toContain("TooManyRequests")
    expect(await database.query("select count(*)::int as n from outbox_messages where recipient = $1", [to])).toEqual([{ n: 10 }])
  })

  it("sends at most 30 codes in 10 minutes for one client address, whatever the numbers", async () => {
    for (let i = 0; i < 30; i++) await issue(newPhone(), "phone_registration", "203.0.113.9")
    const to = newPhone()
    await expect(issue(to, "phone_registration", "203.0.113.9")).rejects.toThrow(/too many requests \(codes per client\)/)
    await expect(issue(to, "phone_registration", "203.0.113.10")).resolves.toBeDefined()
  })

  it("confirms an e-mail address with a code and a link to the account-verify page", async () => {
    const to = "new.player@example.com"
    await issue(to, "email_confirmation")
    const message = await lastMessage(to)
    expect(message.channel).toBe("email")
    expect(message.subject).toBe("Confirm your e-mail address")
    // An absolute link on the site's PUBLIC_URL (read far from the site), carrying one signed token (a JWS: three
    // base64url parts), neither the address nor the code.
    expect(message.params.link).toMatch(/^https:\/\/oddsfold\.test\/en\/user\/accountverify\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(message.params.link).not.toContain("new.player")
    expect(message.params.link).not.toContain(message.params.code)
    expect(message.body).toContain(message.params.link)
    expect(await verify(to, message.params.code!, "email_confirmation")).toEqual({ result: "verified" })
  })
})
