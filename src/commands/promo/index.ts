import { type Area, defineArea } from "../area"
import { cashbackCommands } from "./cashbackCommands"
import { cashbackServerAnswers } from "./cashbackEvents"
import { claimCashback, loadCashback } from "./cashbackHandlers"
import { promoCommands } from "./commands"
import { promoEvents, promoServerAnswers } from "./events"
import { loadBonuses, redeemPromoCode } from "./handlers"

const commands = [...promoCommands, ...cashbackCommands] as const
const events = [...promoEvents, ...cashbackServerAnswers] as const

/**
 * Promo's bonus engine: the player's bonuses and wagering, the deposit offers, promo codes, and casino cashback
 * (ARCHITECTURE 2, area `promo`).
 */
export const promoArea: Area<typeof commands, typeof events> = defineArea({
  name: "promo",
  commands,
  handlers: { LoadBonuses: loadBonuses, RedeemPromoCode: redeemPromoCode, LoadCashback: loadCashback, ClaimCashback: claimCashback },
  events,
  serverAnswers: [...promoServerAnswers, ...cashbackServerAnswers],
  migrations: []
})
