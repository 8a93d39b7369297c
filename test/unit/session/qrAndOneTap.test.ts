import { it } from "@effect/vitest"
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { NavigationControl } from "../../../src/adapters/NavigationTest"
import { Query } from "../../../src/commands/query"
import { Command } from "../../../src/commands/registry"
import { PollQrLogin } from "../../../src/commands/session/qrCommands"
import { pollQrLogin } from "../../../src/commands/session/qrHandlers"
import { OpenOneTap, SubmitOneTapCredential } from "../../../src/commands/session/socialCommands"
import { openOneTap, submitOneTapCredential } from "../../../src/commands/session/socialHandlers"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import { initialStates, type States } from "../../../src/projections/registry"

const withState = (patch: (s: States) => States) =>
  Layer.succeed(Query, {
    states: Effect.succeed(patch(initialStates())),
    encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
    decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
  })

const services = (script: TestScript, patch: (s: States) => States = (s) => s) => Layer.merge(TestServices(script), withState(patch))

const ticket = Redacted.make("t".repeat(43))
const waiting = (s: States): States => ({
  ...s,
  language: { current: "en", cookie: null, browser: ["en-US"] },
  location: { ...s.location, path: "/en/user/qr-login", search: "" },
  qrLogin: { ...s.qrLogin, status: "waiting", ticket, code: "ABCDEFGH", expiresAt: 1, qrSvg: "<svg/>" }
})

describe("QR sign-in on the new device (SPEC.md 2.9)", () => {
  it.effect("a pending answer changes nothing; an approval signs in like a password sign-in and moves on from the QR page", () =>
    Effect.gen(function* () {
      const pending = yield* pollQrLogin(new PollQrLogin({}), 1)
      expect(pending.events).toEqual([])
      const approved = yield* pollQrLogin(new PollQrLogin({}), 2)
      expect(approved.events.map((e) => e._tag)).toEqual(["QrLoginCompleted", "LoginSucceeded"])
      expect(approved.events[1]).toMatchObject({ userId: 7, accountId: 123456789, save: false })
      expect(approved.next?.map((c) => c._tag)).toEqual(["LoadConfig", "LoadUserConfig", "LoadRights", "Navigate"])
      expect(approved.next?.[3]).toMatchObject({ to: "/en/", mode: "replace" })
      // The ticket went to the server as it was kept.
      const calls = yield* (yield* ApiCalls).all
      expect(Redacted.value((calls[0]!.request as { payload: { ticket: Redacted.Redacted<string> } }).payload.ticket)).toBe("t".repeat(43))
    }).pipe(
      Effect.provide(
        services(
          { api: { session: { qrLoginStatus: [{ status: "pending" }, { status: "approved", userId: 7, accountId: 123456789, data: { token: "<redacted>" } }] } } },
          waiting
        )
      )
    )
  )

  it.effect("an expired or used request is refused by reason; a network blip is asked again at the next tick", () =>
    Effect.gen(function* () {
      expect((yield* pollQrLogin(new PollQrLogin({}), 1)).events).toEqual([])
      expect((yield* pollQrLogin(new PollQrLogin({}), 2)).events[0]).toMatchObject({ _tag: "QrLoginRefused", reason: "expired" })
      expect((yield* pollQrLogin(new PollQrLogin({}), 3)).events[0]).toMatchObject({ _tag: "QrLoginRefused", reason: "used" })
    }).pipe(
      Effect.provide(
        services(
          {
            api: {
              session: {
                qrLoginStatus: [
                  new NetworkError({ message: "Failed to fetch" }),
                  new ServerRefused({ status: 400, code: 51, title: "expired" }),
                  new ServerRefused({ status: 400, code: 52, title: "used" })
                ]
              }
            }
          },
          waiting
        )
      )
    )
  )

  it.effect("a tick after the screen was left asks nothing", () =>
    Effect.gen(function* () {
      expect((yield* pollQrLogin(new PollQrLogin({}), 1)).events).toEqual([])
      expect(yield* (yield* ApiCalls).count("session.qrLoginStatus")).toBe(0)
    }).pipe(Effect.provide(services({})))
  )
})

describe("one-tap (SPEC.md 5 and 7)", () => {
  it.effect("the prompt opens the sandbox's popup; the credential is posted as a multipart form and the page follows redirectUrl", () =>
    Effect.gen(function* () {
      const opened = yield* openOneTap(new OpenOneTap({ currencyId: 2 }), 1)
      expect(opened.events[0]).toMatchObject({ _tag: "OneTapPromptOpened", currencyId: 2 })
      expect(yield* (yield* NavigationControl).popups).toEqual(["/social-api/oauth/google-one-tap/sandbox/start"])

      const outcome = yield* submitOneTapCredential(new SubmitOneTapCredential({ credential: Redacted.make("id.token.here") }), 2)
      expect(outcome.events[0]).toMatchObject({ _tag: "OneTapSignedIn", redirectUrl: "/ru/" })
      const form = ((yield* (yield* ApiCalls).all)[0]!.request as { payload: FormData }).payload
      expect(Object.fromEntries(form)).toEqual({ credential: "id.token.here", language: "ru", currency: "2", countryId: "1" })
      expect(yield* (yield* NavigationControl).assigned).toEqual(["/ru/"])
    }).pipe(
      Effect.provide(
        services({ api: { session: { oneTap: [{ redirectUrl: "/ru/" }] } } }, (s) => ({
          ...s,
          language: { current: "ru", cookie: null, browser: ["ru-RU"] },
          oneTap: { ...s.oneTap, status: "prompting", currencyId: 2 }
        }))
      )
    )
  )

  it.effect("a refused credential is a failure the prompt shows, and the page stays", () =>
    Effect.gen(function* () {
      const outcome = yield* submitOneTapCredential(new SubmitOneTapCredential({ credential: Redacted.make("forged") }), 1)
      expect(outcome.events[0]).toMatchObject({ _tag: "OneTapFailed", error: { status: 400 } })
      expect(yield* (yield* NavigationControl).assigned).toEqual([])
    }).pipe(Effect.provide(services({ api: { session: { oneTap: [new ServerRefused({ status: 400, code: 1, title: "invalid_answer" })] } } })))
  )
})
