import { Clock, Context, Effect, Layer, Option, Schedule } from "effect"
import { ChangeNotices } from "../platform/changeNotices/changeNotices"
import { makeTermsRepo, type TermsVersionRow } from "./repo"

/** The kind of change notice migration 070's trigger makes (through migration 058's table): terms were published. */
export const TERMS_NOTICE = "terms"

/** While this server does not hear the change notices, it reads the current version again this often instead. */
const REREAD_UNHEARD = Schedule.spaced("1 second")

export interface CurrentTermsShape {
  /** The current terms' version and publication time, from memory (no query); none before any is published. */
  readonly now: () => Option.Option<TermsVersionRow>
  /** Reads the current version again now (after this server published one, without waiting for the notice). */
  readonly reread: Effect.Effect<void>
}

export class CurrentTerms extends Context.Tag("oddsfold/server/CurrentTerms")<CurrentTerms, CurrentTermsShape>() {}

/**
 * The current terms' version kept in memory, so that the gate in front of every signed-in call reads none from the
 * database. Read at start and again whenever a terms notice is heard (server/platform/changeNotices/), which every
 * server instance hears whoever published; while the notices are not heard it reads again every second, as the coupon
 * limits do (server/coupon/limits.ts). A publication reaches every instance within about a second either way.
 */
export const CurrentTermsLive = Layer.scoped(
  CurrentTerms,
  Effect.gen(function* () {
    const notices = yield* ChangeNotices
    const repo = yield* makeTermsRepo
    let current = yield* repo.current
    // Reads may finish out of order: the one started last wins (it saw every publication announced before it started).
    let started = 0
    let kept = 0
    const reread = Effect.gen(function* () {
      const mine = ++started
      const row = yield* repo.current
      if (mine < kept) return
      kept = mine
      current = row
    })
    const rereadOrWarn = Effect.catchAllCause(reread, (cause) => Effect.logWarning("the current terms could not be read again; the version read before is kept", cause))
    yield* notices.listen({
      heard: (batch) => (batch.some((notice) => notice.kind === TERMS_NOTICE) ? rereadOrWarn : Effect.void),
      deaf: Effect.void,
      back: rereadOrWarn
    })
    // On the machine's own clock: a server run on a test's clock still reads in real time.
    yield* Effect.forkScoped(Effect.repeat(Effect.unless(rereadOrWarn, notices.hearing), REREAD_UNHEARD).pipe(Effect.withClock(Clock.make())))
    return { now: () => current, reread: rereadOrWarn }
  })
)
