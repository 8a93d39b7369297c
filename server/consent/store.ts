import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Context, Duration, Effect, Layer, Schedule, Schema } from "effect"
import type { CookieAgreement } from "../../src/domain/api/consent"
import { type MarketingCounter, PAGE_EVENT_IDS, PAGE_EVENTS_RETENTION_DAYS, type PageEvent, type PageEventsDay } from "../../src/domain/consent/pageEvents"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { orDieQuietly } from "../platform/db/databaseFault"

/**
 * The consent area's storage (migration 066): the page analytics as they came (each already checked against
 * src/domain/consent/pageEvents.ts, which has no place for anything that names a person), the loads of the hosted
 * marketing counters, the operator's counts per day, their retention, and the players' cookie agreements.
 */
export interface ConsentStoreShape {
  /** Stores the events, stamped with the server's time; answers how many. */
  readonly recordEvents: (events: ReadonlyArray<PageEvent>) => Effect.Effect<number>
  /** Counts one load of a marketing counter. */
  readonly recordCounterLoad: (counter: MarketingCounter) => Effect.Effect<void>
  /** The last `days` days (UTC, today included), newest first: how many of each event and counter load. */
  readonly counts: (days: number) => Effect.Effect<ReadonlyArray<PageEventsDay>>
  /** Deletes events received before `before`; answers how many. */
  readonly purgeBefore: (before: Date) => Effect.Effect<number>
  /** Keeps the player's latest agreement (an older agree time than the one kept changes nothing). */
  readonly saveAgreement: (userId: number, agreement: CookieAgreement) => Effect.Effect<void>
}

export class ConsentStore extends Context.Tag("oddsfold/server/ConsentStore")<ConsentStore, ConsentStoreShape>() {}

export const PAGE_EVENTS_RETENTION = Duration.days(PAGE_EVENTS_RETENTION_DAYS)

const DAY_MS = 24 * 60 * 60 * 1000

const CountRow = Schema.Struct({ day: Schema.String, kind: Schema.String, n: Schema.Union(Schema.Number, Schema.NumberFromString) })

/** The stored row of an event: its name and numeric id, its time, its page type, the rest of its fields as properties. */
const rowOf = (event: PageEvent, receivedAt: string) => {
  const { at, name, pageType, ...properties } = event
  return { received_at: receivedAt, occurred_at: new Date(at).toISOString(), name, event_id: PAGE_EVENT_IDS[name], page_type: pageType, properties }
}

export const ConsentStoreLive = Layer.effect(
  ConsentStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const countRows = SqlSchema.findAll({
      Request: Schema.DateFromSelf,
      Result: CountRow,
      execute: (since) =>
        sql`select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day,
                   case when name = 'counter_load' then 'counter_' || event_id else name end as kind,
                   count(*)::int as n
            from page_analytics_events where received_at >= ${since}
            group by 1, 2 order by 1 desc, 2`
    })
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    return {
      recordEvents: (events) =>
        Effect.gen(function* () {
          if (events.length === 0) return 0
          const receivedAt = (yield* now).toISOString()
          // One statement for the whole batch: the rows travel as one JSON parameter.
          const rows = JSON.stringify(events.map((event) => rowOf(event, receivedAt)))
          yield* orDieQuietly(
            sql`insert into page_analytics_events (received_at, occurred_at, name, event_id, page_type, properties)
                select received_at, occurred_at, name, event_id, page_type, properties
                from jsonb_to_recordset(${rows}::jsonb)
                  as x(received_at timestamptz, occurred_at timestamptz, name text, event_id integer, page_type text, properties jsonb)`
          )
          return events.length
        }),

      recordCounterLoad: (counter) =>
        Effect.gen(function* () {
          const at = yield* now
          yield* orDieQuietly(
            sql`insert into page_analytics_events (received_at, occurred_at, name, event_id, page_type, properties)
                values (${at}, ${at}, 'counter_load', ${counter}, null, '{}'::jsonb)`
          )
        }),

      counts: (days) =>
        Effect.gen(function* () {
          const today = Math.floor((yield* Clock.currentTimeMillis) / DAY_MS) * DAY_MS
          const byDay = new Map<string, Record<string, number>>()
          for (const row of yield* orDieQuietly(countRows(new Date(today - (days - 1) * DAY_MS)))) {
            const counts = byDay.get(row.day) ?? {}
            counts[row.kind] = row.n
            byDay.set(row.day, counts)
          }
          return [...byDay].map(([day, counts]) => ({ day, counts }))
        }),

      purgeBefore: (before) =>
        orDieQuietly(
          Effect.map(
            sql<{ readonly n: number | string }>`with purged as (delete from page_analytics_events where received_at < ${before} returning 1) select count(*)::int as n from purged`,
            (rows) => Number(rows[0]?.n ?? 0)
          )
        ),

      saveAgreement: (userId, agreement) =>
        Effect.gen(function* () {
          const at = yield* now
          const agreedAt = new Date(agreement.cookiesAgreeTime)
          yield* orDieQuietly(
            sql`insert into cookie_agreements (user_id, agreed_at, agree_type, received_at)
                values (${userId}, ${agreedAt}, ${agreement.cookiesAgreeType}, ${at})
                on conflict (user_id) do update set agreed_at = excluded.agreed_at, agree_type = excluded.agree_type, received_at = excluded.received_at
                where cookie_agreements.agreed_at <= excluded.agreed_at`
          )
        })
    }
  })
)

/** Deletes page events past their retention once an hour, under the cluster's leader. */
export const PageEventsJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const store = yield* ConsentStore
    const purge = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const purged = yield* store.purgeBefore(new Date(now - Duration.toMillis(PAGE_EVENTS_RETENTION)))
      if (purged > 0) yield* Effect.logInfo(`purged ${purged} page analytics events past their retention`)
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging page analytics events failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the page analytics janitor", Effect.repeat(purge, Schedule.spaced(Duration.hours(1))))
  })
)
