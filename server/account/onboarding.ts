import { Effect, Layer } from "effect"
import type { MinorUnits } from "../../src/domain/account/ledger"
import { PlayerOnboarding } from "../session/seams"
import { LedgerService } from "./ledger"
import { WalletService } from "./service"

/** What `npm start`'s demo player holds in their main account, in minor units (1,000.00), to try betting at once. */
export const DEMO_PLAYER_FUNDS = 100_000 as MinorUnits

/**
 * The account area's part of a new player (the session area's PlayerOnboarding seam): every player gets their main
 * account in their currency as they register, inside the registration's transaction, so a player never exists
 * without one; the demo player's is funded from the house's cash, once (the deposit's key is the player's).
 */
export const PlayerOnboardingLive = Layer.effect(
  PlayerOnboarding,
  Effect.gen(function* () {
    const wallets = yield* WalletService
    const ledger = yield* LedgerService
    const openMain = (userId: number, currency: string) =>
      wallets.openMainAccount(userId, currency).pipe(Effect.orDieWith((refusal) => new Error(`the main account of a new player could not open: ${refusal.message}`)))
    return {
      registered: (player) => Effect.asVoid(openMain(player.userId, player.currency)),
      demoPlayerSeeded: (player) =>
        Effect.gen(function* () {
          const { accountId } = yield* openMain(player.userId, player.currency)
          yield* ledger.deposit(`demo-player-funds:${player.userId}`, accountId, DEMO_PLAYER_FUNDS).pipe(Effect.orDie)
        })
    }
  })
)
