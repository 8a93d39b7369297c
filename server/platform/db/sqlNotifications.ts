import type { SqlError } from "@effect/sql/SqlError"
import { Context, type Stream } from "effect"

/**
 * The database's LISTEN/NOTIFY: what a trigger announces when a row changes, heard by every server instance on the
 * database whoever changed the row (another instance, an operator's command-line tool, a janitor). It is how a
 * server keeps something in memory without being the only judge of whether it is still true.
 */
export class SqlNotifications extends Context.Tag("oddsfold/server/SqlNotifications")<
  SqlNotifications,
  {
    /**
     * The payloads sent on `channel` while the stream runs. It fails when the listening connection is lost: what was
     * announced meanwhile is not heard, so a listener forgets what it kept and listens again.
     */
    readonly listen: (channel: string) => Stream.Stream<string, SqlError>
  }
>() {}
