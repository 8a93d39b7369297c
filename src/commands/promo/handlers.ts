import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { PollChanges } from "../changes/commands"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { LoadBonuses, type RedeemPromoCode } from "./commands"
import { BonusesLoaded, BonusesLoadFailed, PromoCodeRedeemed, PromoCodeRedeemFailed } from "./events"

/** The bonuses; a read may have converted a met one, so the balances are asked for again. */
export const loadBonuses: Handler<LoadBonuses> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.promo.bonuses(),
      (answer) => emitThen([new BonusesLoaded({ answer })], [new PollChanges({})]),
      (error) => emit(new BonusesLoadFailed({ error }))
    )
  )

/** Redeems the code; the bonus list and the balances are read again. */
export const redeemPromoCode: Handler<RedeemPromoCode> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.promo.redeem({ payload: { code: command.code } }),
      ({ bonus }) => emitThen([new PromoCodeRedeemed({ bonus })], [new LoadBonuses({})]),
      (error) => emit(new PromoCodeRedeemFailed({ error }))
    )
  )
