import { ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { serverOptionsFromEnv } from "../../server/options"

/**
 * SPORTS_WORLD_SIZE: the live and line games of a simulated world made for a database that has none yet (the cluster
 * check runs three processes on a small one); a value that is not two whole numbers in bounds stops the start, named.
 */

const optionsOf = (env: Record<string, string>) =>
  Effect.runPromise(Effect.either(Effect.withConfigProvider(serverOptionsFromEnv, ConfigProvider.fromMap(new Map(Object.entries(env))))))

describe("the simulated world's size", () => {
  it("is the feed's own unless told, and read as given, with the tick when both are set", async () => {
    expect(Either.getOrThrow(await optionsOf({})).sports).toBeUndefined()
    expect(Either.getOrThrow(await optionsOf({ SPORTS_WORLD_SIZE: "30,300" })).sports).toEqual({ live: 30, line: 300 })
    expect(Either.getOrThrow(await optionsOf({ SPORTS_WORLD_SIZE: " 1 , 100000 ", SPORTS_TICK_MS: "250" })).sports).toEqual({ live: 1, line: 100_000, tickEvery: 250 })
    expect(Either.getOrThrow(await optionsOf({ SPORTS_TICK_MS: "0" })).sports).toEqual({ tickEvery: 0 })
  })

  it("refuses anything but two whole numbers from 1 to 100000, naming the setting", async () => {
    for (const text of ["30", "0,300", "30,0", "30,100001", "-1,300", "30;300", "3e1,300", "30,300,3", ""]) {
      const options = await optionsOf({ SPORTS_WORLD_SIZE: text })
      expect(Either.isLeft(options) ? String(options.left) : "accepted", text).toContain("SPORTS_WORLD_SIZE must be two whole numbers")
    }
  })
})
