import { it } from "@effect/vitest"
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { Query } from "../../../src/commands/query"
import { Command } from "../../../src/commands/registry"
import { confirmEmailByLink } from "../../../src/commands/session/codeHandlers"
import { ActivateEmail, CheckResetLink, ConfirmEmailByLink, ResetPasswordByLink, StopNewsletter } from "../../../src/commands/session/linkCommands"
import { activateEmail, checkResetLink, resetPasswordByLink, stopNewsletter } from "../../../src/commands/session/linkHandlers"
import { Navigate } from "../../../src/commands/shell/commands"
import { AppStarted, Navigated } from "../../../src/commands/shell/events"
import { OfficeSettingsLoaded } from "../../../src/commands/account/officeEvents"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { officeSettingsProjection } from "../../../src/projections/account/officeSettings"
import { initialStates, type States } from "../../../src/projections/registry"
import { emailConfirmationProjection } from "../../../src/projections/session/emailConfirmation"
import { emailLinksProjection, type EmailLinksState } from "../../../src/projections/session/emailLinks"
import { LocationState } from "../../../src/projections/shell/location"
import { authMetricsProjection } from "../../../src/projections/session/authMetrics"
import { LoginAttempted } from "../../../src/commands/session/events"
import { LinkPasswordReset } from "../../../src/commands/session/linkEvents"

/**
 * The client's side of the e-mail links' pages (SPEC.md 2.4): each page sends its link's token, alone, and the events
 * say what the server decided; the token never reaches an exported log, not even through the page's address.
 */

const withState = (patch: (s: States) => States) =>
  Layer.succeed(Query, {
    states: Effect.succeed(patch(initialStates())),
    encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
    decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
  })
const services = (script: TestScript, patch: (s: States) => States = (s) => s) => Layer.merge(TestServices(script), withState(patch))
const signedIn = (s: States): States => ({ ...s, session: { ...s.session, status: "player", userId: 7, accountId: 123456789 } })

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJwdXIiOiJwYXNzd29yZF9yZWNvdmVyeSJ9.c2lnbmF0dXJl"
const token = Redacted.make(TOKEN)
const fold = (events: ReadonlyArray<unknown>, from: EmailLinksState = emailLinksProjection.initial) =>
  events.reduce<EmailLinksState>((state, event) => emailLinksProjection.apply(state, event as never), from)
const refused = (code: number) => new ServerRefused({ status: 400, code, title: "refused" })

/** The token each call sent, as the server got it. */
const sentTokens = Effect.gen(function* () {
  const calls = yield* (yield* ApiCalls).all
  return calls.map((c) => {
    const payload = (c.request as { payload: Record<string, unknown> }).payload
    return { endpoint: c.endpoint, keys: Object.keys(payload), token: Redacted.value(payload["token"] as Redacted.Redacted<string>) }
  })
})

describe("the password reset link's page", () => {
  it.effect("asks whether the link works, then sends the new password with the token; a refused password keeps the form", () =>
    Effect.gen(function* () {
      const checked = yield* checkResetLink(new CheckResetLink({ token }), 1)
      expect(checked.events).toEqual([expect.objectContaining({ _tag: "ResetLinkChecked", expiresAt: 1_900_000_600 })])
      const weak = yield* resetPasswordByLink(new ResetPasswordByLink({ token, password: Redacted.make("short") }), 2)
      const done = yield* resetPasswordByLink(new ResetPasswordByLink({ token, password: Redacted.make("NewPass456") }), 3)
      expect(yield* sentTokens).toEqual([
        { endpoint: "session.checkPasswordResetLink", keys: ["token"], token: TOKEN },
        { endpoint: "session.resetPasswordByLink", keys: ["token", "password"], token: TOKEN },
        { endpoint: "session.resetPasswordByLink", keys: ["token", "password"], token: TOKEN }
      ])
      const afterWeak = fold([...checked.events, ...weak.events])
      expect(afterWeak.reset).toMatchObject({ status: "ready", expiresAt: 1_900_000_600, failure: { refusal: "other", error: { code: 12 } } })
      expect(fold(done.events, afterWeak).reset).toEqual({ status: "done", expiresAt: 1_900_000_600, failure: null })
    }).pipe(
      Effect.provide(
        services({ api: { session: { checkPasswordResetLink: [{ expiresAt: 1_900_000_600 }], resetPasswordByLink: [refused(12), { changed: true }] } } })
      )
    )
  )

  it.effect("says which way a link failed: expired, used or invalid, and then offers no form", () =>
    Effect.gen(function* () {
      const kinds = []
      for (let seq = 1; seq <= 3; seq++) {
        const outcome = yield* checkResetLink(new CheckResetLink({ token }), seq)
        const state = fold(outcome.events)
        kinds.push([state.reset.status, state.reset.failure?.refusal])
      }
      expect(kinds).toEqual([
        ["refused", "expired"],
        ["refused", "used"],
        ["refused", "invalid"]
      ])
      // A link that stops working while the form is open ends the form too.
      const late = yield* resetPasswordByLink(new ResetPasswordByLink({ token, password: Redacted.make("NewPass456") }), 4)
      expect(fold(late.events, fold([{ _tag: "ResetLinkChecked", v: 1, expiresAt: 1 }])).reset).toMatchObject({ status: "refused", failure: { refusal: "expired" } })
    }).pipe(
      Effect.provide(services({ api: { session: { checkPasswordResetLink: [refused(61), refused(62), refused(60)], resetPasswordByLink: [refused(61)] } } }))
    )
  )
})

