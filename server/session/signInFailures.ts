import * as SqlClient from "@effect/sql/SqlClient"
import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { TooManyRequests } from "../../src/domain/api/errors"
import { accountNeedsCaptcha, SIGN_IN_FAILURE_MEMORY_MS, signInWaitMs, waitSeconds } from "../../src/domain/session/signInFailures"
import { orDieQuietly } from "../platform/db/databaseFault"

/**
 * Failed password sign-ins per account (Players.signInSubject: a known account, or an unknown login alike), in the
 * database (migration 039), so every process counts the same run (src/domain/session/signInFailures.ts).
 */

/** The failed sign-ins before a successful one: how many, and when the first of them was. */
export interface FailedSignIns {
  readonly count: number
  readonly since: Date
}

export interface SignInFailuresShape {
  /** Refuses with 429 (and Retry-After) while the subject waits after its last failure. */
  readonly admit: (subject: string) => Effect.Effect<void, TooManyRequests>
  /** Whether the subject's next attempt needs a solved captcha. */
  readonly needsCaptcha: (subject: string) => Effect.Effect<boolean>
  /** One more failure: the count goes up and, past the threshold, the next attempt waits. */
  readonly failed: (subject: string) => Effect.Effect<void>
  /** A successful sign-in: the run ends; answers the failures it held, if any. */
  readonly succeeded: (subject: string) => Effect.Effect<Option.Option<FailedSignIns>>
}

export class SignInFailures extends Context.Tag("oddsfold/server/SignInFailures")<SignInFailures, SignInFailuresShape>() {}

interface Row {
  readonly failures: number
  readonly first_failure_at: Date
  readonly last_failure_at: Date
  readonly wait_until: Date | null
}

export const SignInFailuresLive = Layer.effect(
  SignInFailures,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
    /** The subject's run of failures, unless it is older than the memory. */
    const runOf = (subject: string, at: Date) =>
      Effect.map(
        orDieQuietly(sql<Row>`select failures, first_failure_at, last_failure_at, wait_until from sign_in_failures where subject = ${subject}`),
        (rows) => Option.filter(Option.fromNullable(rows[0]), (row) => row.last_failure_at.getTime() > at.getTime() - SIGN_IN_FAILURE_MEMORY_MS)
      )

    return {
      admit: (subject) =>
        Effect.gen(function* () {
          const at = yield* now
          const run = yield* runOf(subject, at)
          if (Option.isNone(run) || run.value.wait_until === null || run.value.wait_until.getTime() <= at.getTime()) return
          const seconds = waitSeconds(run.value.wait_until.getTime() - at.getTime())
          yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds))))
          return yield* new TooManyRequests({ message: `too many failed sign-ins on this account; retry in ${seconds} s`, retryAfterSeconds: seconds })
        }),
      needsCaptcha: (subject) =>
        Effect.flatMap(now, (at) => Effect.map(runOf(subject, at), (run) => accountNeedsCaptcha(Option.match(run, { onNone: () => 0, onSome: (row) => row.failures })))),
      failed: (subject) =>
        Effect.gen(function* () {
          const at = yield* now
          const forgotten = new Date(at.getTime() - SIGN_IN_FAILURE_MEMORY_MS)
          // One statement: two processes failing at once both count. The wait follows from the count it made.
          const [row] = yield* orDieQuietly(sql<{ readonly failures: number }>`
            insert into sign_in_failures (subject, failures, first_failure_at, last_failure_at) values (${subject}, 1, ${at}, ${at})
            on conflict (subject) do update set
              failures = case when sign_in_failures.last_failure_at <= ${forgotten} then 1 else sign_in_failures.failures + 1 end,
              first_failure_at = case when sign_in_failures.last_failure_at <= ${forgotten} then ${at} else sign_in_failures.first_failure_at end,
              last_failure_at = ${at}
            returning failures`)
          const wait = signInWaitMs(row?.failures ?? 1)
          if (wait > 0) yield* orDieQuietly(sql`update sign_in_failures set wait_until = ${new Date(at.getTime() + wait)} where subject = ${subject}`)
        }),
      succeeded: (subject) =>
        Effect.gen(function* () {
          const at = yield* now
          const [gone] = yield* orDieQuietly(sql<Row>`delete from sign_in_failures where subject = ${subject} returning failures, first_failure_at, last_failure_at, wait_until`)
          if (gone === undefined || gone.last_failure_at.getTime() <= at.getTime() - SIGN_IN_FAILURE_MEMORY_MS) return Option.none()
          return Option.some({ count: gone.failures, since: gone.first_failure_at })
        })
    }
  })
)
