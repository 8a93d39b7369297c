import { Context, type Effect } from "effect"

export type StorageArea = "local" | "session"

/** Browser storage (local and session). Reads never fail: unavailable storage reads as empty. */
export class Storage extends Context.Tag("oddsfold/Storage")<
  Storage,
  {
    readonly get: (area: StorageArea, key: string) => Effect.Effect<string | undefined>
    readonly set: (area: StorageArea, key: string, value: string) => Effect.Effect<void>
    readonly remove: (area: StorageArea, key: string) => Effect.Effect<void>
  }
>() {}
