import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A redirect rule as stored (migration 077). */
export const RedirectRuleRow = Schema.Struct({
  id: Schema.Number,
  from_path: Schema.String,
  to_path: Schema.String,
  code: Schema.Literal(301, 302),
  reason: Schema.String
})
export type RedirectRuleRow = typeof RedirectRuleRow.Type

const COLUMNS = "id, from_path, to_path, code, reason"

/** The redirect rules. A database fault is a defect (logged once as a 500), never a visitor's answer. */
export const makeRedirectRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rules = SqlSchema.findAll({ Request: Schema.Void, Result: RedirectRuleRow, execute: () => sql`select ${sql.unsafe(COLUMNS)} from redirect_rules order by id` })
  return {
    rules: rules(undefined).pipe(orDieQuietly),
    /** The rule added; none when the page has a rule already (two operators adding one at once: one wins). */
    add: (rule: { readonly from: string; readonly to: string; readonly code: 301 | 302; readonly reason: string }, now: Date) =>
      Effect.flatMap(
        sql`insert into redirect_rules (from_path, to_path, code, reason, created_at)
          values (${rule.from}, ${rule.to}, ${rule.code}, ${rule.reason}, ${now})
          on conflict (from_path) do nothing returning ${sql.unsafe(COLUMNS)}`,
        Schema.decodeUnknown(Schema.Array(RedirectRuleRow))
      ).pipe(
        Effect.map((rows) => rows[0]),
        orDieQuietly
      ),
    remove: (id: number) =>
      Effect.flatMap(sql`delete from redirect_rules where id = ${id} returning ${sql.unsafe(COLUMNS)}`, Schema.decodeUnknown(Schema.Array(RedirectRuleRow))).pipe(
        Effect.map((rows) => rows[0]),
        orDieQuietly
      )
  }
})
