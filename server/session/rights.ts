import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { type PlayerRights, rightsOf, type RightsFacts } from "../../src/domain/session/rights"
import { PlayerVerification } from "./accountSeams"
import { DatabaseFault, orDieQuietly } from "../platform/db/databaseFault"

/**
 * The signed-in player's rights (SPEC.md 7 auth API "rights"): the facts the server keeps of the player (the ban of
 * migration 013, the wallet an operator froze, the verification of the documents) through the rule of
 * src/domain/session/rights.ts, which the calls that move money apply too (a coupon: server/coupon/service.ts).
 */
export interface PlayerRightsShape {
  readonly facts: (userId: number) => Effect.Effect<RightsFacts>
  readonly rights: (userId: number) => Effect.Effect<PlayerRights>
}

export class PlayerRightsService extends Context.Tag("oddsfold/server/PlayerRightsService")<PlayerRightsService, PlayerRightsShape>() {}

const FactsRow = Schema.Struct({ ban_level: Schema.Number, ban_version: Schema.Number, frozen: Schema.Boolean })

export const PlayerRightsLive = Layer.effect(
  PlayerRightsService,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const verification = yield* PlayerVerification
    const row = SqlSchema.findOne({
      Request: Schema.Number,
      Result: FactsRow,
      execute: (userId) =>
        sql`select p.ban_level, p.ban_version, coalesce(w.frozen, false) as frozen
            from players p left join wallets w on w.user_id = p.id where p.id = ${userId}`
    })
    const facts = (userId: number) =>
      Effect.gen(function* () {
        const found = yield* orDieQuietly(row(userId))
        if (Option.isNone(found)) return yield* Effect.die(new DatabaseFault("a signed-in player is gone"))
        const { status } = yield* verification.state(userId)
        return {
          ban: { banLevel: found.value.ban_level, banVersion: found.value.ban_version },
          walletFrozen: found.value.frozen,
          verification: status
        } satisfies RightsFacts
      })
    return { facts, rights: (userId) => Effect.map(facts(userId), rightsOf) }
  })
)
