import { createHash } from "node:crypto"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { MinorUnits } from "../../../src/domain/account/ledger"
import { LedgerService, LedgerServiceLive } from "../../../server/account/ledger"
import { WalletService, WalletServiceLive } from "../../../server/account/service"
import { databaseLayer } from "../../../server/platform/db/databaseLayer"
import type { FreshDatabase } from "./databases"
import { newSession } from "./http"

/**
 * The account area's services on the same data as a running test server: what registration, payments and the
 * coupon will call in-process (openMainAccount, deposit, post), used by tests to set a player up.
 */
export interface AccountServices {
  readonly run: <A, E>(effect: Effect.Effect<A, E, LedgerService | WalletService | SqlClient.SqlClient>) => Promise<A>
  readonly dispose: () => Promise<void>
}

export const accountServicesOn = (database: FreshDatabase): AccountServices => {
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(LedgerServiceLive, WalletServiceLive).pipe(Layer.provideMerge(databaseLayer(database.options)), Layer.orDie)
  )
  return { run: (effect) => runtime.runPromise(effect), dispose: () => runtime.dispose() }
}

/**
 * The SQL that makes a players row with this id if there is none (migration 015: sessions, ledger accounts, wallets
 * and documents must name a player). A test that sets a player up by id gets a bare player: a seed player of Russia
 * with an account ID derived from the id and a password hash nobody can match.
 */
export const PLAYER_ROW_SQL = `insert into players (id, account_id, password_hash, currency, country_id, registration_method, created_at)
  overriding system value values ($1::bigint, 100000000 + $1::bigint, '$argon2id$v=19$m=19456,t=2,p=1$test$test', 'RUB', 1, 'seed', now())
  on conflict do nothing`

/** A players row with this id (PLAYER_ROW_SQL) through the test's own database connection. */
export const ensurePlayerRow = (database: FreshDatabase, userId: number): Promise<unknown> => database.query(PLAYER_ROW_SQL, [userId])

/** The same through the account services' runtime (for tests that set players up in an Effect). */
export const ensurePlayer = (userId: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(PLAYER_ROW_SQL, [userId])).pipe(Effect.orDie, Effect.asVoid)

/**
 * A session cookie of a signed-in player. Sign-in is built elsewhere (the session area); until then a test signs
 * a fresh session in by writing its user id, which is all a signed-in session is in the sessions table.
 */
export const signedInCookie = async (baseUrl: string, database: FreshDatabase, userId: number): Promise<string> => {
  const cookie = await newSession(baseUrl)
  await ensurePlayerRow(database, userId)
  await database.query("update sessions set user_id = $1 where token_hash = $2", [userId, sessionTokenHash(cookie)])
  return cookie
}

/** The sessions table's `token_hash` of a session cookie (its SHA-256, hex), to find the session's row. */
export const sessionTokenHash = (cookie: string): string => createHash("sha256").update(cookie).digest("hex")

/** The player's main account, opened in `currency`, with `amount` minor units deposited when given. */
export const playerWithMoney = (services: AccountServices, userId: number, currency: string, amount = 0): Promise<number> =>
  services.run(
    Effect.gen(function* () {
      yield* ensurePlayer(userId)
      const { accountId } = yield* (yield* WalletService).openMainAccount(userId, currency)
      if (amount > 0) yield* (yield* LedgerService).deposit(`seed-${userId}-${accountId}`, accountId, amount as MinorUnits)
      return accountId
    })
  )

/**
 * A test file's players: each call makes the next (user ids from `firstUserId` + 1 up), signed in on the server, with a
 * RUB main account holding `money` minor units. Thunks: the accounts and the server are made in the file's beforeAll.
 */
export const signedInPlayers = (accounts: () => AccountServices, server: () => { readonly url: string; readonly database: FreshDatabase }, firstUserId: number) => {
  let made = 0
  return async (money: number): Promise<{ readonly userId: number; readonly accountId: number; readonly cookie: string }> => {
    const userId = firstUserId + ++made
    const accountId = await playerWithMoney(accounts(), userId, "RUB", money)
    return { userId, accountId, cookie: await signedInCookie(server().url, server().database, userId) }
  }
}
