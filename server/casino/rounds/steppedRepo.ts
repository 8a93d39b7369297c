import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../../account/ledgerRepo"
import { orDieQuietly } from "../../platform/db/databaseFault"
import { PlayedRow, roundSeedsSql, RoundSeedsColumns, type RoundToPlay } from "./repo"

/** A stepped round as migration 050 keeps it, with its casino_rounds row and its seeds (the server seed once revealed). */
export const SteppedRow = Schema.Struct({
  round_pk: BigIntColumn,
  user_id: BigIntColumn,
  round_id: Schema.String,
  request_hash: Schema.String,
  game_id: Schema.String,
  currency: Schema.String,
  account_id: BigIntColumn,
  opening_stake: BigIntColumn,
  stake: BigIntColumn,
  win: BigIntColumn,
  multiple_num: BigIntColumn,
  multiple_den: BigIntColumn,
  stake_units: Schema.Number,
  step: Schema.Number,
  state: Schema.Unknown,
  actions: Schema.Array(Schema.Unknown),
  abandoned: Schema.Boolean,
  choices: Schema.Unknown,
  nonce: BigIntColumn,
  started_at: Schema.DateFromSelf,
  ended_at: Schema.NullOr(Schema.DateFromSelf),
  ...RoundSeedsColumns
})
export type SteppedRow = typeof SteppedRow.Type

/** What step_casino_stepped_round answers (migrations 050 and 052). */
export const SteppedStepRow = Schema.Struct({
  outcome: Schema.Literal("stepped", "not_found", "stale", "banned", "frozen", "no_account", "rg_excluded", "rg_session", "rg_currency", "rg_limit", "insufficient"),
  step: Schema.NullOr(Schema.Number),
  balance: Schema.NullOr(BigIntColumn),
  rg_type: Schema.NullOr(Schema.Number),
  rg_remaining: Schema.NullOr(BigIntColumn),
  rg_until: Schema.NullOr(Schema.DateFromSelf)
})
export type SteppedStepRow = typeof SteppedStepRow.Type

const StartedRow = Schema.Struct({ ...PlayedRow.fields, outcome: Schema.Literal(...PlayedRow.fields.outcome.literals, "open_round") })
export type StartedRow = typeof StartedRow.Type

/** A start as start_casino_stepped_round writes it: a round's money side, and the state its steps continue from. */
export interface SteppedStart extends RoundToPlay {
  readonly state: unknown
  readonly over: boolean
}

/** A step as step_casino_stepped_round writes it (posting null: no money moves). */
export interface SteppedStep {
  readonly userId: number
  readonly roundPk: number
  readonly step: number
  readonly action: unknown
  readonly abandon: boolean
  /** The action plays on (SteppedGame.playsOn): refused, as a new round is, to a player who may no longer play. */
  readonly playsOn: boolean
  readonly state: unknown
  readonly units: number
  readonly extra: number
  readonly over: boolean
  readonly win: number
  readonly multiple: { readonly num: number; readonly den: number }
  readonly outcome: unknown
  readonly posting: PreparedPosting | null
  readonly at: Date
}

const steppedColumns = (sql: SqlClient.SqlClient) =>
  sql`o.round_pk, o.user_id, r.round_id, r.request_hash, r.game_id, r.currency, r.account_id, o.opening_stake, r.stake, r.win, r.multiple_num, r.multiple_den,
      o.stake_units, o.step, o.state, o.actions, o.abandoned, r.choices, r.nonce, o.started_at, o.ended_at, ${roundSeedsSql(sql)}`

