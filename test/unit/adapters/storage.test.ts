import { afterEach, describe, expect, it, vi } from "@effect/vitest"
import { Effect } from "effect"
import { makeStorage, type WebStorage } from "../../../src/adapters/StorageLive"

class MemoryStorage implements WebStorage {
  readonly items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

/** A storage that is full: reads work, writes throw like the browser does. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe("Storage live (Web Storage)", () => {
  it.effect("keeps local and session areas apart", () =>
    Effect.gen(function* () {
      const local = new MemoryStorage()
      const session = new MemoryStorage()
      const storage = makeStorage((area) => (area === "local" ? local : session))
      yield* storage.set("local", "coupon", "[1]")
      yield* storage.set("session", "chunkReloadAt", "5")
      expect(yield* storage.get("local", "coupon")).toBe("[1]")
      expect(yield* storage.get("session", "coupon")).toBeUndefined()
      yield* storage.remove("local", "coupon")
      expect(local.items.size).toBe(0)
      expect(session.items.get("chunkReloadAt")).toBe("5")
    }))

  it.effect("a full storage swallows the write with a console warning that names the key, not the value", () =>
    Effect.gen(function* () {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
      const storage = makeStorage(() => new FullStorage())
      yield* storage.set("local", "coupon", "private-value")
      expect(warn).toHaveBeenCalledTimes(1)
      const printed = warn.mock.calls[0]!.join(" ")
      expect(printed).toContain("coupon")
      expect(printed).toContain("QuotaExceededError")
      expect(printed).not.toContain("private-value")
    }))

  it.effect("storage that cannot even be reached (SecurityError) reads as empty", () =>
    Effect.gen(function* () {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
      const storage = makeStorage(() => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      })
      expect(yield* storage.get("local", "anything")).toBeUndefined()
      yield* storage.remove("session", "anything")
      expect(warn).toHaveBeenCalledTimes(2)
    }))

  it.effect("no storage at all (outside a browser) reads as empty without warnings", () =>
    Effect.gen(function* () {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
      const storage = makeStorage(() => undefined)
      yield* storage.set("local", "k", "v")
      expect(yield* storage.get("local", "k")).toBeUndefined()
      expect(warn).not.toHaveBeenCalled()
    }))
})
