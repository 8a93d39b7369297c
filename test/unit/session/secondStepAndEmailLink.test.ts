import { it } from "@effect/vitest"
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { NavigationControl } from "../../../src/adapters/NavigationTest"
import { Query } from "../../../src/commands/query"
import { Command } from "../../../src/commands/registry"
import { registerByEmail, submitTwoStepCode } from "../../../src/commands/session/authHandlers"
import { ConfirmEmail } from "../../../src/commands/session/codeCommands"
import { confirmEmail } from "../../../src/commands/session/codeHandlers"
import { RegisterByEmail, SubmitTwoStepCode } from "../../../src/commands/session/commands"
import { SubmitOneTapCredential } from "../../../src/commands/session/socialCommands"
import { submitOneTapCredential } from "../../../src/commands/session/socialHandlers"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { initialStates, type States } from "../../../src/projections/registry"
import { emailConfirmationProjection } from "../../../src/projections/session/emailConfirmation"
import { oneTapProjection } from "../../../src/projections/session/oneTap"

/**
 * The client's side of two fixes of issue 7: every way of signing in ends, for a two-step player, in the one second
 * step the server keeps waiting (SubmitTwoStepCode); and a registration by e-mail is finished by its e-mailed link.
 */

const withState = (patch: (s: States) => States) =>
  Layer.succeed(Query, {
    states: Effect.succeed(patch(initialStates())),
    encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
    decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
  })

const services = (script: TestScript, patch: (s: States) => States = (s) => s) => Layer.merge(TestServices(script), withState(patch))

const english = (s: States): States => ({ ...s, language: { current: "en", cookie: null, browser: ["en-US"] } })
const onLoginPage = (search: string) => (s: States): States => ({
  ...english(s),
  location: { ...s.location, path: "/en/user/login", search },
  auth: { ...s.auth, open: { form: "login", view: "page" } }
})

const signedIn = { userId: 7, accountId: 123456789, data: { token: "<redacted>" } }

describe("the second step of a two-step sign-in, whichever way the first went", () => {
  it.effect("sends only the code; signed in, a way the server sent a target for goes there", () =>
    Effect.gen(function* () {
      const outcome = yield* submitTwoStepCode(new SubmitTwoStepCode({ code: Redacted.make("123456") }), 1)
      expect(outcome.events.map((e) => e._tag)).toEqual(["LoginAttempted", "LoginSucceeded"])
      expect(outcome.events[1]).toMatchObject({ userId: 7, accountId: 123456789, save: true })
      expect(outcome.next?.map((c) => c._tag)).toEqual(["LoadConfig", "LoadUserConfig", "LoadRights", "Navigate"])
      expect(outcome.next?.[3]).toMatchObject({ to: "/en/casino", mode: "replace" })
      const calls = yield* (yield* ApiCalls).all
      expect(calls.map((c) => c.endpoint)).toEqual(["session.loginTwoStep"])
      const payload = (calls[0]!.request as { payload: Record<string, unknown> }).payload
      expect(Object.keys(payload)).toEqual(["code"])
      expect(Redacted.value(payload["code"] as Redacted.Redacted<string>)).toBe("123456")
    }).pipe(
      Effect.provide(services({ api: { session: { loginTwoStep: [{ ...signedIn, remember: true, redirectUrl: "/en/casino" }] } } }, onLoginPage("?two_step=1")))
    )
  )

  it.effect("without a server's target it moves on by the sign-in rules (the return URL); a wrong code is a failure of the code", () =>
    Effect.gen(function* () {
      const wrong = yield* submitTwoStepCode(new SubmitTwoStepCode({ code: Redacted.make("000000") }), 1)
      expect(wrong.events.map((e) => e._tag)).toEqual(["LoginAttempted", "LoginFailed"])
      expect(wrong.events[1]).toMatchObject({ field: "pass", error: { code: 19 } })
      const right = yield* submitTwoStepCode(new SubmitTwoStepCode({ code: Redacted.make("123456") }), 2)
      expect(right.next?.[3]).toMatchObject({ _tag: "Navigate", to: "/en/security", mode: "replace" })
    }).pipe(
      Effect.provide(
        services(
          { api: { session: { loginTwoStep: [new ServerRefused({ status: 400, code: 19, title: "wrong" }), { ...signedIn, remember: false, redirectUrl: null }] } } },
          onLoginPage("?returnUrl=%2Fen%2Fsecurity")
        )
      )
    )
  )

  it.effect("one-tap: a two-step player's credential sends the page to the sign-in page's second step, and the prompt steps aside", () =>
    Effect.gen(function* () {
      const outcome = yield* submitOneTapCredential(new SubmitOneTapCredential({ credential: Redacted.make("id.token.here") }), 1)
      expect(outcome.events[0]).toMatchObject({ _tag: "OneTapFailed", error: { code: 18 } })
      expect(outcome.next).toEqual([expect.objectContaining({ _tag: "Navigate", to: "/en/user/login?two_step=1", mode: "push" })])
      expect(yield* (yield* NavigationControl).assigned).toEqual([])
      const prompting = { ...initialStates().oneTap, status: "prompting" as const }
      expect(oneTapProjection.apply(prompting, outcome.events[0] as never).status).toBe("secondStep")
    }).pipe(
      Effect.provide(
        services({ api: { session: { oneTap: [new ServerRefused({ status: 400, code: 18, title: "enter the code" })] } } }, (s) => ({
          ...english(s),
          oneTap: { ...s.oneTap, status: "prompting", currencyId: 1 }
        }))
      )
    )
  )
})

