import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** SQL of migration 043's coupon_builders: which coupons are bet builders. */
export const makeBuilderRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return {
    /** Marks a coupon just written as a bet builder (in the transaction that wrote it). */
    mark: (couponId: number, gameId: string) => orDieQuietly(Effect.asVoid(sql`insert into coupon_builders (coupon_id, game_id) values (${couponId}, ${gameId})`)),
    /** Which of these coupons are bet builders. */
    among: (couponIds: ReadonlyArray<number>): Effect.Effect<ReadonlySet<number>> =>
      couponIds.length === 0
        ? Effect.succeed(new Set<number>())
        : orDieQuietly(
            Effect.map(
              sql<{ readonly coupon_id: number | string }>`select coupon_id from coupon_builders where coupon_id in ${sql.in(couponIds)}`,
              (rows) => new Set(rows.map((row) => Number(row.coupon_id)))
            )
          )
  }
})
