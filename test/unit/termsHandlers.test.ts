import { it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { Query } from "../../src/commands/query"
import { Command } from "../../src/commands/registry"
import { CheckTerms, ConfirmTerms } from "../../src/commands/terms/commands"
import { TermsConfirmed, TermsConfirmFailed, TermsRulesLoaded } from "../../src/commands/terms/events"
import { checkTerms, confirmTerms } from "../../src/commands/terms/handlers"
import { NetworkError, ServerRefused } from "../../src/domain/api/clientErrors"
import { termsProjection } from "../../src/projections/terms/terms"
import { initialStates, type States } from "../../src/projections/registry"
import { demoConfig } from "../support/demoConfig"

/**
 * SPEC.md 4 "Terms changed" as the client's handlers apply it: changed terms take a signed-in player to the confirm
 * page; unchanged terms, or a guest, take the confirm page back to the root; an accepted confirmation goes to the
 * root, a failed one shows the 'information_confirm_terms_error' alert until the terms are read again.
 */

type Where = { readonly path: string; readonly player: boolean; readonly confirmTerms?: boolean }

const states = ({ confirmTerms = true, path, player }: Where) => (s: States): States => {
  const config = demoConfig()
  return {
    ...s,
    siteConfig: { ...s.siteConfig, status: "loaded", config: { ...config, features: { ...config.features, confirmTerms } } },
    language: { current: "en", cookie: null, browser: ["en-US"] },
    location: { ...s.location, path, search: "" },
    session: player ? { ...s.session, status: "player", userId: 7, accountId: 100000007 } : { ...s.session, status: "guest" }
  }
}

const services = (script: TestScript, where: Where) =>
  Layer.merge(
    TestServices(script),
    Layer.succeed(Query, {
      states: Effect.succeed(states(where)(initialStates())),
      encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
      decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
    })
  )

const changed = { result: true, updatedAt: 1_790_000_000_000, version: 2 }
const unchanged = { result: false, updatedAt: 1_790_000_000_000, version: 2 }

describe("the terms check (every 60 s, and when the confirm page opens)", () => {
  it.effect("takes a signed-in player whose terms changed to the confirm page", () =>
    Effect.gen(function* () {
      const outcome = yield* checkTerms(new CheckTerms({}), 1)
      expect(outcome.events.map((e) => e._tag)).toEqual(["TermsStatusChecked", "TermsChangeDetected"])
      expect(outcome.next).toEqual([expect.objectContaining({ _tag: "Navigate", to: "/en/confirm", mode: "push" })])
    }).pipe(Effect.provide(services({ api: { terms: { status: [changed] } } }, { path: "/en/live", player: true })))
  )

  it.effect("leaves a player already on the confirm page there", () =>
    Effect.gen(function* () {
      const outcome = yield* checkTerms(new CheckTerms({}), 1)
      expect(outcome.events.map((e) => e._tag)).toEqual(["TermsStatusChecked", "TermsChangeDetected"])
      expect(outcome.next ?? []).toEqual([])
    }).pipe(Effect.provide(services({ api: { terms: { status: [changed] } } }, { path: "/en/confirm", player: true })))
  )

  it.effect("sends the confirm page to the root when nothing changed", () =>
    Effect.gen(function* () {
      const outcome = yield* checkTerms(new CheckTerms({}), 1)
      expect(outcome.next).toEqual([expect.objectContaining({ _tag: "Navigate", to: "/en/", mode: "replace" })])
    }).pipe(Effect.provide(services({ api: { terms: { status: [unchanged] } } }, { path: "/en/confirm", player: true })))
  )

  it.effect("asks nothing for a guest or with the feature off, and sends them from the confirm page to the root", () =>
    Effect.gen(function* () {
      const guest = yield* checkTerms(new CheckTerms({}), 1).pipe(Effect.provide(services({}, { path: "/en/confirm", player: false })))
      expect(guest.events).toEqual([])
      expect(guest.next).toEqual([expect.objectContaining({ _tag: "Navigate", to: "/en/" })])
      const off = yield* checkTerms(new CheckTerms({}), 1).pipe(Effect.provide(services({}, { path: "/en/live", player: true, confirmTerms: false })))
      expect(off.events).toEqual([])
      expect(off.next ?? []).toEqual([])
    })
  )
})

describe("the confirmation", () => {
  it.effect("sends the version shown and goes back to the root once accepted", () =>
    Effect.gen(function* () {
      const outcome = yield* confirmTerms(new ConfirmTerms({ version: 2 }), 1)
      expect(outcome.events.map((e) => e._tag)).toEqual(["TermsConfirmed"])
      expect(outcome.next).toEqual([expect.objectContaining({ _tag: "Navigate", to: "/en/", mode: "replace" })])
      const [call] = yield* (yield* ApiCalls).all
      expect(call?.request).toEqual({ payload: { version: 2 } })
    }).pipe(Effect.provide(services({ api: { terms: { confirm: [unchanged] } } }, { path: "/en/confirm", player: true })))
  )

  it.effect("shows the error alert when it fails (a newer version meanwhile, the network), until the terms are read again", () =>
    Effect.gen(function* () {
      const stale = yield* confirmTerms(new ConfirmTerms({ version: 2 }), 1)
      const offline = yield* confirmTerms(new ConfirmTerms({ version: 2 }), 2)
      expect([...stale.events, ...offline.events].map((e) => e._tag)).toEqual(["TermsConfirmFailed", "TermsConfirmFailed"])
      expect(stale.next ?? []).toEqual([])
      const mine = termsProjection.apply(termsProjection.initial, stale.events[0] as TermsConfirmFailed)
      expect(mine.confirmFailed).toBe(true)
      const rules = new TermsRulesLoaded({ rules: { version: 3, updatedAt: 1_790_000_100_000, summary: "<p>x</p>", entries: [] } })
      expect(termsProjection.apply(mine, rules).confirmFailed).toBe(false)
      const accepted = termsProjection.apply(mine, new TermsConfirmed({ status: unchanged }))
      expect(accepted.confirmFailed).toBe(false)
    }).pipe(
      Effect.provide(
        services(
          { api: { terms: { confirm: [new ServerRefused({ status: 409, title: "these are not the current terms" }), new NetworkError({ message: "Failed to fetch" })] } } },
          { path: "/en/confirm", player: true }
        )
      )
    )
  )
})