describe("registration by e-mail, finished by its link", () => {
  it.effect("the registration says where the link went and signs nobody in", () =>
    Effect.gen(function* () {
      const outcome = yield* registerByEmail(
        new RegisterByEmail({ email: "new@example.com", password: Redacted.make("Secret123"), countryId: 1, currencyId: 1, refCode: "", bonusChoice: "none" }),
        1
      )
      // The choices go to the registration's analytics (no e-mail, no password among them), then where the link went.
      expect(outcome.events).toEqual([
        expect.objectContaining({
          _tag: "RegistrationChosen",
          data: { currencyId: 1, countryId: 1, regType: "full", promocode: null, countryCode: null }
        }),
        expect.objectContaining({ _tag: "RegistrationLinkSent", to: "n•••@example.com", expiresAt: 1_900_000_600 })
      ])
      expect(outcome.next ?? []).toEqual([])
      const state = emailConfirmationProjection.apply(emailConfirmationProjection.initial, outcome.events[1] as never)
      expect(state.linkSent).toEqual({ to: "n•••@example.com", expiresAt: 1_900_000_600 })
    }).pipe(Effect.provide(services({ api: { session: { registerFull: [{ to: "n•••@example.com", expiresAt: 1_900_000_600 }] } } }, english)))
  )

  it.effect("the link that makes the player ends like a registration: registered, signed in, config reloaded", () =>
    Effect.gen(function* () {
      const outcome = yield* confirmEmail(new ConfirmEmail({ email: "new@example.com", code: Redacted.make("123456") }), 1)
      expect(outcome.events.map((e) => e._tag)).toEqual(["EmailConfirmed", "PlayerRegistered"])
      expect(outcome.events[1]).toMatchObject({ userId: 7, accountId: 123456789, method: "full", password: null })
      expect(outcome.next?.map((c) => c._tag)).toEqual(["LoadConfig", "LoadUserConfig", "LoadRights"])
      const state = outcome.events.reduce((s, e) => emailConfirmationProjection.apply(s, e as never), emailConfirmationProjection.initial)
      expect(state).toMatchObject({ status: "confirmed", registered: true })
    }).pipe(Effect.provide(services({ api: { session: { confirmEmail: [{ confirmed: true, signedIn }] } } }, english)))
  )

  it.effect("the link of a player who has the address already only confirms it", () =>
    Effect.gen(function* () {
      const outcome = yield* confirmEmail(new ConfirmEmail({ email: "old@example.com", code: Redacted.make("123456") }), 1)
      expect(outcome.events.map((e) => e._tag)).toEqual(["EmailConfirmed"])
    }).pipe(Effect.provide(services({ api: { session: { confirmEmail: [{ confirmed: true, signedIn: null }] } } }, english)))
  )
})
