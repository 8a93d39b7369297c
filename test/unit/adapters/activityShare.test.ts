import { Effect } from "effect"
import { Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import { LAST_ACTIVITY_KEY, makeActivityShare, type StorageChange } from "../../../src/adapters/ActivityShareLive"
import type { WebStorage } from "../../../src/adapters/StorageLive"

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

/** Reads work, writes throw, as in a full storage. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
  }
}

const run = Effect.runSync

describe("ActivityShare live (localStorage and the storage event)", () => {
  it("records the time under one key, forward only, reads it back and forgets it", () => {
    const storage = new MemoryStorage()
    const share = makeActivityShare({ storage: () => storage, changes: new Subject<StorageChange>() })
    expect(run(share.lastActivity)).toBeUndefined()
    run(share.record(1_700_000_000_500))
    expect(storage.items.get(LAST_ACTIVITY_KEY)).toBe("1700000000500")
    // An older time (another tab's clock a little behind) never moves it back.
    run(share.record(1_700_000_000_100))
    expect(run(share.lastActivity)).toBe(1_700_000_000_500)
    run(share.clear)
    expect(storage.items.has(LAST_ACTIVITY_KEY)).toBe(false)
    expect(run(share.lastActivity)).toBeUndefined()
  })

  it("reads what another tab wrote, and ignores a value that is no time", () => {
    const storage = new MemoryStorage()
    const share = makeActivityShare({ storage: () => storage, changes: new Subject<StorageChange>() })
    storage.setItem(LAST_ACTIVITY_KEY, "1700000000999")
    expect(run(share.lastActivity)).toBe(1_700_000_000_999)
    for (const junk of ["", "soon", "-5", "1e12", "12.5"]) {
      storage.setItem(LAST_ACTIVITY_KEY, junk)
      expect(run(share.lastActivity), junk).toBeUndefined()
    }
  })

  it("announces the other tabs' writes of its key, and a cleared storage, and nothing else", () => {
    const events = new Subject<StorageChange>()
    const share = makeActivityShare({ storage: () => new MemoryStorage(), changes: events })
    const seen: Array<number | undefined> = []
    const subscription = share.changes.subscribe((value) => seen.push(value))
    events.next({ key: LAST_ACTIVITY_KEY, newValue: "1700000000123" })
    events.next({ key: "oddsfold.coupon", newValue: "{}" })
    events.next({ key: LAST_ACTIVITY_KEY, newValue: null })
    events.next({ key: null, newValue: null })
    subscription.unsubscribe()
    expect(seen).toEqual([1_700_000_000_123, undefined, undefined])
  })

  it("keeps the time in memory where storage is unavailable or full, so the rule still holds in the tab", () => {
    const unavailable = makeActivityShare({
      storage: () => {
        throw new DOMException("denied", "SecurityError")
      },
      changes: new Subject<StorageChange>()
    })
    run(unavailable.record(5_000))
    expect(run(unavailable.lastActivity)).toBe(5_000)
    run(unavailable.clear)
    expect(run(unavailable.lastActivity)).toBeUndefined()

    const full = new FullStorage()
    full.items.set(LAST_ACTIVITY_KEY, "1000")
    const share = makeActivityShare({ storage: () => full, changes: new Subject<StorageChange>() })
    run(share.record(9_000))
    expect(run(share.lastActivity)).toBe(9_000)
  })
})
