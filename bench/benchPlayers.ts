import { createHash, randomBytes, randomUUID } from "node:crypto"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import pg from "pg"
import { LedgerService, LedgerServiceLive } from "../server/account/ledger"
import { WalletService, WalletServiceLive } from "../server/account/service"
import { postgresLayer } from "../server/platform/db/postgresClient"
import type { MinorUnits } from "../src/domain/account/ledger"

/** A bench player: signed in (a session cookie) with a RUB main account, their active account. */
export interface BenchPlayer {
  readonly userId: number
  readonly accountId: number
  readonly cookie: string
}

/**
 * `count` players written straight into the server's database (user ids after `firstUserId`), each with a RUB main
 * account holding `funds` kopecks (none when 0, deposited through the ledger otherwise) and a session: sign-in itself
 * is rate limited per address, so a signed-in session is a sessions row naming the player.
 */
export const benchPlayers = async (databaseUrl: string, firstUserId: number, count: number, funds: number): Promise<ReadonlyArray<BenchPlayer>> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(LedgerServiceLive, WalletServiceLive).pipe(Layer.provideMerge(postgresLayer({ url: Redacted.make(databaseUrl) })), Layer.orDie)
  )
  try {
    const players: Array<BenchPlayer> = []
    for (let i = 1; i <= count; i++) {
      const userId = firstUserId + i
      await client.query(
        `insert into players (id, account_id, password_hash, currency, country_id, registration_method, created_at)
         overriding system value values ($1::bigint, 100000000 + $1::bigint, '$argon2id$v=19$m=19456,t=2,p=1$bench$bench', 'RUB', 1, 'seed', now())`,
        [userId]
      )
      const accountId = await runtime.runPromise(
        Effect.gen(function* () {
          const { accountId } = yield* (yield* WalletService).openMainAccount(userId, "RUB")
          if (funds > 0) yield* (yield* LedgerService).deposit(`bench-${userId}`, accountId, funds as MinorUnits)
          return accountId
        })
      )
      const cookie = randomBytes(32).toString("base64url")
      await client.query(
        `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at) values ($1, $2, now(), now(), now() + interval '1 day')`,
        [createHash("sha256").update(cookie).digest("hex"), userId]
      )
      players.push({ userId, accountId, cookie })
    }
    return players
  } finally {
    await runtime.dispose()
    await client.end()
  }
}

/** A RUB 10.00 single on `outcome` for `player`, as the slip sends it: a new placement key each time. */
export const singleBetBody = (player: BenchPlayer, outcome: { readonly id: string; readonly coef: number }): string =>
  JSON.stringify({
    key: randomUUID(),
    typeId: 0,
    accountId: player.accountId,
    amount: 10_00,
    amountByBlockId: {},
    amountByBetId: {},
    bets: [{ id: outcome.id, coef: outcome.coef, blockId: 0, banker: false }],
    systemValue: 0,
    changeCoefAction: 2,
    exactCoef: 0,
    promoCode: "",
    vip: false,
    bonusBet: false
  })
