import { createHash } from "node:crypto"
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
  readonly run: <A, E>(effect: Effect.Effect<A, E, LedgerService | WalletService>) => Promise<A>
  readonly dispose: () => Promise<void>
}

export const accountServicesOn = (database: FreshDatabase): AccountServices => {
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(LedgerServiceLive, WalletServiceLive).pipe(Layer.provide(databaseLayer(database.options)), Layer.orDie)
  )
  return { run: (effect) => runtime.runPromise(effect), dispose: () => runtime.dispose() }
}

/**
 * A session cookie of a signed-in player. Sign-in is built elsewhere (the session area); until then a test signs
 * a fresh session in by writing its user id, which is all a signed-in session is in the sessions table.
 */
export const signedInCookie = async (baseUrl: string, database: FreshDatabase, userId: number): Promise<string> => {
  const cookie = await newSession(baseUrl)
  const hash = createHash("sha256").update(cookie).digest("hex")
  await database.query("update sessions set user_id = $1 where token_hash = $2", [userId, hash])
  return cookie
}

/** The player's main account, opened in `currency`, with `amount` minor units deposited when given. */
export const playerWithMoney = (services: AccountServices, userId: number, currency: string, amount = 0): Promise<number> =>
  services.run(
    Effect.gen(function* () {
      const { accountId } = yield* (yield* WalletService).openMainAccount(userId, currency)
      if (amount > 0) yield* (yield* LedgerService).deposit(`seed-${userId}-${accountId}`, accountId, amount as MinorUnits)
      return accountId
    })
  )
