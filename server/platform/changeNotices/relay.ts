import * as SqlClient from "@effect/sql/SqlClient"
import { Duration, Effect } from "effect"
import type { BrokerShape } from "../broker/broker"
import { CHANGE_NOTICES_TOPIC, type ChangeNotice } from "./notice"

/** How often the relay looks for new rows; a change reaches every process this long after its commit, plus the broker's hop. */
export const RELAY_EVERY = Duration.millis(150)
/** How long the relay stays silent at most: a heartbeat goes out when nothing else did for this long. */
export const HEARTBEAT_EVERY = Duration.millis(500)
/** Rows relayed in one message at most; a longer backlog is relayed in as many passes, one right after another. */
export const BATCH = 500
/**
 * Rows older than this are deleted unpublished. Only a relay that could not publish for that long leaves one so old,
 * and then no heartbeat went out either: every process stopped trusting what it kept (changeNotices.ts) and reads
 * again, so such a notice is of use to no one.
 */
export const STALE_AFTER = Duration.minutes(10)

/**
 * One pass of the relay: the oldest rows of `change_notices` (migration 058), in the order they were made, published
 * as one message on the broker, then deleted; or a heartbeat when there are none and `heartbeatDue`. Answers how many
 * rows it relayed.
 *
 * Rows are deleted by their ids, after the broker took them: a relay that dies in between leaves them for the next
 * leader, which publishes them again (a notice heard twice only makes a process forget or read again twice), and a
 * row committed late with a lower id than one already relayed is simply found on a later pass. Two relays at once
 * (during a leader change) publish some rows twice, never lose one.
 */
export const relayPass = (broker: BrokerShape, heartbeatDue: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: string | number; kind: string; subject: string }>`
      select id, kind, subject from change_notices order by id limit ${BATCH}`
    if (rows.length === 0) {
      if (heartbeatDue) yield* broker.publish(CHANGE_NOTICES_TOPIC, { notices: [] })
      return 0
    }
    const notices: Array<ChangeNotice> = rows.map((row) => ({ kind: row.kind, subject: row.subject }))
    yield* broker.publish(CHANGE_NOTICES_TOPIC, { notices })
    yield* sql`delete from change_notices where id in ${sql.in(rows.map((row) => Number(row.id)))}`
    return rows.length
  })

/** Deletes the rows no relay could publish for STALE_AFTER; answers how many. */
export const dropStale = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const dropped = yield* sql<{ id: string | number }>`
    delete from change_notices where made_at < clock_timestamp() - ${Duration.toMillis(STALE_AFTER)}::float8 * interval '1 millisecond' returning id`
  return dropped.length
})

/**
 * The relay, run by the cluster's leader: passes every RELAY_EVERY (at once again while a backlog remains), a
 * heartbeat at least every HEARTBEAT_EVERY, and the stale rows dropped once a minute. A failed pass (the database or
 * the broker away) is logged and tried again; its rows stay.
 */
export const runRelay = (broker: BrokerShape) =>
  Effect.gen(function* () {
    let lastPublishedAt = 0
    let lastDropAt = 0
    /** A failing relay says so once, and once more when it works again. */
    let failing = false
    const heartbeatMs = Duration.toMillis(HEARTBEAT_EVERY)
    for (;;) {
      const now = performance.now()
      if (now - lastDropAt > 60_000) {
        lastDropAt = now
        const dropped = yield* Effect.orElseSucceed(dropStale, () => 0)
        if (dropped > 0) yield* Effect.logWarning(`${dropped} change notices could not be relayed for ${Duration.format(STALE_AFTER)} and were dropped`)
      }
      const heartbeatDue = now - lastPublishedAt >= heartbeatMs
      const relayed = yield* relayPass(broker, heartbeatDue).pipe(
        Effect.tap((count) =>
          Effect.gen(function* () {
            if (count > 0 || heartbeatDue) lastPublishedAt = performance.now()
            if (failing) yield* Effect.logInfo("the change notices are relayed again")
            failing = false
          })
        ),
        Effect.catchAll((error) =>
          Effect.as(failing ? Effect.void : Effect.logWarning(`the change notices cannot be relayed now (tried again until they can): ${error.message}`), 0).pipe(
            Effect.tap(() => Effect.sync(() => (failing = true)))
          )
        )
      )
      if (relayed < BATCH) yield* Effect.sleep(RELAY_EVERY)
    }
  })
