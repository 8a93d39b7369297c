import { type Area, defineArea } from "../area"
import { cashbackCommands } from "./cashbackCommands"
import { cashbackServerAnswers } from "./cashbackEvents"
import { claimCashback, loadCashback } from "./cashbackHandlers"
import { promoCommands } from "./commands"
import { loyaltyCommands } from "./loyaltyCommands"
import { loyaltyServerAnswers } from "./loyaltyEvents"
import { exchangePoints, loadLoyalty } from "./loyaltyHandlers"
import { promoEvents, promoServerAnswers } from "./events"
import { loadBonuses, redeemPromoCode } from "./handlers"

const commands = [...promoCommands, ...cashbackCommands, ...loyaltyCommands] as const
const events = [...promoEvents, ...cashbackServerAnswers, ...loyaltyServerAnswers] as const

/**
 * Promo's bonus engine: the player's bonuses and wagering, the deposit offers, promo codes, casino cashback and loyalty points
 * (ARCHITECTURE 2, area `promo`).
 */
export const promoArea: Area<typeof commands, typeof events> = defineArea({
  name: "promo",
  commands,
  handlers: { LoadBonuses: loadBonuses, RedeemPromoCode: redeemPromoCode, LoadCashback: loadCashback, ClaimCashback: claimCashback, LoadLoyalty: loadLoyalty, ExchangePoints: exchangePoints },
  events,
  serverAnswers: [...promoServerAnswers, ...cashbackServerAnswers, ...loyaltyServerAnswers],
  migrations: []
})
