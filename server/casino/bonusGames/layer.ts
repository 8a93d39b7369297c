import { Layer, Option } from "effect"
import { withSettings } from "../../platform/settings"
import { BonusGamesHttpLive, OldBonusGameRoutesLive, OperatorBonusGamesHttpLive } from "./http"
import { BonusGamesServiceLive } from "./service"

/**
 * The bonus mini-games: free plays drawn from the casino's seed pairs (migration 047) and paid into the account area's
 * bonus accounts under the limits area's refusals (in play_bonus_game, migration 049), so those areas stand below it in
 * server/areas.ts; the operator's grants and the old bonus-game routes' redirects.
 */
export const BonusGamesLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(BonusGamesHttpLive, OperatorBonusGamesHttpLive(Option.fromNullable(operatorToken)), OldBonusGameRoutesLive).pipe(
    Layer.provide(BonusGamesServiceLive)
  )
)
