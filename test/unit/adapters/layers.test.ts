import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Api } from "../../../src/adapters/api/Api"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { Connection } from "../../../src/adapters/Connection"
import { Cookies } from "../../../src/adapters/Cookies"
import { DeviceFingerprint } from "../../../src/adapters/DeviceFingerprint"
import { LiveServices, TestServices } from "../../../src/adapters/layers"
import { Navigation } from "../../../src/adapters/Navigation"
import { Storage } from "../../../src/adapters/Storage"
import { Visibility } from "../../../src/adapters/Visibility"
import { VisibilityControl } from "../../../src/adapters/VisibilityTest"

describe("TestServices", () => {
  it.effect("provides every service from one script", () =>
    Effect.gen(function* () {
      const api = yield* Api
      expect(yield* api.session.check({ headers: {} })).toEqual({ userId: 1 })
      expect(yield* (yield* ApiCalls).count("session.check")).toBe(1)
      expect(yield* (yield* Storage).get("local", "coupon")).toBe("[]")
      expect(yield* (yield* Cookies).get("lng")).toBe("ru")
      expect(yield* (yield* Navigation).current).toEqual({ path: "/ru/live", search: "" })
      expect(yield* (yield* Visibility).isVisible).toBe(false)
      yield* (yield* VisibilityControl).setVisible(true)
      expect(yield* (yield* Visibility).isVisible).toBe(true)
      expect(yield* (yield* Connection).skipLinkPrefetch).toBe(true)
      expect(Object.keys(yield* (yield* DeviceFingerprint).components)).toContain("userAgent")
    }).pipe(
      Effect.provide(
        TestServices({
          api: { session: { check: [{ userId: 1 }] } },
          storage: { local: { coupon: "[]" } },
          cookies: { lng: "ru" },
          navigation: { url: "/ru/live" },
          visibility: { visible: false },
          connection: { effectiveType: "2g" }
        })
      )
    ))

  it.effect("each build is a fresh, independent set", () =>
    Effect.gen(function* () {
      const layer = TestServices()
      yield* Effect.flatMap(Storage, (s) => s.set("local", "k", "v")).pipe(Effect.provide(layer))
      const again = yield* Effect.flatMap(Storage, (s) => s.get("local", "k")).pipe(Effect.provide(layer))
      expect(again).toBeUndefined()
    }))
})

describe("LiveServices", () => {
  it.effect("builds outside a browser without touching browser globals, which then read as empty", () =>
    Effect.gen(function* () {
      expect(yield* (yield* Storage).get("local", "x")).toBeUndefined()
      expect(yield* (yield* Cookies).get("x")).toBeUndefined()
      expect(yield* (yield* Visibility).isVisible).toBe(true)
      expect(yield* (yield* Connection).skipLinkPrefetch).toBe(false)
      expect(yield* Api).toBeDefined()
    }).pipe(Effect.provide(LiveServices("http://oddsfold.test"))))
})