describe("a recovery finished by the link", () => {
  it("resets the sign-in attempts counter as one finished by the code does (SPEC.md 4 analytics counters)", () => {
    const tried = [1_800_000_000_000, 1_800_000_001_000].reduce(
      (state, at) => authMetricsProjection.apply(state, new LoginAttempted({ at, method: "email_or_id" })),
      authMetricsProjection.initial
    )
    expect(tried.authTryCounter).toBe(2)
    expect(authMetricsProjection.apply(tried, new LinkPasswordReset({})).authTryCounter).toBe(0)
  })
})

describe("the activation link's page", () => {
  it.effect("activates with the token alone; a player signed in here sees the address in a reloaded user config", () =>
    Effect.gen(function* () {
      const outcome = yield* activateEmail(new ActivateEmail({ token }), 1)
      expect(outcome.events).toEqual([expect.objectContaining({ _tag: "EmailActivated", email: "new@example.com", accountId: 123456789 })])
      expect(outcome.next?.map((c) => c._tag)).toEqual(["LoadUserConfig"])
      expect(fold(outcome.events).activation).toEqual({ status: "activated", email: "new@example.com", accountId: 123456789, failure: null })
      expect((yield* sentTokens).map((c) => c.keys)).toEqual([["token"]])
    }).pipe(Effect.provide(services({ api: { session: { activateEmail: [{ email: "new@example.com", accountId: 123456789 }] } } }, signedIn)))
  )

  it.effect("tells a guest the same, with nothing to reload; a taken address is a refusal of its own", () =>
    Effect.gen(function* () {
      const first = yield* activateEmail(new ActivateEmail({ token }), 1)
      expect(first.next ?? []).toEqual([])
      const taken = yield* activateEmail(new ActivateEmail({ token }), 2)
      expect(fold(taken.events).activation).toMatchObject({ status: "refused", email: null, failure: { refusal: "other", error: { code: 14 } } })
    }).pipe(Effect.provide(services({ api: { session: { activateEmail: [{ email: "new@example.com", accountId: 123456789 }, refused(14)] } } })))
  )
})

describe("the unsubscribe link's page", () => {
  it.effect("turns the setting off with the token alone, and has the settings page ask the server again", () =>
    Effect.gen(function* () {
      const outcome = yield* stopNewsletter(new StopNewsletter({ token }), 1)
      expect(outcome.events).toEqual([expect.objectContaining({ _tag: "NewsletterStopped", setting: "enable_mail_news", email: "r•••@example.com" })])
      expect(fold(outcome.events).newsletter).toEqual({ status: "stopped", setting: "enable_mail_news", email: "r•••@example.com", failure: null })
      const mailing = { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false }
      const loaded = officeSettingsProjection.apply(officeSettingsProjection.initial, new OfficeSettingsLoaded({ settings: { mailing, global: {} } }))
      expect(officeSettingsProjection.apply(loaded, outcome.events[0] as never)).toEqual({ status: "idle", mailing: null, saved: false, error: null })
      const forged = yield* stopNewsletter(new StopNewsletter({ token }), 2)
      expect(fold(forged.events).newsletter).toMatchObject({ status: "refused", failure: { refusal: "invalid" } })
    }).pipe(Effect.provide(services({ api: { session: { stopNewsletter: [{ setting: "enable_mail_news", email: "r•••@example.com" }, refused(60)] } } })))
  )
})

describe("the account-verify link's page", () => {
  it.effect("confirms by the token alone and ends like the link of address and code", () =>
    Effect.gen(function* () {
      const outcome = yield* confirmEmailByLink(new ConfirmEmailByLink({ token }), 1)
      expect(outcome.events.map((e) => e._tag)).toEqual(["EmailConfirmed"])
      const late = yield* confirmEmailByLink(new ConfirmEmailByLink({ token }), 2)
      const state = late.events.reduce((s, e) => emailConfirmationProjection.apply(s, e as never), emailConfirmationProjection.initial)
      expect(state).toMatchObject({ status: "failed", error: { kind: "other", error: { code: 61 } } })
      expect((yield* sentTokens).map((c) => [c.endpoint, c.keys, c.token])).toEqual([
        ["session.confirmEmailByLink", ["token"], TOKEN],
        ["session.confirmEmailByLink", ["token"], TOKEN]
      ])
    }).pipe(Effect.provide(services({ api: { session: { confirmEmailByLink: [{ confirmed: true, signedIn: null }, refused(61)] } } })))
  )
})

describe("a link's token in an exported log", () => {
  const search = `?token=${TOKEN}&lang=ru`
  it("is the placeholder wherever the page's address is written, and whole in memory", () => {
    const encoded = [
      Schema.encodeSync(Command)(new ConfirmEmailByLink({ token })),
      Schema.encodeSync(Command)(new Navigate({ to: `/en/user/passwordreset${search}`, mode: "push" })),
      Schema.encodeSync(Navigated)(new Navigated({ path: "/en/user/passwordreset", search, lng: "en", mode: "push" })),
      Schema.encodeSync(AppStarted)(
        new AppStarted({ appVersion: "t", devTools: false, isBot: false, browserLanguages: [], cookieLanguage: null, path: "/en/user/activate", search })
      ),
      Schema.encodeSync(LocationState)({ path: "/en/user/stopnewsletter", search, mode: "push", visited: 1, lastRedirect: { from: `/user/stopnewsletter${search}`, to: `/en/user/stopnewsletter${search}` } })
    ]
    for (const entry of encoded) expect(JSON.stringify(entry)).not.toContain(TOKEN)
    expect(encoded[2]).toMatchObject({ search: "?token=%3Credacted%3E&lang=ru" })
    expect(new Navigated({ path: "/en/user/passwordreset", search, lng: "en", mode: "push" }).search).toBe(search)
  })
})
