import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { ActivityShare } from "../../../src/adapters/ActivityShare"
import { Api } from "../../../src/adapters/api/Api"
import { Connection } from "../../../src/adapters/Connection"
import { Cookies } from "../../../src/adapters/Cookies"
import { LiveServices } from "../../../src/adapters/layers"
import { Storage } from "../../../src/adapters/Storage"
import { Visibility } from "../../../src/adapters/Visibility"

describe("LiveServices", () => {
  it.effect("builds outside a browser without touching browser globals, which then read as empty", () =>
    Effect.gen(function* () {
      expect(yield* (yield* Storage).get("local", "x")).toBeUndefined()
      expect(yield* (yield* Cookies).get("x")).toBeUndefined()
      expect(yield* (yield* Visibility).isVisible).toBe(true)
      expect(yield* (yield* Connection).skipLinkPrefetch).toBe(false)
      expect(yield* (yield* ActivityShare).lastActivity).toBeUndefined()
      expect(yield* Api).toBeDefined()
    }).pipe(Effect.provide(LiveServices("http://oddsfold.test"))))
})
