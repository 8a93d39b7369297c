import { type Area, defineArea } from "../area"
import { promotionsCommands } from "./commands"
import { promotionsEvents, promotionsServerAnswers } from "./events"
import { loadPromotion, loadPromotions } from "./handlers"

/** Promotions (ARCHITECTURE 2, area `promo`'s promotions; SPEC.md 2.7): the showcase and one promotion, for everyone. */
export const promotionsArea: Area<typeof promotionsCommands, typeof promotionsEvents> = defineArea({
  name: "promotions",
  commands: promotionsCommands,
  handlers: { LoadPromotions: loadPromotions, LoadPromotion: loadPromotion },
  events: promotionsEvents,
  serverAnswers: promotionsServerAnswers,
  migrations: []
})
