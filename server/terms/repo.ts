import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly, transactionOrDie } from "../platform/db/databaseFault"

/** A stored rules confirm entry (migration 070): its sub-rules' texts per language. */
export const StoredTermsEntry = Schema.Struct({
  link: Schema.String,
  tags: Schema.Array(Schema.String),
  subRules: Schema.Array(Schema.Struct({ position: Schema.Int, text: Schema.Struct({ en: Schema.String, ru: Schema.String }) }))
})
export type StoredTermsEntry = typeof StoredTermsEntry.Type

/** The current terms' version and when it was published. */
export const TermsVersionRow = Schema.Struct({ version: Schema.Int, published_at: Schema.DateFromSelf })
export type TermsVersionRow = typeof TermsVersionRow.Type

const TermsRow = Schema.Struct({
  version: Schema.Int,
  published_at: Schema.DateFromSelf,
  summary_html: Schema.parseJson(Schema.Struct({ en: Schema.String, ru: Schema.String })),
  entries: Schema.parseJson(Schema.Array(StoredTermsEntry))
})
export type TermsRow = typeof TermsRow.Type

/** SQL of the terms and their acceptances (migration 070). */
export const makeTermsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const current = SqlSchema.findOne({
    Request: Schema.Void,
    Result: TermsVersionRow,
    execute: () => sql`select version, published_at from terms_versions order by version desc limit 1`
  })

  const terms = SqlSchema.findOne({
    Request: Schema.Number,
    Result: TermsRow,
    execute: (version) => sql`select version, published_at, summary_html::text as summary_html, entries::text as entries from terms_versions where version = ${version}`
  })

  const accepted = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ version: Schema.Int }),
    execute: (userId) => sql`select version from terms_acceptances where user_id = ${userId}`
  })

  // Only the current version is confirmed, in the statement that checks it is current; a second confirmation (or two at
  // once) writes the same version again. The version never moves back.
  const confirm = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, version: Schema.Number }),
    Result: Schema.Struct({ version: Schema.Int }),
    execute: ({ userId, version }) =>
      sql`insert into terms_acceptances (user_id, version)
          select ${userId}, ${version} where ${version} = (select max(version) from terms_versions)
          on conflict (user_id) do update
            set version = greatest(terms_acceptances.version, excluded.version),
                accepted_at = case when excluded.version > terms_acceptances.version then excluded.accepted_at else terms_acceptances.accepted_at end
          returning version`
  })

  const counts = SqlSchema.single({
    Request: Schema.Void,
    Result: Schema.Struct({ accepted: BigIntColumn, pending: BigIntColumn }),
    execute: () =>
      sql`select count(*) filter (where a.version = v.current) as accepted,
                 count(*) filter (where a.version is null or a.version < v.current) as pending
            from players p left join terms_acceptances a on a.user_id = p.id
            cross join (select max(version) as current from terms_versions) v`
  })

  const insertVersion = SqlSchema.single({
    Request: Schema.Struct({ summaryHtml: Schema.String, entries: Schema.String }),
    Result: TermsVersionRow,
    execute: ({ entries, summaryHtml }) =>
      sql`insert into terms_versions (version, summary_html, entries)
          select coalesce(max(version), 0) + 1, ${summaryHtml}::jsonb, ${entries}::jsonb from terms_versions
          returning version, published_at`
  })

  const inTransaction = transactionOrDie(sql.withTransaction)

  return {
    current: orDieQuietly(current(undefined)),
    terms: (version: number) => orDieQuietly(terms(version)),
    accepted: (userId: number) => orDieQuietly(Effect.map(accepted(userId), Option.map((row) => row.version))),
    /** The version now accepted, or none when `version` is not the current one. */
    confirm: (userId: number, version: number) => orDieQuietly(Effect.map(confirm({ userId, version }), Option.map((row) => row.version))),
    counts: orDieQuietly(counts(undefined)),
    /** The next version; publications one after the other (the table's lock), so two at once make two versions. */
    publish: (summaryHtml: { readonly en: string; readonly ru: string }, entries: ReadonlyArray<StoredTermsEntry>) =>
      inTransaction(
        Effect.zipRight(
          sql`lock table terms_versions in share row exclusive mode`,
          insertVersion({ summaryHtml: JSON.stringify(summaryHtml), entries: JSON.stringify(entries) })
        )
      ).pipe(orDieQuietly)
  }
})
