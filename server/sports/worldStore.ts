import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Context, Effect, Layer, Schema } from "effect"
import { WorldSecret } from "./simulator/prng"
import type { LineAction } from "./simulator/model"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A line's world as it is kept: what it is made from (server/sports/simulator/world.ts `worldAt`, played by server/sports/simulatedFeed.ts). */
export interface StoredWorld {
  /** Whose draws the world is: made by the first process that needs the line, shared by every other. */
  readonly secret: WorldSecret
  readonly live: number
  readonly line: number
  /** Epoch ms: the world's version 1. */
  readonly epoch: number
}

/** A developer's action as kept, with its place in the store's order (`after` reads those past one). */
export interface StoredAction {
  readonly seq: number
  readonly action: LineAction
}

export interface SportsWorldStoreShape {
  /** The world kept, or `proposed` kept now if there is none: whichever process asks first makes it. */
  readonly open: (proposed: StoredWorld) => Effect.Effect<StoredWorld>
  /** The developer's actions kept after `seq` (0: all), in the store's order. */
  readonly actionsAfter: (seq: number) => Effect.Effect<ReadonlyArray<StoredAction>>
  /** Keeps an action (one kept before is not kept twice). */
  readonly record: (action: LineAction) => Effect.Effect<void>
}

/** Where the line's world is kept, so that every process and every restart plays the same one (migrations 036, 040). */
export class SportsWorldStore extends Context.Tag("oddsfold/server/SportsWorldStore")<SportsWorldStore, SportsWorldStoreShape>() {}

// The secret stays Redacted from the row to the cipher: a row that fails its Schema prints <redacted>, never the key.
const WorldRow = Schema.Struct({ secret: Schema.Redacted(Schema.String), live: Schema.Number, line: Schema.Number, epoch_ms: BigIntColumn })
const ActionRow = Schema.Struct({
  seq: BigIntColumn,
  kind: Schema.Literal("finish", "suspend"),
  target: Schema.String,
  at_ms: BigIntColumn,
  until_ms: Schema.NullOr(BigIntColumn)
})
const NewWorld = Schema.Struct({ secret: Schema.Redacted(Schema.String), live: Schema.Number, line: Schema.Number, epoch: Schema.Number })
const NewAction = Schema.Struct({ kind: Schema.Literal("finish", "suspend"), target: Schema.String, at: Schema.Number, until: Schema.NullOr(Schema.Number) })

const actionOf = (row: typeof ActionRow.Type): LineAction =>
  row.kind === "finish"
    ? { kind: "finish", gameId: row.target, at: row.at_ms }
    : { kind: "suspend", marketId: row.target, at: row.at_ms, until: row.until_ms ?? row.at_ms }

/** The world and the actions in the database (migration 036). */
export const SportsWorldStoreLive = Layer.effect(
  SportsWorldStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Two processes may start at once: the row one of them inserts is the one both read.
    const open = SqlSchema.single({
      Request: NewWorld,
      Result: WorldRow,
      execute: ({ epoch, line, live, secret }) =>
        sql`with made as (
              insert into sports_world (id, secret, live, line, epoch_ms) values (1, ${secret}, ${live}, ${line}, ${epoch})
              on conflict (id) do nothing
              returning secret, live, line, epoch_ms
            )
            select secret, live, line, epoch_ms from made
            union all
            select secret, live, line, epoch_ms from sports_world where id = 1 and not exists (select 1 from made)`
    })
    const after = SqlSchema.findAll({
      Request: Schema.Number,
      Result: ActionRow,
      execute: (seq) => sql`select seq, kind, target, at_ms, until_ms from sports_line_actions where seq > ${seq} order by seq`
    })
    const insert = SqlSchema.void({
      Request: NewAction,
      execute: ({ at, kind, target, until }) =>
        sql`insert into sports_line_actions (kind, target, at_ms, until_ms) values (${kind}, ${target}, ${at}, ${until})
            on conflict (kind, target, at_ms) do nothing`
    })
    // An action's seq is drawn when it is inserted, its row seen when it commits: two processes keeping actions at once
    // could commit seq 11 before seq 10, and a producer that read 11 (it reads after the last seq it played) would
    // never read 10. Kept one at a time under the store's lock (advisory lock space 36, the migration's number), seqs
    // commit in their order.
    const keepInOrder = <A, E, R>(effect: Effect.Effect<A, E, R>) => sql.withTransaction(Effect.zipRight(sql`select pg_advisory_xact_lock(36, 0)`, effect))
    return {
      open: (proposed) =>
        Effect.flatMap(orDieQuietly(open({ ...proposed, secret: proposed.secret.text })), (row) => {
          const secret = WorldSecret.fromText(row.secret)
          return secret === undefined
            ? Effect.die(new Error("the line's world keeps a secret that is not one (migration 040 checks its form)"))
            : Effect.succeed({ secret, live: row.live, line: row.line, epoch: row.epoch_ms })
        }),
      actionsAfter: (seq) => Effect.map(orDieQuietly(after(seq)), (rows) => rows.map((row) => ({ seq: row.seq, action: actionOf(row) }))),
      record: (action) =>
        orDieQuietly(
          keepInOrder(
            insert(
              action.kind === "finish"
                ? { kind: "finish", target: action.gameId, at: action.at, until: null }
                : { kind: "suspend", target: action.marketId, at: action.at, until: action.until }
            )
          )
        )
    }
  })
)

/** A world kept in this process only (a feed without a database: the benchmarks', a unit test's). */
export const SportsWorldStoreInMemory = Layer.sync(SportsWorldStore, () => {
  let world: StoredWorld | undefined
  const actions: Array<StoredAction> = []
  return {
    open: (proposed) => Effect.sync(() => (world ??= proposed)),
    actionsAfter: (seq) => Effect.sync(() => actions.filter((kept) => kept.seq > seq)),
    record: (action) => Effect.sync(() => void actions.push({ seq: actions.length + 1, action }))
  }
})
