import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { makeConnection } from "../../../src/adapters/ConnectionLive"
import { TEST_DEVICE } from "../../../src/adapters/DeviceFingerprintTest"
import { type ConnectionHints, shouldSkipLinkPrefetch } from "../../../src/domain/shell/connection"
import { FINGERPRINT_VALUE_MAX_LENGTH, fingerprintComponents } from "../../../src/domain/session/fingerprintComponents"

describe("link prefetch rule (SPEC.md 2.1: skipped on 2g or save-data)", () => {
  const cases: ReadonlyArray<readonly [ConnectionHints, boolean]> = [
    [{}, false],
    [{ effectiveType: "4g" }, false],
    [{ effectiveType: "3g", saveData: false }, false],
    [{ effectiveType: "2g" }, true],
    [{ effectiveType: "slow-2g" }, true],
    [{ effectiveType: "4g", saveData: true }, true]
  ]
  for (const [hints, skip] of cases) {
    it(`${JSON.stringify(hints)} -> ${skip ? "skip" : "prefetch"}`, () => expect(shouldSkipLinkPrefetch(hints)).toBe(skip))
  }

  it.effect("the live service reads the connection on every call (it changes while the tab is open)", () =>
    Effect.gen(function* () {
      let hints: ConnectionHints = { effectiveType: "4g" }
      const connection = makeConnection(() => hints)
      expect(yield* connection.skipLinkPrefetch).toBe(false)
      hints = { effectiveType: "2g" }
      expect(yield* connection.skipLinkPrefetch).toBe(true)
    }))
})

describe("fingerprint components (POST /web-api/fingerprint)", () => {
  it("describes the device as flat strings", () => {
    const components = fingerprintComponents(TEST_DEVICE)
    expect(components).toMatchObject({ languages: "en-US,en", screen: "1920x1080", timezone: "Europe/London", deviceMemoryGb: "8" })
    expect(Object.values(components).every((v) => typeof v === "string")).toBe(true)
  })

  it("clips values to the contract's 512 characters and keeps keys within 64", () => {
    const components = fingerprintComponents({ ...TEST_DEVICE, userAgent: "x".repeat(2000), deviceMemoryGb: undefined })
    expect(components["userAgent"]).toHaveLength(FINGERPRINT_VALUE_MAX_LENGTH)
    expect(components["deviceMemoryGb"]).toBe("")
    expect(Object.keys(components).every((k) => k.length <= 64)).toBe(true)
  })
})
