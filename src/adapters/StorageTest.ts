import { Effect, Layer, Redacted } from "effect"
import { Storage, type StorageArea } from "./Storage"

export type StorageContents = Partial<Record<StorageArea, Readonly<Record<string, string>>>>

/** In-memory local and session storage, optionally pre-filled; each layer build starts from `initial`. */
export const StorageTest = (initial: StorageContents = {}): Layer.Layer<Storage> =>
  Layer.sync(Storage, () => {
    const areas: Record<StorageArea, Map<string, string>> = {
      local: new Map(Object.entries(initial.local ?? {})),
      session: new Map(Object.entries(initial.session ?? {}))
    }
    return {
      get: (area, key) => Effect.sync(() => areas[area].get(key)),
      set: (area, key, value) => Effect.sync(() => void areas[area].set(key, value)),
      remove: (area, key) => Effect.sync(() => void areas[area].delete(key)),
      getSecret: (area, key) =>
        Effect.sync(() => {
          const value = areas[area].get(key)
          return value === undefined ? undefined : Redacted.make(value)
        }),
      setSecret: (area, key, value) => Effect.sync(() => void areas[area].set(key, Redacted.value(value)))
    }
  })
