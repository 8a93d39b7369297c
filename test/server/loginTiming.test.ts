import { Effect, Either, Layer, Logger, LogLevel, ManagedRuntime, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { preparedDatabase } from "../../server/platform/db/preparedDatabase"
import { makePasswordHasher, PasswordHasher } from "../../server/session/passwords"
import { Players, PlayersLive } from "../../server/session/players"
import { PlayerOnboardingPending } from "../../server/session/seams"
import { bareDatabase } from "./support/databaseRuntime"
import { databasesUnderTest } from "./support/databases"

/**
 * Issue 7: "timing of a failed login for an unknown account is indistinguishable from a wrong password (same
 * hashing work)". The players service runs on a real database with a hasher that counts what it is asked.
 */
describe.each(databasesUnderTest)("the cost of a failed sign-in on $label", (db) => {
  const asked = { hash: 0, verify: 0 }
  const CountingHasher = Layer.effect(
    PasswordHasher,
    Effect.map(makePasswordHasher, (hasher) => ({
      ...hasher,
      hash: (password: Redacted.Redacted<string>) => Effect.zipRight(Effect.sync(() => asked.hash++), hasher.hash(password)),
      verify: (hash: string, password: Redacted.Redacted<string>) => Effect.zipRight(Effect.sync(() => asked.verify++), hasher.verify(hash, password))
    }))
  )
  let runtime: ManagedRuntime.ManagedRuntime<Players, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, Players>) => runtime.runPromise(Effect.either(effect))
  const authenticate = (login: string, password: string) => run(Effect.flatMap(Players, (players) => players.authenticate(login, Redacted.make(password))))

  beforeAll(async () => {
    runtime = ManagedRuntime.make(
      PlayersLive.pipe(Layer.provide(Layer.mergeAll(CountingHasher, PlayerOnboardingPending)), Layer.provide(preparedDatabase({ kind: "layer", layer: bareDatabase(db) })),
        // The migrations' log lines are not this test's business.
        Layer.provide(Logger.minimumLogLevel(LogLevel.Warning))
      )
    )
    const registered = await run(
      Effect.flatMap(Players, (players) =>
        Effect.flatMap(players.prepareFull({ email: "known@example.com", password: Redacted.make("Known1234") }, { country_id: 1, currency_id: 1, ref_code: "", first_deposit_bonus_choice: "none" }), (prepared) =>
          players.registerConfirmedEmail(prepared, { country_id: 1, currency_id: 1, ref_code: "", first_deposit_bonus_choice: "none" }, "en")
        )
      )
    )
    expect(Either.isRight(registered)).toBe(true)
  })
  afterAll(() => runtime.dispose())

  it("checks one argon2id hash for a wrong password, for an unknown e-mail and for an unknown account ID alike", async () => {
    for (const [login, password] of [
      ["known@example.com", "Wrong1234"],
      ["unknown@example.com", "Wrong1234"],
      ["123456789", "Wrong1234"]
    ] as const) {
      asked.hash = 0
      asked.verify = 0
      const answer = await authenticate(login, password)
      expect(Either.isLeft(answer) && answer.left.code, login).toBe(10)
      expect(asked, login).toEqual({ hash: 0, verify: 1 })
    }
  })

  it("takes about as long for an unknown account as for a wrong password", async () => {
    // Interleaved, so that a busy moment of the shared machine slows both kinds alike.
    const times: Record<"wrong" | "unknown", Array<number>> = { wrong: [], unknown: [] }
    for (let i = 0; i < 9; i++) {
      for (const [kind, login] of [["wrong", "known@example.com"], ["unknown", "unknown@example.com"]] as const) {
        const started = performance.now()
        await authenticate(login, "Wrong1234")
        times[kind].push(performance.now() - started)
      }
    }
    const median = (values: Array<number>) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const ratio = median(times.unknown) / median(times.wrong)
    // argon2id at 19 MiB takes tens of milliseconds; skipping it would make the unknown case many times faster.
    expect(ratio).toBeGreaterThan(1 / 3)
    expect(ratio).toBeLessThan(3)
  }, 30_000)
})
