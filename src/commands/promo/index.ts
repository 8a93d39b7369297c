import { type Area, defineArea } from "../area"
import { promoCommands } from "./commands"
import { promoEvents, promoServerAnswers } from "./events"
import { loadBonuses, redeemPromoCode } from "./handlers"

/** Promo's bonus engine: the player's bonuses and wagering, the deposit offers, promo codes (ARCHITECTURE 2, area `promo`). */
export const promoArea: Area<typeof promoCommands, typeof promoEvents> = defineArea({
  name: "promo",
  commands: promoCommands,
  handlers: { LoadBonuses: loadBonuses, RedeemPromoCode: redeemPromoCode },
  events: promoEvents,
  serverAnswers: promoServerAnswers,
  migrations: []
})
