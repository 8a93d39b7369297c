import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Context, Duration, Effect, Layer, Schedule, Schema } from "effect"
import { PageType } from "../../src/domain/shell/pageType"
import { roundWebVital, WEB_VITALS_RETENTION_DAYS, WebVitalMetric, type WebVitalReport, type WebVitalSummary } from "../../src/domain/shell/webVitals"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { orDieQuietly } from "../platform/db/databaseFault"

/**
 * Real players' web vitals (migration 060): reports stored as they came (each already checked against
 * src/domain/shell/webVitals.ts, which has no place for anything that names a person or an address), the operator's
 * p75 per page type and metric, and their retention.
 */
export interface WebVitalsStoreShape {
  /** Stores the reports, stamped with the server's time; answers how many. */
  readonly record: (reports: ReadonlyArray<WebVitalReport>) => Effect.Effect<number>
  /** Over the last `days` days (24 hours each, up to now): each page type's metrics' 75th percentile and count. */
  readonly summary: (days: number) => Effect.Effect<ReadonlyArray<WebVitalSummary>>
  /** Deletes reports received before `before`; answers how many. */
  readonly purgeBefore: (before: Date) => Effect.Effect<number>
}

export class WebVitalsStore extends Context.Tag("oddsfold/server/WebVitalsStore")<WebVitalsStore, WebVitalsStoreShape>() {}

/** Reports are kept this long, then deleted: a month is enough to see a change of the site against the one before. */
export const WEB_VITALS_RETENTION = Duration.days(WEB_VITALS_RETENTION_DAYS)

const DAY_MS = 24 * 60 * 60 * 1000

/** A row of the p75 query: numbers come as numbers from PGlite and from pg (float8, int), as text from a numeric. */
const SummaryRow = Schema.Struct({
  page_type: PageType,
  metric: WebVitalMetric,
  p75: Schema.Union(Schema.Number, Schema.NumberFromString),
  n: Schema.Union(Schema.Number, Schema.NumberFromString)
})

export const WebVitalsStoreLive = Layer.effect(
  WebVitalsStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // percentile_cont interpolates between the two values around the 75th percentile, as PostgreSQL and PGlite both do.
    const summaryRows = SqlSchema.findAll({
      Request: Schema.DateFromSelf,
      Result: SummaryRow,
      execute: (since) =>
        sql`select page_type, metric, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as n
            from web_vitals where recorded_at >= ${since}
            group by page_type, metric`
    })

    return {
      record: (reports) =>
        Effect.gen(function* () {
          if (reports.length === 0) return 0
          const recordedAt = new Date(yield* Clock.currentTimeMillis).toISOString()
          // One statement for the whole batch: the rows travel as one JSON parameter.
          const rows = JSON.stringify(
            reports.map((report) => ({
              recorded_at: recordedAt,
              metric: report.metric,
              page_type: report.pageType,
              // Within a rounding error of 4 decimals is taken (a float's 0.1 + 0.2); stored exactly rounded.
              value: roundWebVital(report.metric, report.value),
              rating: report.rating,
              navigation_type: report.navigationType
            }))
          )
          yield* orDieQuietly(
            sql`insert into web_vitals (recorded_at, metric, page_type, value, rating, navigation_type)
                select recorded_at, metric, page_type, value, rating, navigation_type
                from jsonb_to_recordset(${rows}::jsonb)
                  as x(recorded_at timestamptz, metric text, page_type text, value double precision, rating text, navigation_type text)`
          )
          return reports.length
        }),

      summary: (days) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const rows = yield* orDieQuietly(summaryRows(new Date(now - days * DAY_MS)))
          return rows.map((row) => ({ pageType: row.page_type, metric: row.metric, p75: row.p75, count: row.n }))
        }),

      purgeBefore: (before) =>
        orDieQuietly(
          Effect.map(
            sql<{ readonly n: number | string }>`with purged as (delete from web_vitals where recorded_at < ${before} returning 1) select count(*)::int as n from purged`,
            (rows) => Number(rows[0]?.n ?? 0)
          )
        )
    }
  })
)

/** Deletes reports past their retention once an hour, on the leading process only. */
export const WebVitalsJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const store = yield* WebVitalsStore
    const purge = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const purged = yield* store.purgeBefore(new Date(now - Duration.toMillis(WEB_VITALS_RETENTION)))
      if (purged > 0) yield* Effect.logInfo(`purged ${purged} web vitals reports past their retention`)
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging web vitals reports failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the web vitals janitor", Effect.repeat(purge, Schedule.spaced(Duration.hours(1))))
  })
)
