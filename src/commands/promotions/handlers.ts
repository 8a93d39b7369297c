import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LoadPromotion, LoadPromotions } from "./commands"
import { PromotionLoaded, PromotionLoadFailed, PromotionsLoaded, PromotionsLoadFailed } from "./events"

export const loadPromotions: Handler<LoadPromotions> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.promotions.list({ urlParams: { lng: command.lng } }),
      (answer) => emit(new PromotionsLoaded({ lng: command.lng, answer })),
      (error) => emit(new PromotionsLoadFailed({ lng: command.lng, error }))
    )
  )

export const loadPromotion: Handler<LoadPromotion> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.promotions.promotion({ path: { promotionId: command.promotionId }, urlParams: { lng: command.lng } }),
      (promotion) => emit(new PromotionLoaded({ lng: command.lng, promotion })),
      (error) => emit(new PromotionLoadFailed({ lng: command.lng, promotionId: command.promotionId, error }))
    )
  )
