import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Context, Duration, Effect, Layer, Schedule, Schema } from "effect"
import type { AnalyticsEvent, FunnelDay } from "../../src/domain/session/analyticsEvents"
import { isAnalyticsPromocode } from "../../src/domain/session/authMetrics"
import { REGISTRATION_CURRENCIES } from "../../src/domain/session/registration"
import { orDieQuietly } from "../platform/db/databaseFault"
import { ClusterLeadership } from "../platform/cluster/leadership"

/**
 * The anonymous analytics of the sign-in spine (migration 030): events stored as they came (each already checked
 * against src/domain/session/analyticsEvents.ts, which has no place for anything that names a person), the funnel the
 * operator reads per day, and their retention.
 */
export interface AnalyticsEventsShape {
  /** Stores the events, as sent by a browser ("client") or recorded by the server itself ("server"); answers how many. */
  readonly record: (events: ReadonlyArray<AnalyticsEvent>, source: "client" | "server") => Effect.Effect<number>
  /** The last `days` days (UTC, today included), newest first: how many times each step happened. */
  readonly funnel: (days: number) => Effect.Effect<ReadonlyArray<FunnelDay>>
  /** Deletes events received before `before`; answers how many. */
  readonly purgeBefore: (before: Date) => Effect.Effect<number>
}

export class AnalyticsEvents extends Context.Tag("oddsfold/server/AnalyticsEvents")<AnalyticsEvents, AnalyticsEventsShape>() {}

/**
 * A registration the server finished itself (a social provider's callback, a one-tap credential): the browser that
 * chose the provider left the page, so the server records the funnel's last step. The attempt counter is the
 * browser's and unknown here (0); the choices are the player's own.
 */
export const serverRegistrationSuccess = (
  player: { readonly currency: string; readonly country_id: number; readonly country_code: string | null; readonly referral_code: string },
  at: number
): AnalyticsEvent => ({
  name: "registration_success",
  at,
  regType: "social",
  currencyId: REGISTRATION_CURRENCIES.find((currency) => currency.iso === player.currency)?.id ?? null,
  countryId: player.country_id >= 1 && player.country_id <= 100_000 ? player.country_id : null,
  countryCode: player.country_code !== null && /^[A-Z]{2}$/.test(player.country_code) ? player.country_code : null,
  promocode: isAnalyticsPromocode(player.referral_code) ? player.referral_code : null,
  tries: 0,
  seconds: null
})

/** Events are kept this long (a little over a year: a season against the last one), then deleted. */
export const ANALYTICS_RETENTION = Duration.days(400)

const DAY_MS = 24 * 60 * 60 * 1000

const FunnelRow = Schema.Struct({ day: Schema.String, kind: Schema.String, n: Schema.Union(Schema.Number, Schema.NumberFromString) })

/** The stored row of an event: its name, its time, its recovery step, and the rest of its fields as properties. */
const rowOf = (event: AnalyticsEvent, receivedAt: string, source: "client" | "server") => {
  const { at, name, ...properties } = event
  return {
    received_at: receivedAt,
    occurred_at: new Date(at).toISOString(),
    name,
    step: event.name === "recovery_step" ? event.step : null,
    source,
    properties
  }
}

export const AnalyticsEventsLive = Layer.effect(
  AnalyticsEvents,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const funnelRows = SqlSchema.findAll({
      Request: Schema.DateFromSelf,
      Result: FunnelRow,
      execute: (since) =>
        sql`select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day,
                   case when name = 'recovery_step' then 'recovery_' || step else name end as kind,
                   count(*)::int as n
            from analytics_events where received_at >= ${since}
            group by 1, 2 order by 1 desc, 2`
    })

    return {
      record: (events, source) =>
        Effect.gen(function* () {
          if (events.length === 0) return 0
          const receivedAt = new Date(yield* Clock.currentTimeMillis).toISOString()
          // One statement for the whole batch: the rows travel as one JSON parameter.
          const rows = JSON.stringify(events.map((event) => rowOf(event, receivedAt, source)))
          yield* orDieQuietly(
            sql`insert into analytics_events (received_at, occurred_at, name, step, source, properties)
                select received_at, occurred_at, name, step, source, properties
                from jsonb_to_recordset(${rows}::jsonb)
                  as x(received_at timestamptz, occurred_at timestamptz, name text, step text, source text, properties jsonb)`
          )
          return events.length
        }),

      funnel: (days) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const since = new Date(Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS)
          const byDay = new Map<string, Record<string, number>>()
          for (const row of yield* orDieQuietly(funnelRows(since))) {
            const counts = byDay.get(row.day) ?? {}
            counts[row.kind] = row.n
            byDay.set(row.day, counts)
          }
          return [...byDay].map(([day, counts]) => ({ day, counts }))
        }),

      purgeBefore: (before) =>
        orDieQuietly(
          Effect.map(
            sql<{ readonly n: number | string }>`with purged as (delete from analytics_events where received_at < ${before} returning 1) select count(*)::int as n from purged`,
            (rows) => Number(rows[0]?.n ?? 0)
          )
        )
    }
  })
)

/** Deletes events past their retention once an hour. */
export const AnalyticsJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const analytics = yield* AnalyticsEvents
    const purge = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const purged = yield* analytics.purgeBefore(new Date(now - Duration.toMillis(ANALYTICS_RETENTION)))
      if (purged > 0) yield* Effect.logInfo(`purged ${purged} analytics events past their retention`)
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging analytics events failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the analytics janitor", Effect.repeat(purge, Schedule.spaced(Duration.hours(1))))
  })
)
