import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { PollChanges } from "../changes/commands"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { LoadBonuses } from "./commands"
import { type ExchangePoints, LoadLoyalty } from "./loyaltyCommands"
import { LoyaltyLoaded, LoyaltyLoadFailed, PointsExchanged, PointsExchangeFailed } from "./loyaltyEvents"

/** The idempotency key of one exchange: the Clock's time (logged) and the command's own log position. */
const exchangeKey = (at: number, seq: number): string => `points-${at.toString(36).padStart(9, "0")}-${seq.toString(36).padStart(6, "0")}`

export const loadLoyalty: Handler<LoadLoyalty> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.loyalty.points(),
      (answer) => emit(new LoyaltyLoaded({ answer })),
      (error) => emit(new LoyaltyLoadFailed({ error }))
    )
  )

/** Exchanges the points; then the points, the bonuses (one was credited) and the balances are read again. */
export const exchangePoints: Handler<ExchangePoints> = (command, seq) =>
  Effect.gen(function* () {
    const api = yield* Api
    const key = exchangeKey(yield* Clock.currentTimeMillis, seq)
    return yield* fromServerAnswer(
      command,
      api.loyalty.exchange({ payload: { rewardId: command.rewardId, key } }),
      ({ balance, bonus }) =>
        emitThen([new PointsExchanged({ rewardId: command.rewardId, balance, bonus })], [new LoadLoyalty({}), new LoadBonuses({}), new PollChanges({})]),
      (error) => emitThen([new PointsExchangeFailed({ rewardId: command.rewardId, error })], [new LoadLoyalty({})])
    )
  })
