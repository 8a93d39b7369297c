import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** SQL of the open captcha challenges and the attempt counters (migrations 008, 039). */

const ChallengeRow = Schema.Struct({ id: Schema.String, expires_at: Schema.DateFromSelf })
export type ChallengeRow = typeof ChallengeRow.Type

const NewChallenge = Schema.Struct({ id: Schema.String, at: Schema.DateFromSelf, expiresAt: Schema.DateFromSelf })
const Attempt = Schema.Struct({ subject: Schema.String, at: Schema.DateFromSelf, windowStart: Schema.DateFromSelf })
const Subject = Schema.Struct({ subject: Schema.String, windowStart: Schema.DateFromSelf })
const Count = Schema.Struct({ n: Schema.Number })

export const makeCaptchaRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const insertChallenge = SqlSchema.void({
    Request: NewChallenge,
    execute: ({ at, expiresAt, id }) => sql`insert into captcha_challenges (id, expires_at, created_at) values (${id}, ${expiresAt}, ${at})`
  })
  const findChallenge = SqlSchema.findOne({
    Request: Schema.String,
    Result: ChallengeRow,
    execute: (id) => sql`select id, expires_at from captcha_challenges where id = ${id}`
  })
  // Deleting answers the row: of two requests redeeming one challenge at once, only one gets it.
  const takeChallenge = SqlSchema.findOne({
    Request: Schema.String,
    Result: ChallengeRow,
    execute: (id) => sql`delete from captcha_challenges where id = ${id} returning id, expires_at`
  })
  const purgeChallenges = SqlSchema.single({
    Request: Schema.DateFromSelf,
    Result: Count,
    execute: (now) => sql`with gone as (delete from captcha_challenges where expires_at <= ${now} returning 1) select count(*)::int as n from gone`
  })

  // A count whose last attempt is older than the window starts again from one.
  const countAttempt = SqlSchema.single({
    Request: Attempt,
    Result: Count,
    execute: ({ at, subject, windowStart }) =>
      sql`insert into failed_attempts (subject, failures, last_failure_at) values (${subject}, 1, ${at})
          on conflict (subject) do update set
            failures = case when failed_attempts.last_failure_at < ${windowStart} then 1 else failed_attempts.failures + 1 end,
            last_failure_at = excluded.last_failure_at
          returning failures as n`
  })
  const attemptsOf = SqlSchema.findOne({
    Request: Subject,
    Result: Count,
    execute: ({ subject, windowStart }) =>
      sql`select failures as n from failed_attempts where subject = ${subject} and last_failure_at >= ${windowStart}`
  })
  const clearAttempts = SqlSchema.void({
    Request: Schema.String,
    execute: (subject) => sql`delete from failed_attempts where subject = ${subject}`
  })
  const purgeAttempts = SqlSchema.single({
    Request: Schema.DateFromSelf,
    Result: Count,
    execute: (windowStart) =>
      sql`with gone as (delete from failed_attempts where last_failure_at < ${windowStart} returning 1) select count(*)::int as n from gone`
  })

  return {
    insertChallenge: (request: typeof NewChallenge.Type) => orDieQuietly(insertChallenge(request)),
    findChallenge: (id: string) => orDieQuietly(findChallenge(id)),
    takeChallenge: (id: string) => orDieQuietly(takeChallenge(id)),
    purgeChallenges: (now: Date) => orDieQuietly(Effect.map(purgeChallenges(now), (row) => row.n)),
    countAttempt: (request: typeof Attempt.Type) => orDieQuietly(Effect.map(countAttempt(request), (row) => row.n)),
    attemptsOf: (request: typeof Subject.Type) => orDieQuietly(attemptsOf(request)),
    clearAttempts: (subject: string) => orDieQuietly(clearAttempts(subject)),
    purgeAttempts: (windowStart: Date) => orDieQuietly(Effect.map(purgeAttempts(windowStart), (row) => row.n))
  }
})
