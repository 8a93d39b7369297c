import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A maintenance window as stored (migration 071). */
export const MaintenanceRow = Schema.Struct({
  id: Schema.Number,
  notify_from: Schema.DateFromSelf,
  starts_at: Schema.DateFromSelf,
  finishes_at: Schema.DateFromSelf,
  started_at: Schema.NullOr(Schema.DateFromSelf),
  ended_at: Schema.NullOr(Schema.DateFromSelf),
  countries: Schema.String
})
export type MaintenanceRow = typeof MaintenanceRow.Type

/** A block rule as stored (migration 071). */
export const BlockRuleRow = Schema.Struct({
  id: Schema.Number,
  scope: Schema.Literal("country", "browser", "site"),
  country: Schema.NullOr(Schema.String),
  browser: Schema.NullOr(Schema.String),
  reason: Schema.Number,
  display_type: Schema.Number,
  template_type: Schema.Number,
  guests_only: Schema.Boolean
})
export type BlockRuleRow = typeof BlockRuleRow.Type

export interface NewBlockRule {
  readonly scope: "country" | "browser" | "site"
  readonly country: string | null
  readonly browser: string | null
  readonly reason: number
  readonly displayType: number
  readonly templateType: number
  readonly guestsOnly: boolean
}

const WINDOW_COLUMNS = "id, notify_from, starts_at, finishes_at, started_at, ended_at, countries"
const RULE_COLUMNS = "id, scope, country, browser, reason, display_type, template_type, guests_only"

/** The maintenance windows and block rules. A database fault is a defect (logged once as a 500), never a visitor's answer. */
export const makeSiteAccessRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const openWindows = SqlSchema.findAll({
    Request: Schema.DateFromSelf,
    Result: MaintenanceRow,
    // Not ended by the operator and not past their end: the only ones a visitor's answer can come from.
    execute: (now) => sql`select ${sql.unsafe(WINDOW_COLUMNS)} from maintenance_windows where ended_at is null and finishes_at > ${now} order by starts_at, id`
  })
  const recentWindows = SqlSchema.findAll({
    Request: Schema.Void,
    Result: MaintenanceRow,
    execute: () => sql`select ${sql.unsafe(WINDOW_COLUMNS)} from maintenance_windows order by id desc limit 20`
  })
  const rules = SqlSchema.findAll({
    Request: Schema.Void,
    Result: BlockRuleRow,
    execute: () => sql`select ${sql.unsafe(RULE_COLUMNS)} from block_rules order by id`
  })
  return {
    openWindows: (now: Date) => openWindows(now).pipe(orDieQuietly),
    recentWindows: recentWindows(undefined).pipe(orDieQuietly),
    announce: (w: { readonly notifyFrom: Date; readonly startAt: Date; readonly finishAt: Date; readonly countries: string }, now: Date) =>
      Effect.flatMap(
        sql`insert into maintenance_windows (notify_from, starts_at, finishes_at, countries, created_at)
          values (${w.notifyFrom}, ${w.startAt}, ${w.finishAt}, ${w.countries}, ${now}) returning ${sql.unsafe(WINDOW_COLUMNS)}`,
        Schema.decodeUnknown(Schema.Tuple(MaintenanceRow))
      ).pipe(
        Effect.map(([row]) => row),
        orDieQuietly
      ),
    /** Starts a window now (kept when it had started already); none when it is over or unknown. */
    start: (id: number, now: Date) =>
      Effect.flatMap(
        sql`update maintenance_windows set started_at = coalesce(started_at, ${now})
          where id = ${id} and ended_at is null and finishes_at > ${now} returning ${sql.unsafe(WINDOW_COLUMNS)}`,
        Schema.decodeUnknown(Schema.Array(MaintenanceRow))
      ).pipe(
        Effect.map((rows) => rows[0]),
        orDieQuietly
      ),
    /** Ends the windows not over yet (one, or all of them); answers those it ended. */
    end: (id: number | undefined, now: Date) =>
      Effect.flatMap(
        id === undefined
          ? sql`update maintenance_windows set ended_at = ${now} where ended_at is null and finishes_at > ${now} returning ${sql.unsafe(WINDOW_COLUMNS)}`
          : sql`update maintenance_windows set ended_at = ${now} where id = ${id} and ended_at is null and finishes_at > ${now} returning ${sql.unsafe(WINDOW_COLUMNS)}`,
        Schema.decodeUnknown(Schema.Array(MaintenanceRow))
      ).pipe(orDieQuietly),
    rules: rules(undefined).pipe(orDieQuietly),
    addRule: (rule: NewBlockRule, now: Date) =>
      Effect.flatMap(
        sql`insert into block_rules (scope, country, browser, reason, display_type, template_type, guests_only, created_at)
          values (${rule.scope}, ${rule.country}, ${rule.browser}, ${rule.reason}, ${rule.displayType}, ${rule.templateType}, ${rule.guestsOnly}, ${now})
          returning ${sql.unsafe(RULE_COLUMNS)}`,
        Schema.decodeUnknown(Schema.Tuple(BlockRuleRow))
      ).pipe(
        Effect.map(([row]) => row),
        orDieQuietly
      ),
    removeRule: (id: number) =>
      Effect.flatMap(sql`delete from block_rules where id = ${id} returning ${sql.unsafe(RULE_COLUMNS)}`, Schema.decodeUnknown(Schema.Array(BlockRuleRow))).pipe(
        Effect.map((rows) => rows[0]),
        orDieQuietly
      )
  }
})
export type SiteAccessRepo = Effect.Effect.Success<typeof makeSiteAccessRepo>