/** SQL of migration 050: stepped rounds' starts, steps and reads. */
export const makeSteppedRoundsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const start = SqlSchema.single({
    Request: Schema.Any,
    Result: StartedRow,
    execute: (round: SteppedStart) =>
      sql`select * from start_casino_stepped_round(${round.userId}, ${round.roundId}, ${round.requestHash}, ${round.gameId}, ${round.pairId},
            ${round.nonce}, ${round.accountId}, ${round.stake}, ${round.win}, ${round.multiple.num}, ${round.multiple.den},
            ${JSON.stringify(round.choices)}::jsonb, ${JSON.stringify(round.outcome)}::jsonb, ${round.posting.kind}, ${round.posting.key},
            ${round.posting.contentHash}, ${round.posting.at}, ${JSON.stringify(round.posting.entries)}::jsonb,
            ${JSON.stringify(round.state)}::jsonb, ${round.over})`
  })
  const step = SqlSchema.single({
    Request: Schema.Any,
    Result: SteppedStepRow,
    execute: (s: SteppedStep) =>
      sql`select * from step_casino_stepped_round(${s.userId}, ${s.roundPk}, ${s.step}, ${JSON.stringify(s.action ?? null)}::jsonb, ${s.abandon},
            ${s.playsOn}, ${JSON.stringify(s.state)}::jsonb, ${s.units}, ${s.extra}, ${s.over}, ${s.win}, ${s.multiple.num}, ${s.multiple.den},
            ${JSON.stringify(s.outcome)}::jsonb, ${s.posting?.kind ?? ""}, ${s.posting?.key ?? ""}, ${s.posting?.contentHash ?? ""},
            ${s.at}, ${JSON.stringify(s.posting?.entries ?? [])}::jsonb)`
  })
  const byRoundId = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, roundId: Schema.String }),
    Result: SteppedRow,
    execute: ({ roundId, userId }) =>
      sql`select ${steppedColumns(sql)} from casino_rounds r join casino_stepped_rounds o on o.round_pk = r.id
          join casino_seed_pairs s on s.id = r.seed_pair_id where r.user_id = ${userId} and r.round_id = ${roundId}`
  })
  const byPk = SqlSchema.single({
    Request: Schema.Number,
    Result: SteppedRow,
    execute: (pk) =>
      sql`select ${steppedColumns(sql)} from casino_rounds r join casino_stepped_rounds o on o.round_pk = r.id
          join casino_seed_pairs s on s.id = r.seed_pair_id where o.round_pk = ${pk}`
  })
  const open = SqlSchema.findAll({
    Request: Schema.Number,
    Result: SteppedRow,
    execute: (userId) =>
      sql`select ${steppedColumns(sql)} from casino_stepped_rounds o join casino_rounds r on r.id = o.round_pk
          join casino_seed_pairs s on s.id = r.seed_pair_id where o.user_id = ${userId} and o.ended_at is null order by o.game_id`
  })
  const openSince = SqlSchema.findAll({
    Request: Schema.Struct({ before: Schema.DateFromSelf, limit: Schema.Number }),
    Result: SteppedRow,
    execute: ({ before, limit }) =>
      sql`select ${steppedColumns(sql)} from casino_stepped_rounds o join casino_rounds r on r.id = o.round_pk
          join casino_seed_pairs s on s.id = r.seed_pair_id where o.ended_at is null and o.started_at <= ${before}
          order by o.started_at, o.round_pk limit ${limit}`
  })

  const balance = SqlSchema.single({
    Request: Schema.Number,
    Result: Schema.Struct({ balance: BigIntColumn }),
    execute: (accountId) => sql`select balance from ledger_accounts where id = ${accountId}`
  })

  return {
    balance: (accountId: number) => orDieQuietly(Effect.map(balance(accountId), (row) => row.balance)),
    start: (round: SteppedStart) => orDieQuietly(start(round)),
    step: (s: SteppedStep) => orDieQuietly(step(s)),
    byRoundId: (userId: number, roundId: string) => orDieQuietly(byRoundId({ userId, roundId })),
    byPk: (pk: number) => orDieQuietly(byPk(pk)),
    /** The player's open rounds, one per game at most. */
    open: (userId: number) => orDieQuietly(open(userId)),
    /** Every player's rounds open since `before` or longer, oldest first, `limit` of them. */
    openSince: (before: Date, limit: number) => orDieQuietly(openSince({ before, limit }))
  }
})
