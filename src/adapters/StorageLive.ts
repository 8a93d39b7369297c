import { Console, Effect, Layer, Redacted } from "effect"
import { Storage, type StorageArea } from "./Storage"

/** The part of the Web Storage API this service uses (localStorage and sessionStorage both have it). */
export interface WebStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Reading `window.localStorage` itself throws in some browsers (storage disabled, sandboxed frames, Safari
 * private mode of old), so the area is looked up inside the guarded call, never at layer build time.
 */
const browserArea = (area: StorageArea): WebStorage | undefined => {
  if (typeof window === "undefined") return undefined
  return area === "local" ? window.localStorage : window.sessionStorage
}

/**
 * Storage over given areas. Storage is a convenience, never a reason for a command to fail: an unavailable area
 * reads as empty, and a failed write (quota exceeded, storage disabled) is dropped with a console warning.
 */
export const makeStorage = (areaOf: (area: StorageArea) => WebStorage | undefined): Storage["Type"] => {
  const attempt = <A>(what: string, area: StorageArea, key: string, use: (storage: WebStorage) => A, fallback: A) =>
    Effect.suspend(() => {
      try {
        const storage = areaOf(area)
        return Effect.succeed(storage === undefined ? fallback : use(storage))
      } catch (error) {
        return Console.warn(`${area}Storage ${what} of "${key}" failed:`, errorName(error)).pipe(Effect.as(fallback))
      }
    })
  const get = (area: StorageArea, key: string) => attempt("read", area, key, (s) => s.getItem(key) ?? undefined, undefined)
  const set = (area: StorageArea, key: string, value: string) => attempt("write", area, key, (s) => s.setItem(key, value), undefined)
  return {
    get,
    set,
    remove: (area, key) => attempt("removal", area, key, (s) => s.removeItem(key), undefined),
    getSecret: (area, key) => Effect.map(get(area, key), (value) => (value === undefined ? undefined : Redacted.make(value))),
    setSecret: (area, key, value) => set(area, key, Redacted.value(value))
  }
}

/** The error's name only ("QuotaExceededError", "SecurityError"): the value being written may be private. */
const errorName = (error: unknown): string => (error instanceof Error ? error.name : String(error))

export const StorageLive: Layer.Layer<Storage> = Layer.sync(Storage, () => makeStorage(browserArea))
