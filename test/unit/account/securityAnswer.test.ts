import { it } from "@effect/vitest"
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { AddEmail, ChangeSecurity } from "../../../src/commands/account/officeCommands"
import { addEmail, changeSecurity } from "../../../src/commands/account/officeHandlers"
import { Query } from "../../../src/commands/query"
import { Command } from "../../../src/commands/registry"
import { asksSecurityAnswer, normalizeSecurityAnswer } from "../../../src/domain/account/securityQuestion"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { initialStates } from "../../../src/projections/registry"

/** Issue 7: the security question's answer goes with the sensitive changes, and a change the server wants it for asks again. */

const query = Layer.succeed(Query, {
  states: Effect.succeed(initialStates()),
  encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
  decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
})
const services = (script: TestScript) => Layer.merge(TestServices(script), query)
const off = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: true, enable_email_auth: false }
const state = { protection_level: 20, protection_methods: off, securityQuestion: "Pet?", changed_pass_day_count: null }

describe("the security answer", () => {
  it("is asked for the changes that could lock the owner out, not for a new password or turning two-step on", () => {
    expect(["disableTwoStep", "bindPhone", "unbindPhone", "emailAuth", "question", "addEmail"].map(asksSecurityAnswer)).toEqual([true, true, true, true, true, true])
    expect(["password", "enableTwoStep"].map(asksSecurityAnswer)).toEqual([false, false])
    expect(normalizeSecurityAnswer("  Olga PETROVNA ")).toBe("olga petrovna")
  })

  it.effect("travels with the change to the server, and only in the request", () =>
    Effect.gen(function* () {
      const outcome = yield* changeSecurity(new ChangeSecurity({ change: { _tag: "emailAuth", enabled: false }, securityAnswer: Redacted.make("Rex") }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "SecurityChanged", change: "emailAuth", security: state }])
      const [call] = yield* Effect.flatMap(ApiCalls, (calls) => calls.all)
      const payload = (call?.request as { payload: { enabled: boolean; securityAnswer: Redacted.Redacted<string> } }).payload
      expect(payload.enabled).toBe(false)
      expect(Redacted.value(payload.securityAnswer)).toBe("Rex")
      expect(JSON.stringify(outcome.events)).not.toContain("Rex")
    }).pipe(Effect.provide(services({ api: { account: { setEmailAuth: () => state } } })))
  )

  it.effect("asked by the server where the page did not know a question was set (38): the page loads the question", () =>
    Effect.gen(function* () {
      const asked = new ServerRefused({ status: 400, code: 38, title: "answer your security question to make this change" })
      const outcome = yield* changeSecurity(new ChangeSecurity({ change: { _tag: "disableTwoStep", code: Redacted.make("123456") } }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "SecurityChangeFailed", change: "disableTwoStep", error: asked }])
      expect(outcome.next).toMatchObject([{ _tag: "LoadSecurity" }])
    }).pipe(Effect.provide(services({ api: { account: { disableTwoStep: () => new ServerRefused({ status: 400, code: 38, title: "answer your security question to make this change" }) } } })))
  )

  it.effect("a wrong answer (39) is a refusal like any other: nothing more is loaded", () =>
    Effect.gen(function* () {
      const outcome = yield* changeSecurity(new ChangeSecurity({ change: { _tag: "emailAuth", enabled: false }, securityAnswer: Redacted.make("Tom") }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "SecurityChangeFailed", change: "emailAuth" }])
      expect(outcome.next ?? []).toEqual([])
    }).pipe(Effect.provide(services({ api: { account: { setEmailAuth: () => new ServerRefused({ status: 400, code: 39, title: "wrong" }) } } })))
  )

  it.effect("goes with an address added to the account, never into an event", () =>
    Effect.gen(function* () {
      const outcome = yield* addEmail(new AddEmail({ email: "new@example.com", lang: "en", securityAnswer: Redacted.make("Barsik") }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "EmailActivationSent", email: "n•••@example.com", expiresAt: 1_900_000_000 }])
      const [call] = yield* Effect.flatMap(ApiCalls, (calls) => calls.all)
      const payload = (call?.request as { payload: { email: string; securityAnswer: Redacted.Redacted<string> } }).payload
      expect(payload.email).toBe("new@example.com")
      expect(Redacted.value(payload.securityAnswer)).toBe("Barsik")
      expect(JSON.stringify(outcome.events)).not.toContain("Barsik")
    }).pipe(Effect.provide(services({ api: { account: { addEmail: () => ({ email: "n•••@example.com", expiresAt: 1_900_000_000 }) } } })))
  )

  it.effect("an address the server wants the answer for (38) makes the page load the question", () =>
    Effect.gen(function* () {
      const outcome = yield* addEmail(new AddEmail({ email: "new@example.com", lang: "en" }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "EmailActivationSendFailed", error: { code: 38 } }])
      expect(outcome.next).toMatchObject([{ _tag: "LoadSecurity" }])
    }).pipe(Effect.provide(services({ api: { account: { addEmail: () => new ServerRefused({ status: 400, code: 38, title: "answer your security question" }) } } })))
  )
})
