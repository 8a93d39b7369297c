import { Effect, Layer, Option, Redacted } from "effect"
import { DEMO_PLAYER } from "../../src/domain/session/demoPlayer"
import { Players } from "./players"

/** Seeds the demo player at start when it does not exist (non-production servers only, see serverLayer). */
export const DemoPlayerSeedLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const players = yield* Players
    const seeded = yield* players
      .seed(
        { email: DEMO_PLAYER.email, password: Redacted.make(DEMO_PLAYER.password) },
        { country_id: DEMO_PLAYER.countryId, currency_id: DEMO_PLAYER.currencyId, ref_code: "", first_deposit_bonus_choice: "none" }
      )
      .pipe(Effect.orDieWith((refused) => `the demo player was refused: ${refused.message}`))
    if (Option.isSome(seeded)) yield* Effect.logInfo(`seeded the demo player, account ID ${seeded.value.account_id}`)
  })
)
