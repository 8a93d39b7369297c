import { Effect } from "effect"

/**
 * How long a process answers from what it last read. Every visitor's page asks at start and then every 30 s, and
 * several server processes share the database: each reads the windows and rules at most once per this period, and the
 * operator's change reaches the other processes within it (the process that made it at once).
 */
export const SITE_ACCESS_READ_MS = 2_000

/** A value read from the database, kept for SITE_ACCESS_READ_MS of wall time (not the site's clock: this is caching). */
export const keptFor = <A>(read: Effect.Effect<A>) => {
  let kept: { readonly value: A; readonly at: number } | undefined
  return {
    get: Effect.suspend(() => {
      const at = performance.now()
      if (kept !== undefined && at - kept.at < SITE_ACCESS_READ_MS) return Effect.succeed(kept.value)
      return Effect.tap(read, (value) => Effect.sync(() => void (kept = { value, at })))
    }),
    forget: Effect.sync(() => void (kept = undefined))
  }
}
