import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isChunkLoadError, mayReloadAfterChunkFailure } from "../../src/domain/shell/chunkReload"

/** SPEC.md 8: at most one reload a minute; written here, not read from the constant under test. */
const MINUTE_MS = 60_000

describe("chunk-load reload rule (SPEC.md 8)", () => {
  it("reloads at most once per minute", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 10 * MINUTE_MS }), (last, gap) => {
        expect(mayReloadAfterChunkFailure(last, last + gap)).toBe(gap >= MINUTE_MS)
      })
    )
    expect(mayReloadAfterChunkFailure(1_000, 60_999)).toBe(false)
    expect(mayReloadAfterChunkFailure(1_000, 61_000)).toBe(true)
    expect(mayReloadAfterChunkFailure(undefined, 0)).toBe(true)
    expect(mayReloadAfterChunkFailure(Number.NaN, 0)).toBe(true)
  })

  it("recognises the browsers' chunk-load errors and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"))).toBe(true)
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true)
    expect(isChunkLoadError(new Error("Loading chunk vendors-main failed."))).toBe(true)
    expect(isChunkLoadError(new Error("Loading chunk  failed."))).toBe(false)
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false)
  })
})
