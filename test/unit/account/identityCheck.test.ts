import { it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { NavigationControl } from "../../../src/adapters/NavigationTest"
import { StartIdentityCheck } from "../../../src/commands/account/verificationCommands"
import { IdentityCheckStarted, IdentityCheckStartFailed, VerificationLoaded } from "../../../src/commands/account/verificationEvents"
import { startIdentityCheck } from "../../../src/commands/account/verificationHandlers"
import { Query } from "../../../src/commands/query"
import { Command } from "../../../src/commands/registry"
import { LoggedOut, SessionChecked } from "../../../src/commands/session/events"
import type { VerificationState } from "../../../src/domain/account/verification"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import type { LanguageCode } from "../../../src/domain/shell/language"
import { verificationProjection } from "../../../src/projections/account/verification"
import { initialStates } from "../../../src/projections/registry"

/** The verification page's online identity check in the client: the start command and what the page folds of it. */

const services = (script: TestScript) =>
  Layer.merge(
    TestServices(script),
    Layer.succeed(Query, {
      states: Effect.succeed(initialStates()),
      encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
      decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
    })
  )

const CHECK = "6f1c2a9e-3b7d-4c55-9a0e-2f4b8d1c7e60"
const ru = "ru" as LanguageCode

describe("starting the online identity check", () => {
  it.effect("asks the server in the page's language, then leaves for the provider through the site's continue path", () =>
    Effect.gen(function* () {
      const outcome = yield* startIdentityCheck(new StartIdentityCheck({ lng: ru }), 1)
      expect(outcome.events).toEqual([new IdentityCheckStarted({ checkId: CHECK })])
      expect(yield* (yield* NavigationControl).assigned).toEqual([`/web-api/account/verification/identity-check/${CHECK}/continue`])
      const calls = yield* (yield* ApiCalls).all
      expect(calls.map((c) => [c.endpoint, c.request])).toEqual([["account.startIdentityCheck", { payload: { lng: "ru" } }]])
    }).pipe(Effect.provide(services({ api: { account: { startIdentityCheck: [{ checkId: CHECK }] } } })))
  )

  it.effect("stays on the page with the refusal when the server opens no check", () =>
    Effect.gen(function* () {
      const refusal = new ServerRefused({ status: 429, title: "IdentityCheckLimitReached" })
      const outcome = yield* startIdentityCheck(new StartIdentityCheck({ lng: ru }), 1)
      expect(outcome.events).toEqual([new IdentityCheckStartFailed({ error: refusal })])
      expect(yield* (yield* NavigationControl).assigned).toEqual([])
    }).pipe(Effect.provide(services({ api: { account: { startIdentityCheck: [new ServerRefused({ status: 429, title: "IdentityCheckLimitReached" })] } } })))
  )
})

describe("the verification page's state of the online check", () => {
  const fold = (events: ReadonlyArray<Parameters<typeof verificationProjection.apply>[1]>) => events.reduce(verificationProjection.apply, verificationProjection.initial)
  const data: VerificationState = {
    status: "rejected",
    missing: ["passport", "selfie", "address"],
    documents: [],
    convertStatus: 0,
    identificationEnabled: false,
    identityCheckAvailable: true,
    identityCheck: { id: CHECK, status: "rejected", reason: "face_mismatch", startedAt: 1_800_000_000_000, decidedAt: 1_800_000_060_000 }
  }

  it("is leaving once the server opened a check, shows a refusal, and forgets both for another player", () => {
    const leaving = fold([new SessionChecked({ userId: 7 }), new VerificationLoaded({ state: data }), new IdentityCheckStarted({ checkId: CHECK })])
    expect(leaving.identityCheckStart).toEqual({ _tag: "leaving", checkId: CHECK })
    expect(leaving.data?.identityCheck).toEqual(data.identityCheck)
    const refused = new ServerRefused({ status: 503, title: "IdentityCheckUnavailable" })
    expect(fold([new SessionChecked({ userId: 7 }), new IdentityCheckStartFailed({ error: refused })]).identityCheckStart).toEqual({ _tag: "failed", error: refused })
    expect(fold([new SessionChecked({ userId: 7 }), new IdentityCheckStarted({ checkId: CHECK }), new SessionChecked({ userId: 8 })]).identityCheckStart).toBeNull()
    expect(fold([new SessionChecked({ userId: 7 }), new IdentityCheckStarted({ checkId: CHECK }), new LoggedOut({})]).identityCheckStart).toBeNull()
  })

  it("reads a state logged before the online check existed as not offered and none", () => {
    const { identityCheck: _check, identityCheckAvailable: _available, ...before } = data
    const decoded = Schema.decodeUnknownSync(VerificationLoaded)({ _tag: "VerificationLoaded", v: 1, state: { ...before, status: "not_started" } })
    expect(decoded.state.identityCheckAvailable).toBe(false)
    expect(decoded.state.identityCheck).toBeNull()
  })
})
