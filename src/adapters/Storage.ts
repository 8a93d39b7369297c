import { Context, type Effect, type Redacted } from "effect"

export type StorageArea = "local" | "session"

/** Browser storage (local and session). Reads never fail: unavailable storage reads as empty. */
export class Storage extends Context.Tag("oddsfold/Storage")<
  Storage,
  {
    readonly get: (area: StorageArea, key: string) => Effect.Effect<string | undefined>
    readonly set: (area: StorageArea, key: string, value: string) => Effect.Effect<void>
    readonly remove: (area: StorageArea, key: string) => Effect.Effect<void>
    /** A secret (a dev token) kept like any value, but Redacted in hand, so the event log holds only the placeholder. */
    readonly getSecret: (area: StorageArea, key: string) => Effect.Effect<Redacted.Redacted<string> | undefined>
    readonly setSecret: (area: StorageArea, key: string, value: Redacted.Redacted<string>) => Effect.Effect<void>
  }
>() {}
